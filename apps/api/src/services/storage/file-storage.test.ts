import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from './file-storage.ts';

describe('local file storage', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'vd-files-'));
  const storage = new LocalFileStorage(root);
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('stores, reads, streams and deletes a file', async () => {
    await storage.put('perusahaan/a/dokumen.pdf', Buffer.from('%PDF-1.7 isi'));
    expect((await storage.get('perusahaan/a/dokumen.pdf')).toString()).toBe('%PDF-1.7 isi');
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.stream('perusahaan/a/dokumen.pdf')) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('%PDF-1.7 isi');
    expect(await storage.exists('perusahaan/a/dokumen.pdf')).toBe(true);
    await storage.delete('perusahaan/a/dokumen.pdf');
    expect(await storage.exists('perusahaan/a/dokumen.pdf')).toBe(false);
  });

  it('removes the folders a delete leaves empty, and keeps those still holding files', async () => {
    await storage.put('c1/templat/d1/asli.pdf', Buffer.from('a'));
    await storage.put('c1/templat/d1/hal-1.webp', Buffer.from('b'));
    await storage.put('c1/templat/d2/asli.pdf', Buffer.from('c'));
    await storage.delete('c1/templat/d1/asli.pdf');
    expect(await readdir(path.join(root, 'c1/templat/d1'))).toEqual(['hal-1.webp']);
    await storage.delete('c1/templat/d1/hal-1.webp');
    expect(await readdir(path.join(root, 'c1/templat'))).toEqual(['d2']);
    await storage.delete('c1/templat/d2/asli.pdf');
    expect(await readdir(root)).not.toContain('c1');
    // The root itself stays, and a file can be stored again where folders were removed.
    await storage.put('c1/templat/d1/asli.pdf', Buffer.from('d'));
    expect((await storage.get('c1/templat/d1/asli.pdf')).toString()).toBe('d');
  });

  it('leaves no temporary file behind', async () => {
    await storage.put('x/y.bin', Buffer.alloc(1000, 1));
    expect(await readdir(path.join(root, 'x'))).toEqual(['y.bin']);
  });

  it('refuses keys that leave its directory', async () => {
    for (const key of ['../luar', 'a/../../b', '/etc/passwd', 'a//b', '']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/unsafe storage key/);
    }
  });
});
