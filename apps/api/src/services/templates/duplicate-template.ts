import { randomUUID } from 'node:crypto';
import type { DuplicateTemplateRequest, Template } from '@vd/contract';
import {
  templateDocumentPages,
  templateDocuments,
  templateLabelGroups,
  templateLabels,
  templates,
} from '@vd/db';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { deleteFiles } from '../documents/delete-files.ts';
import { pageImageKey, sourceKey } from '../documents/storage-keys.ts';
import { assertStorageRoom, assertStorageRoomLocked } from '../saved-storage/storage-quota.ts';
import { findTemplate, templateView } from './template-view.ts';

/**
 * POST template/{id}/duplicate: a draft copy of a template under a new name, with its sample
 * documents (their files copied, so deleting either template leaves the other whole), their read
 * pages, groups and placements. The files are copied first; when the rows cannot be written the
 * copies are deleted again, so nothing is left half-made. Copies that would pass the company's
 * storage quota are refused (409) before anything is copied.
 */
export async function duplicateTemplate(
  ctx: AppContext,
  companyId: string,
  templateId: string,
  input: DuplicateTemplateRequest,
): Promise<Template> {
  const { db, storage } = ctx;
  const source = await findTemplate(db, companyId, templateId);
  const documents = await db
    .select()
    .from(templateDocuments)
    .where(eq(templateDocuments.template_id, source.id))
    .orderBy(asc(templateDocuments.created_at));
  // A sample still being read has no pages yet to copy: duplicate once it is ready (or failed).
  if (documents.some((d) => d.status === 'uploaded' || d.status === 'processing'))
    throw new AppError('DOCUMENT_NOT_READY');
  // The copies are stored originals too: refused (409) when they would pass the storage quota.
  const quota = ctx.config.storageQuotaBytes;
  const change = { adding: documents.reduce((total, d) => total + d.size_bytes, 0) };
  await assertStorageRoom(db, quota, companyId, change);
  const ids = documents.map((d) => d.id);
  const [pages, groups, labels] =
    ids.length === 0
      ? [[], [], []]
      : await Promise.all([
          db.select().from(templateDocumentPages).where(inArray(templateDocumentPages.document_id, ids)),
          db.select().from(templateLabelGroups).where(inArray(templateLabelGroups.document_id, ids)),
          db.select().from(templateLabels).where(inArray(templateLabels.document_id, ids)),
        ]);
  const newTemplateId = randomUUID();
  const documentIds = new Map(documents.map((d) => [d.id, randomUUID()]));
  const uids = new Map(documents.map((d) => [d.id, randomUUID()]));
  const groupIds = new Map(groups.map((g) => [g.id, randomUUID()]));
  const copied: string[] = [];
  const copy = async (from: string, to: string) => {
    await storage.put(to, await storage.get(from));
    copied.push(to);
  };
  try {
    const newPages: Array<typeof templateDocumentPages.$inferInsert> = [];
    for (const d of documents) {
      const id = documentIds.get(d.id)!;
      const uid = uids.get(d.id)!;
      await copy(d.storage_key, sourceKey('template', companyId, id, uid));
      for (const p of pages.filter((page) => page.document_id === d.id)) {
        const key = pageImageKey('template', companyId, id, uid, p.number);
        await copy(p.image_key, key);
        newPages.push({ ...p, document_id: id, image_key: key });
      }
    }
    await db.transaction(async (tx) => {
      await assertStorageRoomLocked(tx, quota, companyId, change);
      await tx.insert(templates).values({
        id: newTemplateId,
        company_id: companyId,
        name: input.name,
        description: source.description,
        status: 'draft',
        document_type_ids: source.document_type_ids,
        validation: source.validation
          ? {
              items: source.validation.items.map((item) => ({
                ...item,
                document_ids: item.document_ids.map((id) => documentIds.get(id) ?? id),
              })),
            }
          : null,
      });
      if (documents.length === 0) return;
      await tx.insert(templateDocuments).values(
        documents.map(({ created_at: _, updated_at: __, ...d }) => ({
          ...d,
          id: documentIds.get(d.id)!,
          template_id: newTemplateId,
          uid: uids.get(d.id)!,
          storage_key: sourceKey('template', companyId, documentIds.get(d.id)!, uids.get(d.id)!),
        })),
      );
      if (newPages.length > 0) await tx.insert(templateDocumentPages).values(newPages);
      if (groups.length > 0)
        await tx.insert(templateLabelGroups).values(
          groups.map(({ created_at: _, ...g }) => ({
            ...g,
            id: groupIds.get(g.id)!,
            document_id: documentIds.get(g.document_id)!,
            parent_label_group_id: g.parent_label_group_id
              ? (groupIds.get(g.parent_label_group_id) ?? null)
              : null,
          })),
        );
      if (labels.length > 0)
        await tx.insert(templateLabels).values(
          labels.map(({ created_at: _, id: __, ...l }) => ({
            ...l,
            template_id: newTemplateId,
            document_id: documentIds.get(l.document_id)!,
            label_group_id: l.label_group_id ? (groupIds.get(l.label_group_id) ?? null) : null,
          })),
        );
    });
  } catch (error) {
    await deleteFiles(storage, copied);
    throw error;
  }
  return templateView(db, companyId, newTemplateId);
}
