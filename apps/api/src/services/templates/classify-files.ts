import { type ClassifiedFile, unclassifiedFile } from '@vd/contract';
import { documentTypes, templateDocuments } from '@vd/db';
import { type ClassifyType, classifyProfiles, type DocumentProfile, profileOf } from '@vd/engine';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { checkUpload } from '../documents/check-upload.ts';
import { sampleEngineDocument } from '../documents/engine-document-cache.ts';
import { findTemplate } from './template-view.ts';

/** A ready sample of the template, as `classify` knows it (its type is the sample document's id). */
export interface SampleType extends ClassifyType {
  documentTypeId: string;
  documentTypeName: string;
}

/** A file sent: its profile, or why it cannot be read. */
export type FileProfile = { fileName: string } & (
  | { profile: DocumentProfile; failure?: undefined }
  | { profile?: undefined; failure: string }
);

/** The answers of a bad upload (checkUpload): the file's failure, not the request's. */
const unreadable = new Set(['UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE', 'UNREADABLE_DOCUMENT']);

const CAPACITY = 32;
/** Sample profiles by document id and upload uid (a scan's title band is OCRed again to profile it). */
const profiles = new Map<string, Promise<DocumentProfile>>();

/**
 * The template's ready samples, each profiled once (cached by upload); 404 for another company's
 * template. Called before the files are read, so a wrong template reads no file.
 */
export async function sampleTypes(
  ctx: AppContext,
  companyId: string,
  templateId: string,
): Promise<SampleType[]> {
  await findTemplate(ctx.db, companyId, templateId);
  const rows = await ctx.db
    .select()
    .from(templateDocuments)
    .where(
      and(
        eq(templateDocuments.template_id, templateId),
        eq(templateDocuments.company_id, companyId),
        eq(templateDocuments.status, 'ready'),
      ),
    )
    .orderBy(asc(templateDocuments.created_at));
  if (rows.length === 0) return [];
  const types = await ctx.db
    .select({ id: documentTypes.id, name: documentTypes.name })
    .from(documentTypes)
    .where(
      and(
        eq(documentTypes.company_id, companyId),
        inArray(
          documentTypes.id,
          rows.map((r) => r.document_type_id),
        ),
      ),
    );
  const nameOf = new Map(types.map((t) => [t.id, t.name]));
  const samples: SampleType[] = [];
  for (const row of rows) {
    const key = `${row.id}:${row.uid}`;
    let profile = profiles.get(key);
    if (!profile) {
      profile = sampleEngineDocument(ctx, row).then((document) => profileOf(document));
      profile.catch(() => profiles.delete(key));
      profiles.set(key, profile);
      while (profiles.size > CAPACITY) profiles.delete(profiles.keys().next().value!);
    }
    const name = nameOf.get(row.document_type_id) ?? '';
    samples.push({
      type: row.id,
      name,
      sample: await profile,
      documentTypeId: row.document_type_id,
      documentTypeName: name,
    });
  }
  return samples;
}

/**
 * One file read for classifying: checked as an upload is (415, 413, 422 answered as the file's
 * failure, with the same Indonesian message), then its first page profiled (OCR on a scan).
 * Nothing is stored.
 */
export async function profileFile(ctx: AppContext, fileName: string, bytes: Buffer): Promise<FileProfile> {
  try {
    const document = await checkUpload(bytes, ctx.config.maxPages);
    return { fileName, profile: await profileOf(document) };
  } catch (error) {
    if (error instanceof AppError && unreadable.has(error.code)) return { fileName, failure: error.message };
    throw error;
  }
}

/** Each file against the samples: the sample matched (or none), with the title, captions and scores. */
export function classifiedFiles(
  samples: readonly SampleType[],
  files: readonly FileProfile[],
): ClassifiedFile[] {
  const read = files.flatMap((f) => (f.profile ? [f.profile] : []));
  const results = samples.length > 0 ? classifyProfiles(samples, read) : [];
  const byId = new Map(samples.map((s) => [s.type, s]));
  let next = 0;
  return files.map((file) => {
    if (!file.profile) return unclassifiedFile(file.fileName, file.failure);
    const result = results[next++];
    const matched = result?.type ? byId.get(result.type) : undefined;
    return {
      file_name: file.fileName,
      template_document_id: matched?.type ?? null,
      document_type_id: matched?.documentTypeId ?? null,
      document_type_name: matched?.documentTypeName ?? null,
      score: result?.score ?? 0,
      title: result?.title ?? [],
      captions: result?.captions ?? 0,
      scores: (result?.scores ?? []).flatMap((s) => {
        const sample = byId.get(s.type);
        return sample
          ? [
              {
                template_document_id: sample.type,
                document_type_id: sample.documentTypeId,
                document_type_name: sample.documentTypeName,
                score: s.score,
              },
            ]
          : [];
      }),
      failure: null,
    };
  });
}
