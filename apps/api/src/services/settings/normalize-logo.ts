import { logoMessages, logoRules } from '@vd/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../errors.ts';

/** The image types a logo may be, by file-type's name (an animated PNG is a PNG), as sharp names them. */
const logoTypes: Readonly<Record<string, 'png' | 'jpeg' | 'webp'>> = {
  png: 'png',
  apng: 'png',
  jpg: 'jpeg',
  webp: 'webp',
};

/**
 * Checks an uploaded logo and turns it into the PNG that is kept: the type from the bytes (415),
 * at most 2 MB (413), decoded with a pixel limit (422 when unreadable or too many pixels),
 * turned upright and shrunk to at most 512 px wide.
 */
export async function normalizeLogo(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > logoRules.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', logoMessages.tooLarge);
  const type = logoTypes[(await fileTypeFromBuffer(bytes))?.ext ?? ''];
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
