import type { ValidationDetail } from '@vd/contract';
import { validationDocuments } from '@vd/db';
import type { JsonValue, Placement } from '@vd/engine';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DOCUMENTS } from '../../../packages/engine/src/fixtures/generate.ts';
import { NO_SHIFT, PAGE } from '../../../packages/engine/src/fixtures/sheet.ts';
import { makeShipment } from '../../../packages/engine/src/fixtures/shipment.ts';
import { writePdf } from '../../../packages/engine/src/fixtures/write-pdf.ts';
import type { AppContext } from '../src/context.ts';
import { ingestDocument } from '../src/services/documents/ingest-document.ts';
import { shipmentDocumentStore } from '../src/services/validation/shipment-document-store.ts';
import { cornersOf, ingestNow } from './templates.ts';

/** The engine's fixture documents (packages/engine/src/fixtures/generate.ts DOCUMENTS). */
export type Fixture = 'invoice' | 'packing-list' | 'bill-of-lading' | 'peb';

/** The company document type (seeded code) of each fixture. */
export const fixtureTypeCode: Record<Fixture, string> = {
  invoice: 'CI',
  'packing-list': 'PL',
  'bill-of-lading': 'BL',
  peb: 'PEB',
};

/** The app and context of a test (what buildTestApp gives). */
export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /**
   * How an upload is ingested: by default at once in this process (ingestNow); the cluster test
   * waits for its worker processes instead.
   */
  ingest?: (kind: 'template' | 'validation', documentId: string) => Promise<void>;
}
type Auth = Record<string, string>;

export interface FixtureDocument {
  pdf: Buffer;
  placements: Placement[];
  expected: Record<string, JsonValue | JsonValue[]>;
  /** How the fixture prints its dates, e.g. DD-MMM-YYYY. */
  dateFormat: string;
}

/** A digital fixture PDF of shipment `set` (1: the templates' samples; 2, 3 ...: other shipments). */
export async function fixtureDocument(name: Fixture, set = 1): Promise<FixtureDocument> {
  const fixture = DOCUMENTS[name]!;
  const sheet = fixture.build(makeShipment(set), NO_SHIFT);
  return {
    pdf: await writePdf(sheet.ops),
    placements: sheet.placements,
    expected: sheet.expected,
    dateFormat: fixture.dateFormat,
  };
}

