import { libraryMessages, STORAGE_QUOTA_BYTES } from '@vd/contract';
import {
  jobs,
  libraryEntries,
  validationAudits,
  validationDocumentPages,
  validationDocuments,
  validationReadings,
  validations,
} from '@vd/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeShipment } from '../../../../../packages/engine/src/fixtures/shipment.ts';
import { grantSlots, internalAuth } from '../../../test/billing.ts';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';
import {
  api,
  fixtureDocument,
  type PublishedTemplate,
  publishedTemplate,
  readyValidation,
} from '../../../test/validation.ts';
import { runQueued } from '../../../test/validation-run.ts';
import { applyRetentionJob } from '../../jobs/definitions/apply-retention.ts';
import { JobWorker } from '../../jobs/worker.ts';
import { createLogger } from '../../logger.ts';

type Auth = Record<string, string>;
const AJU = '040300ABC12320261102000042';

/**
 * Penyimpanan: a shipment's stored documents found by nomor aju and invoice number, previewed and
 * downloaded; deleted with the audit kept and marked; the retention job; tenancy and roles. The
 * shipment is run for real against a template of the invoice and the PEB, with an HS list imported
 * into the library that knows only one of the shipment's HS codes ("kode HS tidak dikenal").
 */
describe('Penyimpanan (saved storage) and the HS list on a validation result', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Auth;
  let member: Auth;
  let staff: Auth;
  let companyId: string;
  let template: PublishedTemplate;
  let validationId: string;
  const facts = makeShipment(2);

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Auth, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/${url}`, headers, ...(payload && { payload }) });

  beforeAll(async () => {
    t = await buildTestApp();
    const o = await seedUser(t.ctx.db, t.ctx.config);
    owner = o.auth;
    companyId = o.companyId;
    member = (await seedUser(t.ctx.db, t.ctx.config, { companyId, role: 'member' })).auth;
    staff = await internalAuth(t.ctx.db, t.ctx.config, companyId);
    template = await publishedTemplate(t, owner, ['invoice', 'peb'], { name: 'Ekspor Kopi - Buyer Jepang' });
    const peb = template.documents.find((d) => d.fixture === 'peb')!;
    await api(t, owner, 'PUT', 'company/master-document', { document_type: peb.document_type_id });
    // The company's HS list knows the first item's code only.
    await t.ctx.db.insert(libraryEntries).values({
      company_id: companyId,
      list: 'hs_code',
      code: facts.items[0]!.hs.replace(/\D/g, ''),
      name: facts.items[0]!.description,
    });
    await grantSlots(t.ctx.db, companyId, 2);
    const validation = await readyValidation(t, member, template, 2);
    validationId = validation.id;
    expect((await call('POST', `validation/${validationId}`, member)).statusCode).toBe(202);
    await runQueued(t, member, validationId);
    await api(t, member, 'PUT', `validation/audit/${await auditId(validationId)}/update-aju-number`, {
      aju_number: AJU,
    });
  }, 300_000);
  afterAll(() => t.close());

  async function auditId(id: string): Promise<string> {
    const [row] = await t.ctx.db
      .select()
      .from(validationAudits)
      .where(eq(validationAudits.validation_id, id));
    return row!.id;
  }

  it('flags an HS code outside the company HS list as "kode HS tidak dikenal" on the result', async () => {
    const result = await api(t, member, 'GET', `validation/${validationId}/result`);
    const hs = result.labels.filter((l: { data_type: string }) => l.data_type === 'hs_code');
    const readings = hs.flatMap((l: { readings: unknown[] }) => l.readings) as Array<{
      value: string;
      review: boolean;
      reason: string | null;
    }>;
    expect(readings.length).toBeGreaterThan(1);
    const known = facts.items[0]!.hs.replace(/\D/g, '');
    for (const reading of readings) {
      if (reading.value === known) expect(reading.review).toBe(false);
      else expect(reading).toMatchObject({ review: true, reason: libraryMessages.unknownHsCode });
    }
    expect(readings.some((r) => r.value !== known)).toBe(true);
  });

  it('finds the shipment by nomor aju, invoice number, document type and date; another company sees nothing', async () => {
    const byAju = await call('GET', 'saved-storage/shipments?search=040300-ABC123', member);
    expect(byAju.statusCode, byAju.body).toBe(200);
    expect(byAju.json().data).toHaveLength(1);
    const shipment = byAju.json().data[0];
    expect(shipment).toMatchObject({
      id: validationId,
      kind: 'validation',
      aju_number: AJU,
      customs_office: '040300 - KPU Bea dan Cukai Tipe A Tanjung Priok',
      has_audit: true,
      documents_deleted_at: null,
    });
    expect(shipment.invoice_numbers).toContain(facts.invoiceNo);
    expect(shipment.documents).toHaveLength(2);
    expect(shipment.documents.every((d: { available: boolean }) => d.available)).toBe(true);

    const byInvoice = await call(
      'GET',
      `saved-storage/shipments?search=${encodeURIComponent(facts.invoiceNo)}`,
      member,
    );
    expect(byInvoice.json().data.map((s: { id: string }) => s.id)).toEqual([validationId]);
    expect((await call('GET', 'saved-storage/shipments?document_type=peb', member)).json().data).toHaveLength(
      1,
    );
    expect((await call('GET', 'saved-storage/shipments?document_type=BL', member)).json().data).toHaveLength(
      0,
    );
    expect(
      (await call('GET', 'saved-storage/shipments?date_from=2999-01-01', member)).json().data,
    ).toHaveLength(0);
    const badRange = await call(
      'GET',
      'saved-storage/shipments?date_from=2026-05-02&date_to=2026-05-01',
      member,
    );
    expect(badRange.statusCode).toBe(400);
    expect(badRange.json().errors.date_to).toBe('Tanggal awal harus sebelum tanggal akhir.');
    expect((await call('GET', 'saved-storage/shipments?date_from=kemarin', member)).statusCode).toBe(400);

    const samples = await call('GET', 'saved-storage/shipments?kind=template', staff);
    expect(samples.json().data.map((s: { name: string }) => s.name)).toEqual(['Ekspor Kopi - Buyer Jepang']);

    const usage = (await call('GET', 'saved-storage/usage', member)).json().data;
    expect(usage).toMatchObject({
      quota_bytes: STORAGE_QUOTA_BYTES,
      document_count: 4,
      retention_months: null,
    });
    const sizes = [...shipment.documents, ...samples.json().data[0].documents].reduce(
      (s: number, d: { size_bytes: number }) => s + d.size_bytes,
      0,
    );
    expect(usage.used_bytes).toBe(sizes);

    const other = await seedUser(t.ctx.db, t.ctx.config);
    expect((await call('GET', 'saved-storage/shipments', other.auth)).json().data).toEqual([]);
    expect((await call('GET', 'saved-storage/usage', other.auth)).json().data.used_bytes).toBe(0);
    const doc = shipment.documents[0];
    expect(
      (await call('GET', `saved-storage/documents/validation/${doc.id}/file`, other.auth)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `saved-storage/documents/validation/${doc.id}/pages/1/image`, other.auth))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `saved-storage/shipments/${validationId}/documents`, other.auth)).statusCode,
    ).toBe(404);
  });

  it('previews a page and downloads the original as uploaded', async () => {
    const shipment = (await call('GET', 'saved-storage/shipments', member)).json().data[0];
    const invoice = shipment.documents.find(
      (d: { document_type_code: string }) => d.document_type_code === 'CI',
    );
    const file = await call('GET', `saved-storage/documents/validation/${invoice.id}/file`, member);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment; filename="invoice.pdf"');
    expect(file.rawPayload.equals((await fixtureDocument('invoice', 2)).pdf)).toBe(true);
    const image = await call('GET', `saved-storage/documents/validation/${invoice.id}/pages/1/image`, staff);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(
      (await call('GET', `saved-storage/documents/validation/${invoice.id}/pages/99/image`, member))
        .statusCode,
    ).toBe(404);
    const sample = (await call('GET', 'saved-storage/shipments?kind=template', member)).json().data[0]
      .documents[0];
    expect((await call('GET', `saved-storage/documents/template/${sample.id}/file`, member)).statusCode).toBe(
      200,
    );
  });

  it('retention setting: owners and admins only, 1 to 120 months or none, in Indonesian', async () => {
    for (const who of [member, staff]) {
      expect((await call('PUT', 'saved-storage/settings', who, { retention_months: 12 })).statusCode).toBe(
        403,
      );
    }
    for (const bad of [0, 121, 1.5, 'dua belas']) {
      const res = await call('PUT', 'saved-storage/settings', owner, { retention_months: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.retention_months).toBe(
        'Masa simpan 1 sampai 120 bulan, atau kosong untuk menyimpan tanpa batas.',
      );
    }
    const set = await call('PUT', 'saved-storage/settings', owner, { retention_months: 24 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.retention_months).toBe(24);
    const none = await call('PUT', 'saved-storage/settings', owner, { retention_months: null });
    expect(none.json().data.retention_months).toBeNull();
  });

  it("deletes one shipment's documents: files gone, the audit and result kept and marked; members cannot", async () => {
    const before = await t.ctx.db
      .select()
      .from(validationDocuments)
      .where(eq(validationDocuments.validation_id, validationId));
    const pages = await t.ctx.db
      .select()
      .from(validationDocumentPages)
      .where(eq(validationDocumentPages.document_id, before[0]!.id));
    const keys = [...before.map((d) => d.storage_key!), ...pages.map((p) => p.image_key)];
    for (const key of keys) expect(await t.ctx.storage.exists(key)).toBe(true);

    for (const who of [member, staff]) {
      expect(
        (await call('DELETE', `saved-storage/shipments/${validationId}/documents`, who)).statusCode,
      ).toBe(403);
    }
    const deleted = await call('DELETE', `saved-storage/shipments/${validationId}/documents`, owner);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toMatchObject({
      id: validationId,
      documents_deleted_reason: 'manual',
      total_bytes: 0,
    });
    expect(deleted.json().data.documents_deleted_by_name).toBeTruthy();
    expect(deleted.json().data.documents.every((d: { available: boolean }) => !d.available)).toBe(true);
    for (const key of keys) expect(await t.ctx.storage.exists(key)).toBe(false);

    // The audit stays (with its nomor aju) and says the documents were deleted; the result stays.
    const audits = await api(t, member, 'GET', 'validation/audit');
    const audit = audits.find((a: { validation_id: string }) => a.validation_id === validationId);
    expect(audit).toMatchObject({ aju_number: AJU, documents_deleted_reason: 'manual' });
    expect(audit.documents_deleted_at).toBeTruthy();
    const readings = await t.ctx.db
      .select()
      .from(validationReadings)
      .where(eq(validationReadings.validation_id, validationId));
    expect(readings.length).toBeGreaterThan(0);
    expect((await call('GET', `validation/${validationId}/result`, member)).statusCode).toBe(200);

    const doc = before[0]!.id;
    const file = await call('GET', `saved-storage/documents/validation/${doc}/file`, member);
    expect(file.statusCode).toBe(404);
    expect(file.json().message).toBe('Berkas dokumen ini sudah dihapus dari Penyimpanan.');
    const twice = await call('DELETE', `saved-storage/shipments/${validationId}/documents`, owner);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Dokumen pengiriman ini sudah dihapus.');
    // Still found by its nomor aju, marked.
    const found = (await call('GET', `saved-storage/shipments?search=${AJU}`, member)).json().data;
    expect(found[0]).toMatchObject({ id: validationId, documents_deleted_reason: 'manual' });
  });

  it('the retention job deletes documents older than the setting, keeping their audits, and nothing newer', async () => {
    const old = await readyValidation(t, member, template, 1);
    const recent = await readyValidation(t, member, template, 3);
    const longAgo = new Date();
    longAgo.setUTCMonth(longAgo.getUTCMonth() - 13);
    await t.ctx.db.update(validations).set({ created_at: longAgo }).where(eq(validations.id, old.id));
    await api(t, owner, 'PUT', 'saved-storage/settings', { retention_months: 12 });

    await t.ctx.queue.enqueue(applyRetentionJob, {});
    const worker = new JobWorker(t.ctx, [applyRetentionJob], createLogger('silent'), {
      concurrency: 1,
    });
    await worker.start();
    try {
      for (let i = 0; i < 400; i++) {
        const [job] = await t.ctx.db
          .select()
          .from(jobs)
          .where(and(eq(jobs.name, applyRetentionJob.name)));
        if (job?.status === 'completed') break;
        await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      await worker.stop();
    }
    const rows = await t.ctx.db.select().from(validations).where(eq(validations.company_id, companyId));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(old.id)).toMatchObject({
      documents_deleted_reason: 'retention',
      documents_deleted_by_name: 'Tugas retensi otomatis',
    });
    expect(byId.get(recent.id)?.documents_deleted_at).toBeNull();
    const oldDocs = await t.ctx.db
      .select()
      .from(validationDocuments)
      .where(eq(validationDocuments.validation_id, old.id));
    // A draft's documents go back to awaiting an upload.
    expect(oldDocs.every((d) => d.storage_key === null && d.status === 'awaiting')).toBe(true);
    const usage = (await call('GET', 'saved-storage/usage', member)).json().data;
    expect(usage.last_retention_run_at).toBeTruthy();
    const recentShown = (await call('GET', 'saved-storage/shipments', member)).json().data;
    expect(recentShown.find((s: { id: string }) => s.id === recent.id).documents_deleted_at).toBeNull();
  });
});
