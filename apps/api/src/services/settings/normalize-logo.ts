import { logoMessages, logoRules } from '@vd/contract';
import sharp from 'sharp';
import { AppError } from '../../errors.ts';
import { sniffImageType } from './sniff-image-type.ts';

/**
 * Checks an uploaded logo and turns it into the PNG that is kept: the type from the bytes (415),
 * at most 2 MB (413), decoded with a pixel limit (422 when unreadable or too many pixels),
 * turned upright and shrunk to at most 512 px wide.
 */
export async function normalizeLogo(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > logoRules.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', logoMessages.tooLarge);
  const type = sniffImageType(bytes);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', logoMessages.unsupported);
  try {
    const image = sharp(bytes, { limitInputPixels: logoRules.maxPixels, failOn: 'error' });
    const meta = await image.metadata();
    if (meta.format !== type) throw new Error(`declared ${type}, decoded ${meta.format}`);
    return await image
      .rotate()
      .resize({ width: logoRules.maxWidth, withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw new AppError('UNREADABLE_DOCUMENT', logoMessages.unreadable);
  }
}
