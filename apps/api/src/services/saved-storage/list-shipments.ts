import {
  savedStorageMessages as m,
  type PageMeta,
  type StoredDocument,
  type StoredShipment,
  type StoredShipmentsQuery,
} from '@vd/contract';
import {
  type Db,
  documentLabels,
  documentTypes,
  labelParameters,
  templateDocuments,
  templates,
  validationAudits,
  validationDocuments,
  validationReadings,
  validations,
} from '@vd/db';
import { and, count, desc, eq, gte, ilike, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { companyList } from '../library/company-reference.ts';
import { likeTerm, pageMeta } from '../pagination.ts';
import { compactAju } from '../validation/aju-number.ts';
import { wibDayStart } from '../wib-time.ts';

const v = validations;
const d = validationDocuments;
const r = validationReadings;
const a = validationAudits;

/** Readings of the invoice number label: the catalogue's `invoice_number`, or a label so named. */
const invoiceReading = (companyId: string) =>
  or(
    inArray(
      r.document_label_id,
      sql`(select ${documentLabels.id} from ${documentLabels} join ${labelParameters} on ${labelParameters.id} = ${documentLabels.label_parameter_id} where ${documentLabels.company_id} = ${companyId} and ${labelParameters.key} = 'invoice_number')`,
    ),
    ilike(r.label_name, 'nomor invoice%'),
    ilike(r.label_name, 'invoice no%'),
  );

function dateRange(
  column: typeof v.created_at | typeof templates.created_at,
  query: StoredShipmentsQuery,
): SQL | undefined {
  if (query.date_from && query.date_to && query.date_to < query.date_from)
    throw new AppError('VALIDATION_FAILED', m.dateRange, { date_to: m.dateRange });
  return and(
    query.date_from ? gte(column, wibDayStart(query.date_from)) : undefined,
    query.date_to ? lt(column, wibDayStart(query.date_to, 1)) : undefined,
  );
}

function validationWhere(companyId: string, query: StoredShipmentsQuery): SQL | undefined {
  const term = query.search;
  const aju = term ? compactAju(term) : '';
  return and(
    eq(v.company_id, companyId),
    // Something was stored: a file now, or files that were deleted (the mark is shown).
    or(
      isNotNull(v.documents_deleted_at),
      sql`exists (select 1 from ${d} where ${d.validation_id} = ${v.id} and ${d.storage_key} is not null)`,
    ),
    term
      ? or(
          ilike(v.name, likeTerm(term)),
          aju
            ? sql`exists (select 1 from ${a} where ${a.validation_id} = ${v.id} and ${a.aju_number} ilike ${likeTerm(aju)})`
            : undefined,
          sql`exists (select 1 from ${d} where ${d.validation_id} = ${v.id} and ${d.file_name} ilike ${likeTerm(term)})`,
          sql`exists (select 1 from ${r} where ${r.validation_id} = ${v.id} and ${invoiceReading(companyId)} and ${r.text} ilike ${likeTerm(term)})`,
        )
      : undefined,
    query.document_type
      ? sql`exists (select 1 from ${d} where ${d.validation_id} = ${v.id} and upper(${d.document_type_code}) = ${query.document_type.toUpperCase()})`
      : undefined,
    dateRange(v.created_at, query),
  );
}

const documentView = (
  kind: 'validation' | 'template',
  row: {
    id: string;
    file_name: string | null;
    code: string;
    name: string;
    size_bytes: number | null;
    page_count: number;
    status: string;
    storage_key: string | null;
    created_at: Date;
  },
): StoredDocument => ({
  id: row.id,
  kind,
  file_name: row.file_name,
  document_type_code: row.code,
  document_type_name: row.name,
  size_bytes: row.size_bytes ?? 0,
  page_count: row.page_count,
  status: row.status,
  available: row.storage_key !== null,
  created_at: row.created_at.toISOString(),
});

async function validationShipments(db: Db, companyId: string, query: StoredShipmentsQuery, only?: SQL) {
  const where = and(validationWhere(companyId, query), only);
  const [total] = await db.select({ n: count() }).from(v).where(where);
  const rows = await db
    .select()
    .from(v)
    .where(where)
    .orderBy(desc(v.created_at), desc(v.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return { data: [], total: Number(total?.n ?? 0) };
  const [documents, audits, invoices, offices] = await Promise.all([
    db
      .select({
        id: d.id,
        validation_id: d.validation_id,
        file_name: d.file_name,
        code: d.document_type_code,
        name: d.document_type_name,
        size_bytes: d.size_bytes,
        page_count: d.page_count,
        status: d.status,
        storage_key: d.storage_key,
        created_at: d.created_at,
      })
      .from(d)
      .where(and(inArray(d.validation_id, ids), or(isNotNull(d.file_name), isNotNull(d.storage_key))))
      .orderBy(d.position),
    db.select({ id: a.validation_id, aju: a.aju_number }).from(a).where(inArray(a.validation_id, ids)),
    db
      .selectDistinct({ id: r.validation_id, text: r.text })
      .from(r)
      .where(and(inArray(r.validation_id, ids), invoiceReading(companyId))),
    companyList(db, companyId, 'customs_office'),
  ]);
  const data: StoredShipment[] = rows.map((row) => {
    const docs = documents.filter((doc) => doc.validation_id === row.id);
    const aju = audits.find((x) => x.id === row.id)?.aju ?? null;
    const office = aju ? offices.find((o) => aju.startsWith(o.code)) : undefined;
    return {
      id: row.id,
      kind: 'validation',
      name: row.name,
      status: row.status,
      aju_number: aju,
      invoice_numbers: [
        ...new Set(
          invoices
            .filter((i) => i.id === row.id)
            .map((i) => i.text.trim())
            .filter(Boolean),
        ),
      ],
      customs_office: office ? `${office.code} - ${office.name}` : null,
      has_audit: audits.some((x) => x.id === row.id),
      total_bytes: docs.filter((doc) => doc.storage_key).reduce((s, doc) => s + (doc.size_bytes ?? 0), 0),
      documents: docs.map((doc) => documentView('validation', doc)),
      documents_deleted_at: row.documents_deleted_at?.toISOString() ?? null,
      documents_deleted_reason: row.documents_deleted_reason ?? null,
      documents_deleted_by_name: row.documents_deleted_by_name ?? null,
      created_at: row.created_at.toISOString(),
    };
  });
  return { data, total: Number(total?.n ?? 0) };
}

const t = templates;
const td = templateDocuments;

async function templateShipments(db: Db, companyId: string, query: StoredShipmentsQuery) {
  const term = query.search;
  const where = and(
    eq(t.company_id, companyId),
    sql`exists (select 1 from ${td} where ${td.template_id} = ${t.id})`,
    term
      ? or(
          ilike(t.name, likeTerm(term)),
          sql`exists (select 1 from ${td} where ${td.template_id} = ${t.id} and ${td.file_name} ilike ${likeTerm(term)})`,
        )
      : undefined,
    query.document_type
      ? sql`exists (select 1 from ${td} join ${documentTypes} on ${documentTypes.id} = ${td.document_type_id} where ${td.template_id} = ${t.id} and upper(${documentTypes.code}) = ${query.document_type.toUpperCase()})`
      : undefined,
    dateRange(t.created_at, query),
  );
  const [total] = await db.select({ n: count() }).from(t).where(where);
  const rows = await db
    .select()
    .from(t)
    .where(where)
    .orderBy(desc(t.created_at), desc(t.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const ids = rows.map((row) => row.id);
  const documents = ids.length
    ? await db
        .select({
          id: td.id,
          template_id: td.template_id,
          file_name: td.file_name,
          code: documentTypes.code,
          name: documentTypes.name,
          size_bytes: td.size_bytes,
          page_count: td.page_count,
          status: td.status,
          storage_key: td.storage_key,
          created_at: td.created_at,
        })
        .from(td)
        .innerJoin(documentTypes, eq(documentTypes.id, td.document_type_id))
        .where(inArray(td.template_id, ids))
        .orderBy(td.created_at)
    : [];
  const data: StoredShipment[] = rows.map((row) => {
    const docs = documents.filter((doc) => doc.template_id === row.id);
    return {
      id: row.id,
      kind: 'template',
      name: row.name,
      status: row.status,
      aju_number: null,
      invoice_numbers: [],
      customs_office: null,
      has_audit: false,
      total_bytes: docs.reduce((s, doc) => s + doc.size_bytes, 0),
      documents: docs.map((doc) => documentView('template', doc)),
      documents_deleted_at: null,
      documents_deleted_reason: null,
      documents_deleted_by_name: null,
      created_at: row.created_at.toISOString(),
    };
  });
  return { data, total: Number(total?.n ?? 0) };
}

/**
 * GET saved-storage/shipments: the company's stored documents by shipment (kind validation) or by
 * template (kind template), newest first, searched by nomor aju, invoice number, name or file
 * name, filtered by document type and by WIB day of creation.
 */
export async function listShipments(
  db: Db,
  companyId: string,
  query: StoredShipmentsQuery,
): Promise<{ data: StoredShipment[]; meta: PageMeta }> {
  const { data, total } =
    query.kind === 'template'
      ? await templateShipments(db, companyId, query)
      : await validationShipments(db, companyId, query);
  return { data, meta: pageMeta(query, total) };
}

/** One shipment as the list shows it (after a deletion); another company's answers 404. */
export async function findShipment(db: Db, companyId: string, id: string): Promise<StoredShipment> {
  const { data } = await validationShipments(
    db,
    companyId,
    { kind: 'validation', page: 1, per_page: 1 },
    eq(v.id, id),
  );
  const [shipment] = data;
  if (!shipment) throw new AppError('NOT_FOUND');
  return shipment;
}
