import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { ingestNow, samplePdf } from '../../../test/templates.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Auth = Record<string, string>;

describe('assisted templating: proposed placements and template duplication', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, headers: Auth, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/${url}`, headers, ...(payload && { payload }) });
  const ok = async (method: Method, url: string, headers: Auth, payload?: object, status = 200) => {
    const res = await call(method, url, headers, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json().data;
  };
  const company = async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const member = await seedUser(t.ctx.db, t.ctx.config, { companyId: owner.companyId, role: 'member' });
    const types = await ok('GET', 'document-type', owner.auth);
    const ci = types.find((d: { code: string }) => d.code === 'CI').id as string;
    return { owner: owner.auth, member: member.auth, ci };
  };
  /** A template with the fixture invoice as its ready sample. */
  const withSample = async (c: Awaited<ReturnType<typeof company>>) => {
    const template = await ok(
      'POST',
      'template',
      c.owner,
      { name: 'Ekspor Kopi', document_type_ids: [c.ci] },
      201,
    );
    const { pdf } = await samplePdf('invoice');
    const file = multipartFile(pdf, 'invoice.pdf', 'application/pdf');
    const boundary = file.headers['content-type']!.split('boundary=')[1]!;
    const field = `--${boundary}\r\nContent-Disposition: form-data; name="document_type"\r\n\r\n${c.ci}\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/file/upload/document/${template.id}`,
      payload: Buffer.concat([Buffer.from(field), file.payload]),
      headers: { ...file.headers, ...c.owner },
    });
    expect(res.statusCode, res.body).toBe(202);
    const documentId = res.json().data.document_id as string;
    await ingestNow(t.ctx, documentId);
    return { template, documentId };
  };
  const labels = async (auth: Auth) => {
    const made: Record<string, string> = {};
    for (const [name, data_type, aliases] of [
      ['Nomor Faktur', 'text', ['Invoice No.', 'No. Invoice']],
      ['Bruto Total', 'weight', ['Total Gross Weight', 'Gross Weight']],
      ['Kode Tarif', 'hs_code', ['HS Code']],
      ['Kuantitas', 'quantity', ['Quantity', 'Qty']],
      ['Nilai Baris', 'money', ['Amount (USD)', 'Amount']],
      ['Nomor PIB Impor', 'text', ['No. PIB']],
    ] as const) {
      const label = await ok('POST', 'document-labels/create', auth, { name, data_type, aliases }, 201);
      made[name] = label.id;
    }
    return made;
  };

  it('proposes placements for the active labels found on a sample, never for a label already placed', async () => {
    const a = await company();
    const b = await company();
    const { documentId } = await withSample(a);
    const ids = await labels(a.owner);
    const url = `document-detail/${documentId}/label/suggestions`;
    const first = await ok('POST', url, a.owner);
    const byName = (name: string) =>
      first.proposals.find((p: { label_name: string }) => p.label_name === name);
    expect(byName('Nomor Faktur')).toMatchObject({
      document_label_id: ids['Nomor Faktur'],
      data_type: 'text',
      page: 1,
      text: expect.stringMatching(/^INV\/\d{4}\/\d{4}$/),
      caption: 'Invoice No.',
      by: 'caption',
      group: null,
    });
    expect(byName('Nomor Faktur').confidence).toBeGreaterThan(0.8);
    const gross = byName('Bruto Total');
    expect(gross.display).toMatch(/kg/i);
    expect(gross.coordinate.x0).toBeLessThan(gross.coordinate.x1);
    // The item table: its columns a group with the first row placed.
    expect(byName('Kode Tarif')).toMatchObject({
      by: 'header',
      group: 'Barang',
      text: expect.stringMatching(/^\d{4}\.\d{2}\.\d{2}$/),
    });
    expect(first.groups).toEqual([
      { name: 'Barang', document_label_ids: [ids['Kode Tarif'], ids['Kuantitas'], ids['Nilai Baris']] },
    ]);
    // A label the sample does not print is not proposed; nothing was saved.
    expect(byName('Nomor PIB Impor')).toBeUndefined();
    expect(await ok('GET', `document-detail/${documentId}/labels`, a.owner)).toEqual([]);

    // Accepting one is an ordinary placement; asked again, that label is no longer proposed.
    const accepted = byName('Nomor Faktur');
    await ok(
      'POST',
      `document-detail/${documentId}/label`,
      a.owner,
      { document_label_id: accepted.document_label_id, page: accepted.page, coordinate: accepted.coordinate },
      201,
    );
    const again = await ok('POST', url, a.owner);
    expect(again.proposals.map((p: { label_name: string }) => p.label_name)).not.toContain('Nomor Faktur');
    expect(again.proposals.map((p: { label_name: string }) => p.label_name)).toContain('Bruto Total');

    // Members read but do not build; another company's document is not found.
    expect((await call('POST', url, a.member)).statusCode).toBe(403);
    expect((await call('POST', url, b.owner)).statusCode).toBe(404);
  });

  it('duplicates a template with its samples, groups and placements under a new name', async () => {
    const a = await company();
    const b = await company();
    const { template, documentId } = await withSample(a);
    await labels(a.owner);
    const proposals = await ok('POST', `document-detail/${documentId}/label/suggestions`, a.owner);
    for (const p of proposals.proposals)
      await ok(
        'POST',
        `document-detail/${documentId}/label`,
        a.owner,
        { document_label_id: p.document_label_id, page: p.page, coordinate: p.coordinate },
        201,
      );
    const placed = await ok('GET', `document-detail/${documentId}/labels`, a.owner);
    const single = placed.filter((e: { is_group: boolean }) => !e.is_group);
    await ok(
      'POST',
      `document-detail/${documentId}/label/group`,
      a.owner,
      { label_ids: single.slice(0, 2).map((e: { id: string }) => e.id), name: 'Baris 1' },
      201,
    );
    const original = await ok('GET', `document-detail/${documentId}/labels`, a.owner);

    const url = `template/${template.id}/duplicate`;
    expect((await call('POST', url, a.owner, { name: '  ' })).statusCode).toBe(400);
    expect((await call('POST', url, a.member, { name: 'Salinan' })).statusCode).toBe(403);
    expect((await call('POST', url, b.owner, { name: 'Salinan' })).statusCode).toBe(404);
    const copy = await ok('POST', url, a.owner, { name: 'Ekspor Kopi (salinan)' }, 201);
    expect(copy).toMatchObject({ name: 'Ekspor Kopi (salinan)', status: 'draft' });
    expect(copy.id).not.toBe(template.id);
    const [doc] = await ok('GET', `template/${copy.id}/documents`, a.owner);
    expect(doc).toMatchObject({ status: 'ready', page_count: 1, name: 'invoice.pdf' });
    expect(doc.id).not.toBe(documentId);
    const copied = await ok('GET', `document-detail/${doc.id}/labels`, a.owner);
    const shape = (
      entries: Array<{
        name: string;
        is_group: boolean;
        coordinate: object;
        labels: Array<{ name: string }>;
      }>,
    ) => entries.map((e) => [e.name, e.is_group, e.coordinate, e.labels.map((l) => l.name)]).sort();
    expect(shape(copied)).toEqual(shape(original));

    // The copy's files are its own: deleting the original template leaves them readable.
    await ok('DELETE', `template/${template.id}`, a.owner);
    const image = await t.app.inject({ method: 'GET', url: doc.pages[0].image_url, headers: a.owner });
    expect(image.statusCode).toBe(200);
    const reread = await ok('POST', `document-detail/${doc.id}/label/suggestions`, a.owner);
    expect(reread.proposals).toEqual([]);
  });
});
