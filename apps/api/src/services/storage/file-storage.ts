import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** One stored object, as a listing gives it (the sweep job compares these with the rows). */
export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

/** What a put may take: bytes already in memory, or a stream written through without buffering. */
export type StorageBody = Buffer | Uint8Array | Readable;

/**
 * The interface every file store implements: the local directory (default) and any S3-compatible
 * store (`S3_*` variables). The same test suite runs against both (storage.contract.test.ts).
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Writes the whole object or nothing: a failed put leaves no object (nor a partial one). */
  put(key: string, body: StorageBody): Promise<void>;
  get(key: string): Promise<Buffer>;
  /** A missing key rejects with an error whose `code` is `ENOENT`. */
  stream(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  /** Deleting a missing key is no error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with the prefix (folders end with `/`). */
  list(prefix: string): AsyncIterable<StoredObject>;
  /** Readiness: rejects when the store cannot be reached or written. */
  check(): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Refuses keys that could leave the storage's root (or are not plain `a/b/c` paths). */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}

export function notFoundError(key: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`stored file not found: ${key}`), { code: 'ENOENT' });
}

const TEMPORARY = /\.[0-9a-f-]{36}\.tmp$/;

/** Files under one directory. Writes are atomic (temporary file, then rename): no half-written file. */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async put(key: string, body: StorageBody): Promise<void> {
    const target = this.resolve(key);
    const temporary = `${target}.${randomUUID()}.tmp`;
    // A delete in the same folder may remove it between mkdir and the write: made again, once
    // (only for bytes in memory; a stream cannot be read twice).
    for (let attempt = 1; ; attempt++) {
      await mkdir(path.dirname(target), { recursive: true });
      try {
        if (body instanceof Readable) await pipeline(body, createWriteStream(temporary, { flags: 'wx' }));
        else await writeFile(temporary, body, { flag: 'wx' });
        await rename(temporary, target);
        return;
      } catch (error) {
        await rm(temporary, { force: true });
        const retry = !(body instanceof Readable) && (error as NodeJS.ErrnoException).code === 'ENOENT';
        if (attempt < 3 && retry) continue;
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

  async *list(prefix: string): AsyncIterable<StoredObject> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      },
    );
    for (const entry of entries) {
      if (!entry.isFile() || TEMPORARY.test(entry.name)) continue;
      const full = path.join(entry.parentPath, entry.name);
      const key = path.relative(this.root, full).split(path.sep).join('/');
      if (!key.startsWith(prefix)) continue;
      const info = await stat(full).catch(() => undefined);
      if (info) yield { key, modifiedAt: info.mtime };
    }
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    const probe = path.join(this.root, `.ready.${randomUUID()}.tmp`);
    await writeFile(probe, 'ok');
    await rm(probe, { force: true });
  }

  private resolve(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, key);
  }
}
