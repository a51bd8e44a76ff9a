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
