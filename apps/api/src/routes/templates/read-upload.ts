import { templateMessages } from '@vd/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { assertSafeInput } from '../../plugins/input-guard.ts';

export interface ReadUpload {
  bytes: Buffer;
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
 * Nothing stored.
 */
export async function readUpload(request: FastifyRequest): Promise<ReadUpload> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', templateMessages.unsupported);
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; fileName: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw new AppError('VALIDATION_FAILED', templateMessages.fileField, {
            file: templateMessages.fileField,
          });
        }
        const bytes = await part.toBuffer();
        file ??= { bytes, fileName: (part.filename || 'dokumen').slice(0, 200) };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code && tooLargeCodes.has(code)) throw new AppError('PAYLOAD_TOO_LARGE', templateMessages.tooLarge);
    throw new AppError('BAD_REQUEST', templateMessages.fileMissing);
  }
  assertSafeInput(fields);
  assertSafeInput(file?.fileName, 'file');
  if (!file)
    throw new AppError('VALIDATION_FAILED', templateMessages.fileMissing, {
      file: templateMessages.fileMissing,
    });
  return { ...file, fields };
}
