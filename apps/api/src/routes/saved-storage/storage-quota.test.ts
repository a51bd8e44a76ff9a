import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { templateDocuments, templates, validationDocuments } from '@vd/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';
import {
  api,
  createValidation,
  fixtureDocument,
  multipartForm,
  type PublishedTemplate,
  publishedTemplate,
  uploadShipmentDocument,
} from '../../../test/validation.ts';

type Auth = Record<string, string>;

/** Every file under a folder (the local file storage), as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * The storage quota (STORAGE_QUOTA_BYTES, set low here): an upload of a template sample or of a
 * shipment document, a re-upload and a template's copy that would take the company's originals
 * over it answer 409 STORAGE_QUOTA_EXCEEDED with the sizes in Indonesian, and leave no file and no
 * row behind; a replacement that does not grow them passes, and another company is not concerned.
 */
describe('storage quota', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof seedUser>>;
  let template: PublishedTemplate;
  let quota: number;
  const sizes = { sampleInvoice: 0, samplePacking: 0, invoice: 0, packing: 0 };
  let invoice2: Buffer;
  let packing2: Buffer;

  beforeAll(async () => {
    const [a, b, c, d] = await Promise.all([
      fixtureDocument('invoice', 1),
      fixtureDocument('packing-list', 1),
      fixtureDocument('invoice', 2),
      fixtureDocument('packing-list', 2),
    ]);
    invoice2 = c.pdf;
    packing2 = d.pdf;
    Object.assign(sizes, {
      sampleInvoice: a.pdf.length,
      samplePacking: b.pdf.length,
      invoice: c.pdf.length,
      packing: d.pdf.length,
    });
    // Room for the two samples and the shipment's invoice, not for its packing list as well.
    quota = sizes.sampleInvoice + sizes.samplePacking + sizes.invoice + Math.floor(sizes.packing / 2);
    t = await buildTestApp({ STORAGE_QUOTA_BYTES: String(quota) });
    owner = await seedUser(t.ctx.db, t.ctx.config);
    template = await publishedTemplate(t, owner.auth, ['invoice', 'packing-list'], { rows: false });
  }, 180_000);
  afterAll(() => t.close());

  const usage = async (auth: Auth = owner.auth) => api(t, auth, 'GET', 'saved-storage/usage');
  const expectRefused = (res: {
    statusCode: number;
    body: string;
    json(): { code: string; message: string };
  }) => {
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('STORAGE_QUOTA_EXCEEDED');
    expect(res.json().message).toMatch(
      /^Kuota penyimpanan perusahaan tidak cukup: dibutuhkan [\d,]+ KB, tersisa [\d,]+ K?B dari [\d,]+ KB\. Hapus dokumen pengiriman lama di Penyimpanan .*Tidak ada yang disimpan\.$/,
    );
  };

  it('shows the configured quota and refuses the shipment document that would pass it, storing nothing', async () => {
    expect(await usage()).toMatchObject({
      quota_bytes: quota,
      used_bytes: sizes.sampleInvoice + sizes.samplePacking,
    });
    const validation = await createValidation(t, owner.auth, [template.id]);
    const docOf = (fixture: 'invoice' | 'packing-list') => {
      const sample = template.documents.find((d) => d.fixture === fixture)!;
      return validation.documents.find((d) => d.template_document_id === sample.id)!;
    };
    const first = await uploadShipmentDocument(t, owner.auth, template.id, docOf('invoice').id, invoice2);
    expect(first.statusCode, first.body).toBe(202);

    const files = await filesUnder(t.ctx.config.filesDir);
    const refused = await uploadShipmentDocument(
      t,
      owner.auth,
      template.id,
      docOf('packing-list').id,
      packing2,
    );
    expectRefused(refused);
    expect(refused.json().message).toContain(
      `tersisa ${new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 }).format(Math.floor(sizes.packing / 2) / 1024)} KB`,
    );
    expect(await filesUnder(t.ctx.config.filesDir)).toEqual(files);
    const [row] = await t.ctx.db
      .select()
      .from(validationDocuments)
      .where(eq(validationDocuments.id, docOf('packing-list').id));
    expect(row).toMatchObject({ status: 'awaiting', storage_key: null, uid: null, size_bytes: null });
    expect((await usage()).used_bytes).toBe(sizes.sampleInvoice + sizes.samplePacking + sizes.invoice);

    // The invoice replaced by a file of the same size takes no more room: it passes.
    const again = await uploadShipmentDocument(t, owner.auth, template.id, docOf('invoice').id, invoice2);
    expect(again.statusCode, again.body).toBe(202);
    expect((await usage()).used_bytes).toBe(sizes.sampleInvoice + sizes.samplePacking + sizes.invoice);
  });

  it('refuses a template sample, a larger re-upload and a template copy over the quota', async () => {
    const types: Array<{ id: string; code: string }> = await api(t, owner.auth, 'GET', 'document-type');
    const typeId = (code: string) => types.find((type) => type.code === code)!.id;
    const draft = await api(
      t,
      owner.auth,
      'POST',
      'template',
      { name: 'Ekspor Kopi - kuota', document_type_ids: [typeId('CI')] },
      201,
    );
    const files = await filesUnder(t.ctx.config.filesDir);
    const templatesBefore = await t.ctx.db.select().from(templates);
    const documentsBefore = await t.ctx.db.select().from(templateDocuments);

    const sample = multipartForm({ document_type: typeId('CI') }, { bytes: invoice2, name: 'invoice.pdf' });
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/file/upload/document/${draft.id}`,
        payload: sample.payload,
        headers: { ...sample.headers, ...owner.auth },
      }),
    );

    // The invoice sample re-uploaded with a file larger than the room left.
    const invoiceSample = template.documents.find((d) => d.fixture === 'invoice')!;
    const larger = Buffer.concat([invoice2, Buffer.alloc(sizes.packing)]);
    const reupload = multipartForm({}, { bytes: larger, name: 'invoice-besar.pdf' });
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/file/reupload/document/${invoiceSample.id}`,
        payload: reupload.payload,
        headers: { ...reupload.headers, ...owner.auth },
      }),
    );

    // A copy of the template stores its samples' files again.
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/template/${template.id}/duplicate`,
        payload: { name: 'Salinan kuota' },
        headers: owner.auth,
      }),
    );

    expect(await filesUnder(t.ctx.config.filesDir)).toEqual(files);
    expect(await t.ctx.db.select().from(templates)).toEqual(templatesBefore);
    expect(await t.ctx.db.select().from(templateDocuments)).toEqual(documentsBefore);
  });

  it("counts each company's own originals; uploads at once cannot both take the last room", async () => {
    const other = await seedUser(t.ctx.db, t.ctx.config);
    expect(await usage(other.auth)).toMatchObject({ used_bytes: 0, quota_bytes: quota });
    const types: Array<{ id: string; code: string }> = await api(t, other.auth, 'GET', 'document-type');
    const ci = types.find((type) => type.code === 'CI')!.id;
    const draft = await api(
      t,
      other.auth,
      'POST',
      'template',
      { name: 'Ekspor Teh', document_type_ids: [ci] },
      201,
    );
    const upload = () => {
      const sample = multipartForm({ document_type: ci }, { bytes: invoice2, name: 'invoice.pdf' });
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/file/upload/document/${draft.id}`,
        payload: sample.payload,
        headers: { ...sample.headers, ...other.auth },
      });
    };
    const first = await upload();
    expect(first.statusCode, first.body).toBe(202);
    expect((await usage(other.auth)).used_bytes).toBe(sizes.invoice);

    // Room for two more, not three: sent together, each passes the first check, and the check
    // under the company's lock refuses the one that comes last (its file deleted again).
    const room = quota - sizes.invoice;
    expect(2 * sizes.invoice).toBeLessThanOrEqual(room);
    expect(3 * sizes.invoice).toBeGreaterThan(room);
    const files = await filesUnder(t.ctx.config.filesDir);
    const answers = await Promise.all([upload(), upload(), upload()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 202, 409]);
    expectRefused(answers.find((answer) => answer.statusCode === 409)!);
    expect((await usage(other.auth)).used_bytes).toBe(3 * sizes.invoice);
    expect((await filesUnder(t.ctx.config.filesDir)).length).toBe(files.length + 2);
  });
});
