import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../../../test/s3.ts';
import { parseConfig } from '../../config.ts';
import { closeStorage, createStorage } from './create-storage.ts';
import { type FileStorage, LocalFileStorage } from './file-storage.ts';
import { S3FileStorage } from './s3-storage.ts';

async function collect(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function keys(storage: FileStorage, prefix: string): Promise<string[]> {
  const found: string[] = [];
  for await (const object of storage.list(prefix)) found.push(object.key);
  return found.sort();
}

/** A stream that yields some chunks, then fails: an upload cut off half-way. */
function failingStream(bytesBeforeFailure: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytesBeforeFailure) {
        this.destroy(new Error('client went away'));
        return;
      }
      const chunk = randomBytes(Math.min(1024 * 1024, bytesBeforeFailure - sent));
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

interface Backend {
  name: string;
  open(): Promise<{ storage: FileStorage; close(): Promise<void> }>;
}

const backends: Backend[] = [
  {
    name: 'local folder',
    open: async () => {
      const root = await mkdtemp(path.join(tmpdir(), 'vd-files-'));
      return { storage: new LocalFileStorage(root), close: () => rm(root, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3 (s3rver)',
    open: async () => {
      const s3 = await startS3();
      // Small parts so that a 12 MiB stream is a real multipart upload of three parts.
      const storage = new S3FileStorage({
        bucket: s3.bucket,
        region: 'us-east-1',
        endpoint: s3.endpoint,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
        partSizeBytes: 5 * 1024 * 1024,
      });
      return {
        storage,
        close: async () => {
          storage.close();
          await s3.close();
        },
      };
    },
  },
];

describe.each(backends)('file storage: $name', (backend) => {
  let storage: FileStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await backend.open());
  });
  afterAll(() => close());

  it('stores, reads, streams, lists and deletes a file', async () => {
    await storage.put('perusahaan/a/dokumen.pdf', Buffer.from('%PDF-1.7 isi'));
    expect((await storage.get('perusahaan/a/dokumen.pdf')).toString()).toBe('%PDF-1.7 isi');
    expect((await collect(await storage.stream('perusahaan/a/dokumen.pdf'))).toString()).toBe('%PDF-1.7 isi');
    expect(await storage.exists('perusahaan/a/dokumen.pdf')).toBe(true);
    expect(await keys(storage, 'perusahaan/')).toEqual(['perusahaan/a/dokumen.pdf']);
    await storage.delete('perusahaan/a/dokumen.pdf');
    expect(await storage.exists('perusahaan/a/dokumen.pdf')).toBe(false);
    expect(await keys(storage, 'perusahaan/')).toEqual([]);
  });

  it('answers ENOENT for a missing file, and deleting one is no error', async () => {
    await expect(storage.stream('tidak/ada.pdf')).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(storage.get('tidak/ada.pdf')).rejects.toMatchObject({ code: 'ENOENT' });
    await storage.delete('tidak/ada.pdf');
  });

  it('writes a large stream through (multipart on S3) and reads back the same bytes', async () => {
    const bytes = randomBytes(12 * 1024 * 1024 + 123);
    const chunks = Array.from({ length: Math.ceil(bytes.length / 65536) }, (_, i) =>
      bytes.subarray(i * 65536, (i + 1) * 65536),
    );
    await storage.put('besar/berkas.bin', Readable.from(chunks));
    const back = await collect(await storage.stream('besar/berkas.bin'));
    expect(back.length).toBe(bytes.length);
    expect(back.equals(bytes)).toBe(true);
    await storage.delete('besar/berkas.bin');
  });

  it('a stream that fails half-way leaves no object behind (nor a temporary one)', async () => {
    await expect(storage.put('gagal/berkas.bin', failingStream(7 * 1024 * 1024))).rejects.toThrow();
    expect(await storage.exists('gagal/berkas.bin')).toBe(false);
    expect(await keys(storage, 'gagal/')).toEqual([]);
    if (storage instanceof S3FileStorage) {
      const { ListMultipartUploadsCommand } = await import('@aws-sdk/client-s3');
      const uploads = await storage.client
        .send(new ListMultipartUploadsCommand({ Bucket: 'vd-test' }))
        .catch(() => ({ Uploads: [] }));
      expect(uploads.Uploads ?? []).toEqual([]);
    }
  });

  it('lists only under the prefix, with the time each object was written', async () => {
    const before = Date.now() - 5000;
    await storage.put('daftar/a/1.webp', Buffer.from('1'));
    await storage.put('daftar/b/2.webp', Buffer.from('2'));
    await storage.put('lain/3.webp', Buffer.from('3'));
    expect(await keys(storage, 'daftar/')).toEqual(['daftar/a/1.webp', 'daftar/b/2.webp']);
    for await (const object of storage.list('daftar/')) {
      expect(object.modifiedAt.getTime()).toBeGreaterThan(before);
    }
  });

  it('refuses keys that leave its root', async () => {
    for (const key of ['../luar', 'a/../../b', '/etc/passwd', 'a//b', '']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/unsafe storage key/);
    }
  });

  it('is ready when the store answers', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });
});

describe('local file storage: folders', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'vd-files-'));
  const storage = new LocalFileStorage(root);
  afterAll(() => rm(root, { recursive: true, force: true }));

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
    await storage.put('c1/templat/d1/asli.pdf', Buffer.from('d'));
    expect((await storage.get('c1/templat/d1/asli.pdf')).toString()).toBe('d');
  });

  it('leaves no temporary file behind', async () => {
    await storage.put('x/y.bin', Buffer.alloc(1000, 1));
    expect(await readdir(path.join(root, 'x'))).toEqual(['y.bin']);
  });
});

describe('choosing the store', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startS3('vd-pilih');
  });
  afterAll(() => s3.close());

  it('is the local folder without S3 variables, and the bucket with them', async () => {
    const local = createStorage(parseConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/vd-choose' }));
    expect(local.kind).toBe('local');
    const remote = createStorage(parseConfig({ NODE_ENV: 'test', ...s3.env }));
    expect(remote.kind).toBe('s3');
    await remote.put('pilih/a.txt', Buffer.from('ya'));
    expect((await remote.get('pilih/a.txt')).toString()).toBe('ya');
    closeStorage(remote);
  });

  it('a store that cannot be reached is not ready', async () => {
    const missing = createStorage(parseConfig({ NODE_ENV: 'test', ...s3.env, S3_BUCKET: 'tidak-ada' }));
    await expect(missing.check()).rejects.toThrow();
    closeStorage(missing);
  });

  it('names the variable of a half-given S3 configuration', () => {
    expect(() => parseConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET: required/);
    expect(() => parseConfig({ S3_BUCKET: 'ember', S3_ACCESS_KEY_ID: 'a' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => parseConfig({ S3_BUCKET: 'Ember_Besar' })).toThrow(/S3_BUCKET/);
    expect(() => parseConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
  });
});
