import {
  type CreateValidationRequest,
  templateMessages,
  type ValidationDetail,
  validationMessages,
} from '@vd/contract';
import { documentTypes, templates, validationDocuments, validations } from '@vd/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import { sampleDocumentRows } from '../templates/document-view.ts';
import { companyFormats, documentFormats } from './default-formats.ts';
import { validationDetail } from './validation-view.ts';

const wibDate = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: 'Asia/Jakarta' });
const wibTime = new Intl.DateTimeFormat('id-ID', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Jakarta',
});

/** "Validasi 21 November 2026 14.05 WIB": the name of a validation the user did not name. */
export const defaultValidationName = (at: Date) => `Validasi ${wibDate.format(at)} ${wibTime.format(at)} WIB`;

/** The chosen templates, in the order given: the company's (else 404) and published (else 400). */
async function publishedTemplates(ctx: AppContext, companyId: string, ids: string[]) {
  const rows = await ctx.db
    .select()
    .from(templates)
    .where(and(eq(templates.company_id, companyId), inArray(templates.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const template = byId.get(id);
    if (!template) throw notFound(templateMessages.templateNotFound);
    if (template.status !== 'active') {
      throw new AppError('VALIDATION_FAILED', validationMessages.templateNotPublished, {
        template_ids: validationMessages.templateNotPublished,
      });
    }
    return template;
  });
}

/**
 * POST validation: a validation of one shipment expecting one document per sample document
 * (templates in the order chosen, then their documents), with names snapshotted and each
 * document's formats defaulted from its sample document, else from the company settings.
 */
export async function createValidation(
  ctx: AppContext,
  companyId: string,
  userId: string,
  input: CreateValidationRequest,
): Promise<ValidationDetail> {
  const chosen = await publishedTemplates(ctx, companyId, [...new Set(input.template_ids)]);
  const samples = await Promise.all(chosen.map((t) => sampleDocumentRows(ctx.db, companyId, t.id)));
  const typeIds = [...new Set(samples.flat().map((d) => d.document_type_id))];
  const [types, company] = await Promise.all([
    typeIds.length
      ? ctx.db
          .select({ id: documentTypes.id, code: documentTypes.code, name: documentTypes.name })
          .from(documentTypes)
          .where(and(eq(documentTypes.company_id, companyId), inArray(documentTypes.id, typeIds)))
      : [],
    companyFormats(ctx.db, companyId),
  ]);
  const typeById = new Map(types.map((t) => [t.id, t]));
  const documents = chosen.flatMap((template, t) =>
    samples[t]!.map((sample) => {
      const type = typeById.get(sample.document_type_id);
      const formats = documentFormats(sample, company);
      return {
        template_id: template.id,
        template_name: template.name,
        template_document_id: sample.id,
        document_type_id: sample.document_type_id,
        document_type_code: type?.code ?? '',
        document_type_name: type?.name ?? sample.name,
        ...formats,
        date_format_confirmed: formats.date_format !== null,
      };
    }),
  );
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(validations)
      .values({
        company_id: companyId,
        name: input.name || defaultValidationName(new Date()),
        template_ids: chosen.map((t) => t.id),
        template_names: chosen.map((t) => t.name),
        created_by: userId,
      })
      .returning({ id: validations.id });
    if (documents.length > 0) {
      await tx
        .insert(validationDocuments)
        .values(
          documents.map((d, position) => ({ ...d, company_id: companyId, validation_id: row!.id, position })),
        );
    }
    return row!.id;
  });
  return validationDetail(ctx, companyId, id);
}
