import type { Readable } from 'node:stream';
import { savedStorageMessages as m, templateMessages } from '@vd/contract';
import {
  type Db,
  templateDocumentPages,
  templateDocuments,
  validationDocumentPages,
  validationDocuments,
} from '@vd/db';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';

type Kind = 'validation' | 'template';

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  tiff: 'image/tiff',
  webp: 'image/webp',
};

export interface StoredFile {
  stream: Readable;
  fileName: string;
  contentType: string;
}

async function documentRow(db: Db, companyId: string, kind: Kind, id: string) {
  const table = kind === 'validation' ? validationDocuments : templateDocuments;
  const [row] = await db
    .select({ key: table.storage_key, fileName: table.file_name, fileKind: table.file_kind })
    .from(table)
    .where(and(eq(table.id, id), eq(table.company_id, companyId)));
  if (!row) throw notFound();
  return row;
}

/** GET saved-storage/documents/{kind}/{id}/file: the original as uploaded. */
export async function storedOriginal(
  ctx: AppContext,
  companyId: string,
  kind: Kind,
  id: string,
): Promise<StoredFile> {
  const row = await documentRow(ctx.db, companyId, kind, id);
  if (!row.key) throw notFound(m.fileDeleted);
  return {
    stream: await ctx.storage.stream(row.key),
    fileName: row.fileName ?? 'dokumen',
    contentType: CONTENT_TYPES[row.fileKind ?? ''] ?? 'application/octet-stream',
  };
}

/** GET saved-storage/documents/{kind}/{id}/pages/{n}/image: a page's WebP, for the preview. */
export async function storedPageImage(
  ctx: AppContext,
  companyId: string,
  kind: Kind,
  id: string,
  page: number,
): Promise<Readable> {
  const row = await documentRow(ctx.db, companyId, kind, id);
  if (!row.key) throw notFound(m.fileDeleted);
  const pages = kind === 'validation' ? validationDocumentPages : templateDocumentPages;
  const [image] = await ctx.db
    .select({ key: pages.image_key })
    .from(pages)
    .where(and(eq(pages.document_id, id), eq(pages.number, page)));
  if (!image) throw notFound(templateMessages.pageNotFound);
  return ctx.storage.stream(image.key);
}

/** `attachment; filename=...` with the UTF-8 name too (RFC 6266 / 5987). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
