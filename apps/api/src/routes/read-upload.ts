import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import { templateMessages } from '@vd/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { assertSafeInput } from '../plugins/input-guard.ts';
import { engineFailure } from '../services/documents/check-upload.ts';
import {
  discardSpooled,
  type SpooledFile,
  spoolUpload,
  UploadTooLargeError,
} from '../services/storage/spool-upload.ts';

export interface ReadUpload {
  bytes: Buffer;
  fileName: string;
  fields: Record<string, string>;
}

/** A document upload received into a file (`ReceivedUpload.file`), removed after the answer. */
export interface ReceivedUpload extends SpooledFile {
  fileName: string;
  fields: Record<string, string>;
}

const tooLargeCodes = new Set([
  'FST_REQ_FILE_TOO_LARGE',
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
]);

/**
 * The multipart body: its one file, sent as `file` (in memory, up to the limit), and its text fields.
 * Nothing stored. For small files that are parsed whole (an HS list); documents use `receiveUpload`.
 */
export async function readUpload(request: FastifyRequest): Promise<ReadUpload> {
  const { file, fileName, fields } = await readParts(request, (part) => part.toBuffer());
  return { bytes: file, fileName, fields };
}

const spooled = new WeakMap<FastifyRequest, SpooledFile>();

/**
 * The multipart body of a document upload: its one file, sent as `file`, written to a file of its
 * own as it arrives (its kind sniffed from its first bytes, the size limit enforced; never whole
 * in memory), and its text fields. The file is removed before the answer, whatever it is: the
 * routes call `discardUpload` in their `onSend` hook.
 */
export async function receiveUpload(request: FastifyRequest): Promise<ReceivedUpload> {
  const dir = path.join(request.server.ctx.config.dataDir, 'uploads');
  const { file, fileName, fields } = await readParts(request, async (part) => {
    const received = await spoolUpload(part.file, dir, () => part.file.truncated);
    spooled.set(request, received);
    return received;
  });
  return { ...file, fileName, fields };
}

/** For the `onSend` hook of the routes that call `receiveUpload`: the received file goes. */
export async function discardUpload(request: FastifyRequest): Promise<void> {
  await discardSpooled(spooled.get(request));
  spooled.delete(request);
}

async function readParts<T>(
  request: FastifyRequest,
  take: (part: MultipartFile) => Promise<T>,
): Promise<{ file: T; fileName: string; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', templateMessages.unsupported);
  const fields: Record<string, string> = {};
  let file: { file: T; fileName: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw new AppError('VALIDATION_FAILED', templateMessages.fileField, {
            file: templateMessages.fileField,
          });
        }
        if (file) {
          part.file.resume();
          continue;
        }
        file = { file: await take(part), fileName: fileNameOf(part.filename) };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadFailure(error);
  }
  assertSafeInput(fields);
  assertSafeInput(file?.fileName, 'file');
  if (!file)
    throw new AppError('VALIDATION_FAILED', templateMessages.fileMissing, {
      file: templateMessages.fileMissing,
    });
  return { ...file, fields };
}

const fileNameOf = (name: string | undefined) => (name || 'dokumen').slice(0, 200);

/** A failure while reading the body, as the API answers it. */
function uploadFailure(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof UploadTooLargeError)
    return new AppError('PAYLOAD_TOO_LARGE', templateMessages.tooLarge);
  const refused = engineFailure(error);
  if (refused) return refused;
  // A local disk that cannot be written is the server's failure (500), not the request's.
  if ((error as NodeJS.ErrnoException).syscall) return error;
  const code = (error as { code?: string }).code;
  if (code && tooLargeCodes.has(code)) return new AppError('PAYLOAD_TOO_LARGE', templateMessages.tooLarge);
  return new AppError('BAD_REQUEST', templateMessages.fileMissing);
}
