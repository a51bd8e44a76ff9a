import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SNIFF_BYTES, sniffKind } from '@vd/engine';

/** An upload received into a file of its own, not yet checked nor stored. */
export interface SpooledFile {
  path: string;
  size: number;
}

/** The upload went over its size limit (the multipart parser cut it off). */
export class UploadTooLargeError extends Error {
  constructor() {
    super('upload over its size limit');
  }
}

/** A spooled file left by a process that died mid-request is removed after this long. */
const LEFTOVER_MS = 60 * 60 * 1000;
const SPOOL_SUFFIX = '.upload';
let lastSweep = 0;

/**
 * Writes an upload's stream to a new file under `dir` as it arrives, so the API holds a few chunks
 * of it in memory, never the whole file (docs/deploy.md, "Files"): its kind is sniffed from its
 * first bytes before the rest is written (a file of a kind we do not read throws the engine's
 * UNSUPPORTED_FILE or EMPTY at once), and `truncated()` (the multipart parser's size limit) is
 * checked at the end. Whatever fails, no file is left.
 */
export async function spoolUpload(
  source: Readable,
  dir: string,
  truncated: () => boolean,
): Promise<SpooledFile> {
  await mkdir(dir, { recursive: true });
  await sweepLeftovers(dir);
  const file = path.join(dir, `${randomUUID()}${SPOOL_SUFFIX}`);
  const probe = new SniffingCounter();
  try {
    await pipeline(source, probe, createWriteStream(file, { flags: 'wx' }));
    if (truncated()) throw new UploadTooLargeError();
    return { path: file, size: probe.bytes };
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
}

/** Removes a spooled file (after its request, whatever the answer). */
export async function discardSpooled(file: SpooledFile | undefined): Promise<void> {
  if (file) await rm(file.path, { force: true });
}

/** Counts the bytes through it; holds back the first SNIFF_BYTES until their kind is known. */
class SniffingCounter extends Transform {
  bytes = 0;
  private head: Buffer[] | undefined = [];
  private headBytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (!this.head) {
      done(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SNIFF_BYTES) {
      done();
      return;
    }
    this.release(done);
  }

  override _flush(done: TransformCallback): void {
    if (this.head) this.release(done);
    else done();
  }

  private release(done: TransformCallback): void {
    const head = Buffer.concat(this.head!);
    this.head = undefined;
    sniffKind(head).then(
      () => done(null, head),
      (error) => done(error),
    );
  }
}

/** At most every ten minutes: spooled files older than an hour (their process died) go. */
async function sweepLeftovers(dir: string): Promise<void> {
  if (Date.now() - lastSweep < 10 * 60 * 1000) return;
  lastSweep = Date.now();
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!name.endsWith(SPOOL_SUFFIX)) continue;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > LEFTOVER_MS) await rm(file, { force: true });
  }
}
