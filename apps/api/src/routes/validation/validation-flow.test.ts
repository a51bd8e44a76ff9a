import { readdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { validationMessages } from '@vd/contract';
import { jobs, validationDocuments, validations } from '@vd/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { internalAuth } from '../../../test/billing.ts';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';
import {
  createValidation,
  fixtureDocument,
  ingestValidationNow,
  multipartForm,
  type PublishedTemplate,
  publishedTemplate,
  uploadShipmentDocument,
} from '../../../test/validation.ts';
import { ingestDocumentJob } from '../../jobs/definitions/ingest-document.ts';
import { createWorker } from '../../jobs/index.ts';
import { createLogger } from '../../logger.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Auth = Record<string, string>;

/** A ZIP archive's first bytes, named like a PDF. */
const zipBytes = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]), Buffer.alloc(200, 7)]);

describe('validation flow: create, upload, ingest, date formats and states', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let a: Awaited<ReturnType<typeof company>>;
  let b: Awaited<ReturnType<typeof company>>;
  let template: PublishedTemplate;

  const call = (method: Method, url: string, headers: Auth, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/${url}`, headers, ...(payload && { payload }) });
  const ok = async (method: Method, url: string, headers: Auth, payload?: object, status = 200) => {
    const res = await call(method, url, headers, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json().data;
  };
  const refused = async (
    res: { statusCode: number; json(): { code: string } },
    status: number,
    code: string,
  ) => {
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
  };
  async function company() {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const member = await seedUser(t.ctx.db, t.ctx.config, { companyId: owner.companyId, role: 'member' });
    const staff = await internalAuth(t.ctx.db, t.ctx.config, owner.companyId);
    return {
      owner: owner.auth,
      member: member.auth,
      memberName: member.user,
      staff,
      companyId: owner.companyId,
    };
  }
  /** The files (not folders) stored for a company's shipment documents, relative to its folder. */
  const storedFiles = async (companyId: string) => {
    const root = path.join(t.env.config.filesDir, 'validations', companyId);
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
  };
  const documentRow = async (id: string) =>
    (await t.ctx.db.select().from(validationDocuments).where(eq(validationDocuments.id, id)))[0]!;

  beforeAll(async () => {
    t = await buildTestApp();
    a = await company();
    b = await company();
    template = await publishedTemplate(t, a.owner, ['invoice', 'packing-list']);
  }, 120_000);
  afterAll(() => t.close());

  it('creates a validation, ingests every upload with progress, becomes ready, and a re-upload replaces the file', async () => {
    const pl = template.documents[1]!;
    await ok('PUT', 'company/master-document', a.owner, { document_type: pl.document_type_id });

    const created = await createValidation(t, a.member, [template.id]);
    expect(created).toMatchObject({
      name: expect.stringMatching(/^Validasi \d{1,2} \w+ \d{4} \d{2}\.\d{2} WIB$/),
      status: 'draft',
      overall: null,
      templates: [{ id: template.id, name: template.name }],
      can_execute: false,
      created_by: `${a.memberName.first_name} ${a.memberName.last_name}`,
      uid: null,
    });
    expect(created.documents.map((d) => [d.document_type_code, d.template_document_id, d.status])).toEqual([
      ['CI', template.documents[0]!.id, 'awaiting'],
      ['PL', pl.id, 'awaiting'],
    ]);
    expect(created.documents.map((d) => d.is_master)).toEqual([false, true]);
    expect(created.documents[0]).toMatchObject({
      template_id: template.id,
      template_name: template.name,
      document_type_name: 'Commercial Invoice',
      date_format: null,
      date_format_confirmed: false,
      number_format: 'auto',
      pages: [],
    });
    expect(created.blockers).toEqual(['Commercial Invoice belum diunggah.', 'Packing List belum diunggah.']);
    const named = await createValidation(t, a.owner, [template.id], 'INV/2308/6058');
    expect(named.name).toBe('INV/2308/6058');

    // Readable by every role and internal staff; another company sees 404.
    const id = created.id;
    expect((await ok('GET', `validation/document/${id}`, a.staff)).id).toBe(id);
    expect((await call('GET', `validation/document/${id}`, b.owner)).statusCode).toBe(404);
    expect((await call('GET', `validation/document/${id}/upload-status`, b.owner)).statusCode).toBe(404);
    const [invoice, packing] = created.documents as [
      (typeof created.documents)[0],
      (typeof created.documents)[0],
    ];

    // The invoice goes through the real worker; progress reaches the websocket by uid.
    const first = await uploadShipmentDocument(
      t,
      a.member,
      template.id,
      invoice.id,
      (await fixtureDocument('invoice', 2)).pdf,
      'invoice-2.pdf',
    );
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json().data).toMatchObject({ document_id: invoice.id, status: 'uploaded' });
    const { uid } = first.json().data;
    expect(await ok('GET', `validation/document/${id}/upload-status`, a.member)).toMatchObject({
      validation_id: id,
      status: 'draft',
      can_execute: false,
      documents: [
        { id: invoice.id, status: 'uploaded', uid, date_format: null, date_format_confirmed: false },
        { id: packing.id, status: 'awaiting', uid: null },
      ],
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/v1/upload/document/progress?uid=${uid}`, {
      headers: a.member,
    });
    const events: Array<{ stage: string; progress: number; message: string }> = [];
    socket.on('message', (data) => events.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const worker = createWorker(t.ctx, createLogger('silent'));
    await worker.start();
    for (let i = 0; i < 600 && !events.some((e) => e.stage === 'done' || e.stage === 'failed'); i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await worker.stop();
    socket.close();
    expect(events.map((e) => e.stage)).toEqual(expect.arrayContaining(['text', 'render']));
    expect(events.at(-1)).toMatchObject({ stage: 'done', progress: 100, message: 'Dokumen siap divalidasi' });

    let detail = await ok('GET', `validation/document/${id}`, a.member);
    expect(detail.documents[0]).toMatchObject({
      status: 'ready',
      uid,
      file_name: 'invoice-2.pdf',
      file_kind: 'pdf',
      page_count: 1,
      detected_date_format: 'DD-MMM-YYYY',
      date_format: 'DD-MMM-YYYY',
      date_format_confirmed: false,
    });
    expect(detail.documents[0].pages).toEqual([
      {
        number: 1,
        width: expect.any(Number),
        height: expect.any(Number),
        source: 'text',
        image_url: `/api/v1/validation/${id}/document/${invoice.id}/page/1/image?v=${detail.documents[0].uid}`,
      },
    ]);
    expect(detail).toMatchObject({
      status: 'draft',
      can_execute: false,
      blockers: ['Packing List belum diunggah.'],
    });

    // The page image: any role and staff of the company; nobody else, no other page.
    const imageUrl = detail.documents[0].pages[0].image_url;
    for (const auth of [a.member, a.staff]) {
      const image = await t.app.inject({ method: 'GET', url: imageUrl, headers: auth });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('private, max-age=3600');
      expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    }
    expect((await t.app.inject({ method: 'GET', url: imageUrl, headers: b.owner })).statusCode).toBe(404);
    const page2 = `/api/v1/validation/${id}/document/${invoice.id}/page/2/image`;
    expect((await t.app.inject({ method: 'GET', url: page2, headers: a.member })).statusCode).toBe(404);
    const elsewhere = `/api/v1/validation/${named.id}/document/${invoice.id}/page/1/image`;
    expect((await t.app.inject({ method: 'GET', url: elsewhere, headers: a.member })).statusCode).toBe(404);

    // The packing list: both documents ready and dated, so the validation is ready.
    const second = await uploadShipmentDocument(
      t,
      a.member,
      template.id,
      packing.id,
      (await fixtureDocument('packing-list', 2)).pdf,
    );
    expect(second.statusCode, second.body).toBe(202);
    await ingestValidationNow(t.ctx, packing.id);
    detail = await ok('GET', `validation/document/${id}`, a.member);
    expect(detail).toMatchObject({ status: 'ready', can_execute: true, blockers: [] });
    expect(detail.documents[1]).toMatchObject({ status: 'ready', date_format: 'DD MMMM YYYY' });
    expect(await ok('GET', `validation/document/${id}/upload-status`, a.staff)).toMatchObject({
      status: 'ready',
      can_execute: true,
    });

    // A re-upload replaces the file: the old source and page images go at once, the validation is
    // a draft until the new file is read.
    const before = await documentRow(invoice.id);
    const again = await uploadShipmentDocument(
      t,
      a.owner,
      template.id,
      invoice.id,
      (await fixtureDocument('invoice', 3)).pdf,
      'invoice-3.pdf',
    );
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json().data.uid).not.toBe(uid);
    detail = await ok('GET', `validation/document/${id}`, a.member);
    expect(detail.status).toBe('draft');
    expect(detail.documents[0]).toMatchObject({
      status: 'uploaded',
      file_name: 'invoice-3.pdf',
      pages: [],
      page_count: 0,
      detected_date_format: null,
      date_format: null,
    });
    expect(detail.blockers).toEqual(['Commercial Invoice masih diproses.']);
    expect(await t.ctx.storage.exists(before.storage_key!)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: imageUrl, headers: a.member })).statusCode).toBe(404);
    await ingestValidationNow(t.ctx, invoice.id);
    detail = await ok('GET', `validation/document/${id}`, a.member);
    expect(detail).toMatchObject({ status: 'ready', can_execute: true });
    expect(detail.documents[0]).toMatchObject({ status: 'ready', page_count: 1, date_format: 'DD-MMM-YYYY' });
    const newUid = again.json().data.uid;
    const files = (await storedFiles(a.companyId)).filter((f) => f.startsWith(invoice.id));
    expect(files.sort()).toEqual([
      path.join(invoice.id, newUid, 'page-1.webp'),
      path.join(invoice.id, newUid, 'source'),
    ]);

    // The user's date format and number writing; the format stays through a later re-upload.
    const set = await ok('POST', `validation/document/${id}/set-format-date`, a.member, {
      document_id: packing.id,
      date_format: 'DD MMMM YYYY',
      number_format: 'en',
    });
    expect(set.documents[1]).toMatchObject({
      date_format: 'DD MMMM YYYY',
      date_format_confirmed: true,
      number_format: 'en',
      detected_date_format: 'DD MMMM YYYY',
    });
    expect(set.status).toBe('ready');
    await uploadShipmentDocument(
      t,
      a.member,
      template.id,
      packing.id,
      (await fixtureDocument('packing-list', 3)).pdf,
    );
    expect((await ok('GET', `validation/document/${id}`, a.member)).documents[1]).toMatchObject({
      status: 'uploaded',
      date_format: 'DD MMMM YYYY',
      date_format_confirmed: true,
    });
    await ingestValidationNow(t.ctx, packing.id);
    expect(await ok('GET', `validation/document/${id}`, a.member)).toMatchObject({ status: 'ready' });
  }, 120_000);

  it('refuses unpublished and foreign templates, the wrong template, executed validations and staff writes', async () => {
    const draft = await ok('POST', 'template', a.owner, { name: `Draf ${crypto.randomUUID()}` }, 201);
    const unpublished = await call('POST', 'validation', a.member, { template_ids: [draft.id] });
    expect(unpublished.statusCode).toBe(400);
    expect(unpublished.json().message).toBe(validationMessages.templateNotPublished);
    expect((await call('POST', 'validation', b.owner, { template_ids: [template.id] })).statusCode).toBe(404);
    const none = await call('POST', 'validation', a.member, { template_ids: [] });
    expect(none.statusCode).toBe(400);
    expect(JSON.stringify(none.json())).toContain(validationMessages.templatesRequired);
    await refused(
      await call('POST', 'validation', a.staff, { template_ids: [template.id] }),
      403,
      'READ_ONLY',
    );

    const validation = await createValidation(t, a.member, [template.id]);
    const doc = validation.documents[0]!;
    const { pdf } = await fixtureDocument('invoice', 2);

    const wrong = await uploadShipmentDocument(t, a.member, draft.id, doc.id, pdf);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(validationMessages.wrongTemplate);
    expect((await uploadShipmentDocument(t, b.owner, template.id, doc.id, pdf)).statusCode).toBe(404);
    const garbled = multipartForm({ validation_document_id: 'bukan-uuid' }, { bytes: pdf, name: 'x.pdf' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/file/upload/document/${template.id}`,
      payload: garbled.payload,
      headers: { ...garbled.headers, ...a.member },
    });
    expect(res.statusCode).toBe(404);
    await refused(await uploadShipmentDocument(t, a.staff, template.id, doc.id, pdf), 403, 'READ_ONLY');
    // Without a validation context the route is the template sample upload: managers only.
    const sample = multipartForm(
      { document_type: template.documents[0]!.document_type_id },
      { bytes: pdf, name: 'x.pdf' },
    );
    const memberSample = await t.app.inject({
      method: 'POST',
      url: `/api/v1/file/upload/document/${template.id}`,
      payload: sample.payload,
      headers: { ...sample.headers, ...a.member },
    });
    await refused(memberSample, 403, 'FORBIDDEN');

    const setFormat = (auth: Auth, body: object, validationId = validation.id) =>
      call('POST', `validation/document/${validationId}/set-format-date`, auth, body);
    await refused(
      await setFormat(a.staff, { document_id: doc.id, date_format: 'DD/MM/YYYY' }),
      403,
      'READ_ONLY',
    );
    expect((await setFormat(b.owner, { document_id: doc.id, date_format: 'DD/MM/YYYY' })).statusCode).toBe(
      404,
    );
    expect((await setFormat(a.member, { document_id: doc.id, date_format: 'tanggal' })).statusCode).toBe(400);
    const other = await createValidation(t, a.member, [template.id]);
    expect(
      (await setFormat(a.member, { document_id: other.documents[0]!.id, date_format: 'DD/MM/YYYY' }))
        .statusCode,
    ).toBe(404);

    // Once executed, nothing of it changes any more.
    await t.ctx.db.update(validations).set({ status: 'completed' }).where(eq(validations.id, validation.id));
    await refused(
      await uploadShipmentDocument(t, a.member, template.id, doc.id, pdf),
      409,
      'VALIDATION_NOT_DRAFT',
    );
    await refused(
      await setFormat(a.member, { document_id: doc.id, date_format: 'DD/MM/YYYY' }),
      409,
      'VALIDATION_NOT_DRAFT',
    );
    expect(await ok('GET', `validation/document/${validation.id}`, a.member)).toMatchObject({
      status: 'completed',
      can_execute: false,
      blockers: [validationMessages.alreadyRunning],
    });
    expect((await storedFiles(a.companyId)).filter((f) => f.startsWith(doc.id))).toEqual([]);
  });

  it('stores nothing for a bad file (415, 422) and blocks on a document that failed to be read', async () => {
    const validation = await createValidation(t, a.member, [template.id]);
    const doc = validation.documents[0]!;
    const jobCount = async () =>
      (await t.ctx.db.select().from(jobs).where(eq(jobs.name, ingestDocumentJob.name))).length;
    const jobsBefore = await jobCount();

    const zip = await uploadShipmentDocument(t, a.member, template.id, doc.id, zipBytes, 'invoice.pdf');
    await refused(zip, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const corrupt = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\ntrailer garbage');
    await refused(
      await uploadShipmentDocument(t, a.member, template.id, doc.id, corrupt),
      422,
      'UNREADABLE_DOCUMENT',
    );
    expect((await storedFiles(a.companyId)).filter((f) => f.startsWith(doc.id))).toEqual([]);
    expect(await documentRow(doc.id)).toMatchObject({ status: 'awaiting', uid: null, storage_key: null });
    expect(await jobCount()).toBe(jobsBefore);

    // The file is damaged after the upload check: the job fails it with the engine's reason.
    const ok202 = await uploadShipmentDocument(
      t,
      a.member,
      template.id,
      doc.id,
      (await fixtureDocument('invoice', 2)).pdf,
    );
    expect(ok202.statusCode).toBe(202);
    await t.ctx.storage.put((await documentRow(doc.id)).storage_key!, zipBytes);
    await ingestValidationNow(t.ctx, doc.id);
    const detail = await ok('GET', `validation/document/${validation.id}`, a.member);
    expect(detail.documents[0]).toMatchObject({
      status: 'failed',
      failure_reason: expect.stringMatching(/tidak didukung/),
    });
    expect(detail.blockers[0]).toMatch(/^Commercial Invoice gagal diproses: .*Unggah ulang dokumen ini\.$/);
    expect(detail.can_execute).toBe(false);
  });

  it('lists the date formats with examples and takes defaults from the sample document, then the company', async () => {
    const formats = await ok('GET', 'format-data/dates', a.staff);
    const example = (format: string) => formats.find((f: { format: string }) => f.format === format);
    expect(example('DD/MM/YYYY')).toMatchObject({
      example: '21/11/2026',
      description: expect.stringMatching(/garis miring/),
    });
    expect(example('DD-MMM-YYYY').example).toBe('21-Nov-2026');
    expect(example('DD MMMM YYYY').example).toBe('21 November 2026');
    expect(example('MMM DD, YYYY').example).toBe('Nov 21, 2026');
    expect(example('DD/MM/YY').example).toBe('21/11/26');
    expect(formats.every((f: { description: string }) => f.description.length > 10)).toBe(true);

    const invoiceSample = template.documents[0]!.id;
    const setDefault = (auth: Auth, body: object) => call('POST', 'document/format-date/set', auth, body);
    await refused(
      await setDefault(a.member, { document_id: invoiceSample, date_format: 'DD/MM/YYYY' }),
      403,
      'FORBIDDEN',
    );
    await refused(
      await setDefault(a.staff, { document_id: invoiceSample, date_format: 'DD/MM/YYYY' }),
      403,
      'READ_ONLY',
    );
    expect(
      (await setDefault(b.owner, { document_id: invoiceSample, date_format: 'DD/MM/YYYY' })).statusCode,
    ).toBe(404);
    const saved = await ok('POST', 'document/format-date/set', a.owner, {
      document_id: invoiceSample,
      date_format: 'DD/MM/YYYY',
      number_format: 'en',
    });
    expect(saved).toEqual({ document_id: invoiceSample, date_format: 'DD/MM/YYYY', number_format: 'en' });
    await ok('PUT', 'settings/update', a.owner, {
      preferences: { date_format: 'YYYY-MM-DD', number_format: 'id' },
    });

    const validation = await createValidation(t, a.member, [template.id]);
    expect(
      validation.documents.map((d) => [d.date_format, d.date_format_confirmed, d.number_format]),
    ).toEqual([
      ['DD/MM/YYYY', true, 'en'],
      ['YYYY-MM-DD', true, 'id'],
    ]);
    // A detected format is kept beside the chosen one, never over it.
    const doc = validation.documents[0]!;
    await uploadShipmentDocument(t, a.member, template.id, doc.id, (await fixtureDocument('invoice', 2)).pdf);
    await ingestValidationNow(t.ctx, doc.id);
    expect((await ok('GET', `validation/document/${validation.id}`, a.member)).documents[0]).toMatchObject({
      date_format: 'DD/MM/YYYY',
      detected_date_format: 'DD-MMM-YYYY',
    });

    // Back to automatic: null.
    expect(
      (
        await ok('POST', 'document/format-date/set', a.owner, {
          document_id: invoiceSample,
          date_format: null,
        })
      ).date_format,
    ).toBeNull();
  });
});
