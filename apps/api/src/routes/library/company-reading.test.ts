import type { LabelResult, ValidationResult } from '@vd/contract';
import { normalize } from '@vd/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePdf } from '../../../../../packages/engine/src/fixtures/write-pdf.ts';
import { grantSlots } from '../../../test/billing.ts';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { api, publishedTemplate, readyValidation, uploadTemplateSample } from '../../../test/validation.ts';
import { runQueued } from '../../../test/validation-run.ts';

type Auth = Record<string, string>;
const PORT_OF_LOADING = 'Pelabuhan Muat';

/**
 * The company's Pustaka lists (its own ports and aliases) are read everywhere a value is
 * normalised: a validation's reading (library.test.ts), the builder's reading of a sample, and a
 * value a person corrects by hand on the result page.
 */
describe("the company's Pustaka lists in the builder's reading and in a hand correction", () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 180_000);
  afterAll(() => t.close());

  /** The company's own port IDKTG, with the name its documents print as an alias. */
  const addKetapang = async (auth: Auth) => {
    await api(t, auth, 'POST', 'library/port/entries', { code: 'IDKTG', name: 'Ketapang' }, 201);
    await api(t, auth, 'POST', 'library/port/aliases', { code: 'IDKTG', alias: 'Pelabuhan Ketapang' }, 201);
  };

  it("reads a sample's port through the company's alias in the builder", async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const types: Array<{ id: string; code: string }> = await api(t, owner.auth, 'GET', 'document-type');
    const ci = types.find((type) => type.code === 'CI')!.id;
    const template = await api(
      t,
      owner.auth,
      'POST',
      'template',
      { name: 'Ekspor Ketapang', document_type_ids: [ci] },
      201,
    );
    const label = await api(
      t,
      owner.auth,
      'POST',
      'document-labels/create',
      { name: 'Pelabuhan Asal Barang', data_type: 'port' },
      201,
    );
    const pdf = await writePdf([
      { kind: 'text', page: 1, x: 40, y: 100, text: 'Port of Loading', size: 10, bold: true },
      { kind: 'text', page: 1, x: 160, y: 100, text: 'PELABUHAN KETAPANG', size: 10, bold: false },
    ]);
    const documentId = await uploadTemplateSample(t, owner.auth, template.id, ci, {
      bytes: pdf,
      name: 'invoice-ketapang.pdf',
    });
    await api(
      t,
      owner.auth,
      'POST',
      `document-detail/${documentId}/label`,
      {
        document_label_id: label.id,
        page: 1,
        coordinate: { x0: 150 / 595.28, y0: 96 / 841.89, x1: 300 / 595.28, y1: 114 / 841.89 },
      },
      201,
    );
    const portRead = async () => {
      const preview = await api(
        t,
        owner.auth,
        'GET',
        `template/${template.id}/preview-document-detail/${documentId}`,
      );
      return preview.readings.find((r: { label_name: string }) => r.label_name === 'Pelabuhan Asal Barang');
    };
    // The shipped list does not know the name: it stays the name.
    expect(await portRead()).toMatchObject({ text: 'PELABUHAN KETAPANG', value: 'PELABUHAN KETAPANG' });
    await addKetapang(owner.auth);
    expect(await portRead()).toMatchObject({ text: 'PELABUHAN KETAPANG', value: 'IDKTG' });
  }, 120_000);

  it("normalises a value corrected by hand with the company's alias", async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const template = await publishedTemplate(t, owner.auth, ['invoice', 'peb'], {
      name: 'Ekspor Kopi Ketapang',
    });
    await grantSlots(t.ctx.db, owner.companyId, 1);
    const validation = await readyValidation(t, owner.auth, template);
    await api(t, owner.auth, 'POST', `validation/${validation.id}`, undefined, 202);
    await runQueued(t, owner.auth, validation.id);
    const before: ValidationResult = await api(t, owner.auth, 'GET', `validation/${validation.id}/result`);
    const label = (r: ValidationResult): LabelResult =>
      r.labels.find((l) => l.label_name === PORT_OF_LOADING && l.row === 0)!;
    const invoice = label(before).readings.find((r) => r.document_type_code === 'CI')!;
    expect(invoice.value).toBe('IDTPP');

    // Without the company's list the typed name would stay a name, which no document has.
    expect(normalize('port', 'Pelabuhan Ketapang').value).toBe('PELABUHAN KETAPANG');
    await addKetapang(owner.auth);
    const after: ValidationResult = await api(
      t,
      owner.auth,
      'PUT',
      `validation/${validation.id}/reading/${invoice.id}`,
      { text: 'Pelabuhan Ketapang' },
    );
    expect(label(after).readings.find((r) => r.id === invoice.id)).toMatchObject({
      text: 'Pelabuhan Ketapang',
      value: 'IDKTG',
      corrected: true,
    });
    // The PEB still says Tanjung Priok: the corrected port differs.
    expect(label(after).verdict).toBe('mismatch');
  }, 240_000);
});
