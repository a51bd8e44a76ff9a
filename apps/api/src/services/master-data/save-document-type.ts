import type { CreateDocumentTypeRequest, DocumentType, UpdateDocumentTypeRequest } from '@vd/contract';
import { type Db, documentTypes } from '@vd/db';
import { and, eq, max, ne, or, sql } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { documentTypeViewOf, findDocumentType } from './document-type-view.ts';
import { ensureDocumentTypes } from './ensure-document-types.ts';
import { isUniqueViolation } from './unique-violation.ts';

async function refuseTaken(db: Db, companyId: string, input: UpdateDocumentTypeRequest, exceptId?: string) {
  const same = or(
    input.name ? sql`lower(${documentTypes.name}) = lower(${input.name})` : undefined,
    input.code ? eq(documentTypes.code, input.code) : undefined,
  );
  if (!same) return;
  const [taken] = await db
    .select({ name: documentTypes.name, code: documentTypes.code })
    .from(documentTypes)
    .where(
      and(
        eq(documentTypes.company_id, companyId),
        same,
        exceptId ? ne(documentTypes.id, exceptId) : undefined,
      ),
    );
  if (!taken) return;
  const field = input.code && taken.code === input.code ? 'code' : 'name';
  throw new AppError('DOCUMENT_TYPE_TAKEN', undefined, {
    [field]: field === 'code' ? 'Kode jenis dokumen sudah dipakai.' : 'Nama jenis dokumen sudah dipakai.',
  });
}

const orTaken = (error: unknown): never => {
  throw isUniqueViolation(error) ? new AppError('DOCUMENT_TYPE_TAKEN') : error;
};

/** POST document-type: a new type, after the company's others. */
export async function createDocumentType(
  db: Db,
  companyId: string,
  input: CreateDocumentTypeRequest,
): Promise<DocumentType> {
  await ensureDocumentTypes(db, companyId);
  await refuseTaken(db, companyId, input);
  const [last] = await db
    .select({ n: max(documentTypes.sort_order) })
    .from(documentTypes)
    .where(eq(documentTypes.company_id, companyId));
  const [row] = await db
    .insert(documentTypes)
    .values({ ...input, company_id: companyId, sort_order: (last?.n ?? 0) + 1 })
    .returning()
    .catch(orTaken);
  return documentTypeViewOf(db, companyId, row!.id);
}

/** PUT document-type/{id}: rename it or change its code. */
export async function updateDocumentType(
  db: Db,
  companyId: string,
  id: string,
  input: UpdateDocumentTypeRequest,
): Promise<DocumentType> {
  await findDocumentType(db, companyId, id);
  await refuseTaken(db, companyId, input, id);
  if (input.name !== undefined || input.code !== undefined) {
    await db
      .update(documentTypes)
      .set({ ...input, updated_at: new Date() })
      .where(and(eq(documentTypes.id, id), eq(documentTypes.company_id, companyId)))
      .catch(orTaken);
  }
  return documentTypeViewOf(db, companyId, id);
}