/** A multipart/form-data body: text fields first, then one file part. */
export function multipartForm(
  fields: Record<string, string>,
  file: { bytes: Buffer; name: string; contentType?: string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----vd${crypto.randomUUID().replaceAll('-', '')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.contentType ?? 'application/pdf'}\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(parts.join('') + head),
      file.bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Calls the API and answers `data`, throwing with the body when the status is not the expected one. */
export async function api(
  t: TestApp,
  auth: Auth,
  method: string,
  url: string,
  payload?: object,
  status = 200,
) {
  const res = await t.app.inject({
    method: method as 'GET',
    url: `/api/v1/${url}`,
    headers: auth,
    ...(payload && { payload }),
  });
  if (res.statusCode !== status) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/**
 * POST file/upload/document/{templateId} with a sample of document type `documentTypeId`, ingested
 * at once as the worker would; answers the sample document's id.
 */
export async function uploadTemplateSample(
  t: TestApp,
  auth: Auth,
  templateId: string,
  documentTypeId: string,
  file: { bytes: Buffer; name: string; contentType?: string },
): Promise<string> {
  const body = multipartForm({ document_type: documentTypeId }, file);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/file/upload/document/${templateId}`,
    payload: body.payload,
    headers: { ...body.headers, ...auth },
  });
  if (res.statusCode !== 202) throw new Error(`upload ${file.name}: ${res.statusCode} ${res.body}`);
  const documentId: string = res.json().data.document_id;
  await (t.ingest ? t.ingest('template', documentId) : ingestNow(t.ctx, documentId));
  return documentId;
}

/** Vertical distance between two item rows of a fixture table (sheet.ts `table`), in page fractions. */
const ROW_PITCH = 14 / PAGE.height;

export interface PublishedTemplate {
  id: string;
  name: string;
  /** Per fixture, in the order given: the sample document and what was placed on it. */
  documents: Array<{
    fixture: Fixture;
    id: string;
    document_type_id: string;
    placements: Placement[];
    expected: FixtureDocument['expected'];
  }>;
  /** Company label id by label name. */
  labels: Record<string, string>;
}

/**
 * A published template built as a manager would build it: one sample per fixture (shipment 1),
 * uploaded and ingested, every fixture placement labelled with a company label of that name (created
 * once per company, aliases included), table columns grouped into rows (all rows unless
 * `rows: false`), then published with the default comparisons. `auth`: an owner or admin.
 */
export async function publishedTemplate(
  t: TestApp,
  auth: Auth,
  fixtures: Fixture[],
  options: { name?: string; rows?: boolean } = {},
): Promise<PublishedTemplate> {
  const types: Array<{ id: string; code: string }> = await api(t, auth, 'GET', 'document-type');
  const typeOf = (fixture: Fixture) => types.find((d) => d.code === fixtureTypeCode[fixture])!.id;
  const name = options.name ?? `Ekspor ${crypto.randomUUID().slice(0, 8)}`;
  const template = await api(
    t,
    auth,
    'POST',
    'template',
    { name, document_type_ids: [...new Set(fixtures.map(typeOf))] },
    201,
  );
  const active: Array<{ id: string; name: string }> = await api(
    t,
    auth,
    'GET',
    'document-labels/list-active',
  );
  const labels: Record<string, string> = Object.fromEntries(active.map((l) => [l.name, l.id]));
  const documents: PublishedTemplate['documents'] = [];
  for (const fixture of fixtures) {
    const sample = await fixtureDocument(fixture, 1);
    const documentId = await uploadTemplateSample(t, auth, template.id, typeOf(fixture), {
      bytes: sample.pdf,
      name: `${fixture}.pdf`,
    });
    const groups = new Map<string, string[]>();
    for (const p of sample.placements) {
      labels[p.label] ??= (
        await api(
          t,
          auth,
          'POST',
          'document-labels/create',
          { name: p.label, data_type: p.type, aliases: [...new Set(p.aliases ?? [])] },
          201,
        )
      ).id;
      const placed = await api(
        t,
        auth,
        'POST',
        `document-detail/${documentId}/label`,
        { document_label_id: labels[p.label], page: p.page, coordinate: cornersOf(p) },
        201,
      );
      if (p.group) groups.set(p.group, [...(groups.get(p.group) ?? []), placed.id]);
    }
    for (const [group, ids] of groups) {
      let row = await api(
        t,
        auth,
        'POST',
        `document-detail/${documentId}/label/group`,
        { label_ids: ids, name: group },
        201,
      );
      const first = sample.placements.find((p) => p.group === group)!;
      const count = options.rows === false ? 1 : (sample.expected[first.label] as JsonValue[]).length;
      for (let i = 1; i < count; i++) {
        row = await api(
          t,
          auth,
          'POST',
          `document-detail/${documentId}/label/group/duplicate`,
          { label_group_id: row.id, offset: ROW_PITCH },
          201,
        );
      }
    }
    documents.push({
      fixture,
      id: documentId,
      document_type_id: typeOf(fixture),
      placements: sample.placements,
      expected: sample.expected,
    });
  }
  await api(t, auth, 'PUT', `template/${template.id}`, { status: 'active' });
  return { id: template.id, name, documents, labels };
}

/** POST validation with the given templates; answers the validation detail. */
export async function createValidation(
  t: TestApp,
  auth: Auth,
  templateIds: string[],
  name?: string,
): Promise<ValidationDetail> {
  return api(t, auth, 'POST', 'validation', { template_ids: templateIds, ...(name && { name }) }, 201);
}

/** POST file/upload/document/{templateId} with `validation_document_id` (the raw response). */
export function uploadShipmentDocument(
  t: TestApp,
  auth: Auth,
  templateId: string,
  validationDocumentId: string,
  bytes: Buffer,
  fileName = 'dokumen.pdf',
) {
  const body = multipartForm({ validation_document_id: validationDocumentId }, { bytes, name: fileName });
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/file/upload/document/${templateId}`,
    payload: body.payload,
    headers: { ...body.headers, ...auth },
  });
}

/** Runs the ingest job's work for a shipment document's latest upload, as the worker would. */
export async function ingestValidationNow(ctx: AppContext, validationDocumentId: string): Promise<void> {
  const [row] = await ctx.db
    .select({ uid: validationDocuments.uid })
    .from(validationDocuments)
    .where(eq(validationDocuments.id, validationDocumentId));
  if (!row?.uid) throw new Error(`shipment document ${validationDocumentId} has no upload`);
  await ingestDocument(ctx, shipmentDocumentStore, validationDocumentId, row.uid, true);
}

/**
 * A validation of `template` with every document uploaded (the same fixture of shipment `set`, or
 * the file `replaced` gives for it) and ingested: status `ready` when every date format was found.
 * `auth`: any company role.
 */
export async function readyValidation(
  t: TestApp,
  auth: Auth,
  template: PublishedTemplate,
  set = 2,
  replaced: Partial<Record<Fixture, { bytes: Buffer; name: string }>> = {},
): Promise<ValidationDetail> {
  const validation = await createValidation(t, auth, [template.id]);
  for (const document of validation.documents) {
    const source = template.documents.find((d) => d.id === document.template_document_id)!;
    const file = replaced[source.fixture] ?? {
      bytes: (await fixtureDocument(source.fixture, set)).pdf,
      name: `${source.fixture}.pdf`,
    };
    const res = await uploadShipmentDocument(t, auth, template.id, document.id, file.bytes, file.name);
    if (res.statusCode !== 202) throw new Error(`upload ${source.fixture}: ${res.statusCode} ${res.body}`);
    await (t.ingest ? t.ingest('validation', document.id) : ingestValidationNow(t.ctx, document.id));
  }
  return api(t, auth, 'GET', `validation/document/${validation.id}`);
}
