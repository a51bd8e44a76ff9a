import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** The small interface every file store implements (local directory now; S3-compatible later). */
export interface FileStorage {
  put(key: string, bytes: Buffer | Uint8Array): Promise<void>;
  get(key: string): Promise<Buffer>;
  stream(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Files under one directory. Writes are atomic (temporary file, then rename): no half-written file. */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async put(key: string, bytes: Buffer | Uint8Array): Promise<void> {
    const target = this.resolve(key);
    const temporary = `${target}.${randomUUID()}.tmp`;
    // A delete in the same folder may remove it between mkdir and the write: made again, once.
    for (let attempt = 1; ; attempt++) {
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await writeFile(temporary, bytes, { flag: 'wx' });
        await rename(temporary, target);
        return;
      } catch (error) {
        await rm(temporary, { force: true });
        if (attempt < 3 && (error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
    }
  }

  get(key: string): Promise<Buffer> {
    return readFile(this.resolve(key));
  }

  async stream(key: string): Promise<Readable> {
    const file = this.resolve(key);
    await stat(file);
    return createReadStream(file);
  }

  async exists(key: string): Promise<boolean> {
    return stat(this.resolve(key)).then(
      (s) => s.isFile(),
      () => false,
    );
  }

  /** Deletes the file, then the folders it leaves empty (up to the storage's root). */
  async delete(key: string): Promise<void> {
    const file = this.resolve(key);
    await rm(file, { force: true });
    for (let folder = path.dirname(file); folder.startsWith(`${this.root}${path.sep}`); ) {
      const removed = await rmdir(folder).then(
        () => true,
        () => false, // not empty (or gone): the folders above are kept
      );
      if (!removed) return;
      folder = path.dirname(folder);
    }
  }

  private resolve(key: string): string {
    if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
      throw new Error(`unsafe storage key: ${key}`);
    }
    return path.join(this.root, key);
  }
}
