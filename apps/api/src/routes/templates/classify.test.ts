import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unrelatedLetter } from '../../../../../packages/engine/src/fixtures/documents/new-layouts.ts';
import { makeShipment } from '../../../../../packages/engine/src/fixtures/shipment.ts';
import { writePdf } from '../../../../../packages/engine/src/fixtures/write-pdf.ts';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { cornersOf } from '../../../test/templates.ts';
import {
  type Fixture,
  fixtureDocument,
  fixtureTypeCode,
  uploadTemplateSample,
} from '../../../test/validation.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Auth = Record<string, string>;
type File = { bytes: Buffer; name: string; type?: string };

/** A multipart body of several `file` parts. */
const filesForm = (files: File[], field = 'file') => {
  const boundary = `----vd${crypto.randomUUID().replaceAll('-', '')}`;
  const parts = files.flatMap((f) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/pdf'}\r\n\r\n`,
    ),
    f.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

describe('assisted templating: the caption beside a placement, and a shipment classified', () => {
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
  /** An owner and a member of a new company that uses the whole label catalogue. */
  const company = async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const member = await seedUser(t.ctx.db, t.ctx.config, { companyId: owner.companyId, role: 'member' });
    const catalogue = await ok('GET', 'label-parameters', owner.auth);
    await ok('POST', 'company/label-parameters', owner.auth, {
      label_ids: catalogue.map((l: { id: string }) => l.id),
    });
    const types: Array<{ id: string; code: string }> = await ok('GET', 'document-type', owner.auth);
    const typeOf = (f: Fixture) => types.find((d) => d.code === fixtureTypeCode[f])!.id;
    return { owner: owner.auth, member: member.auth, typeOf };
  };
  type Company = Awaited<ReturnType<typeof company>>;
  const template = async (c: Company, fixtures: Fixture[]) => {
    const created = await ok(
      'POST',
      'template',
      c.owner,
      { name: `Ekspor ${crypto.randomUUID().slice(0, 6)}`, document_type_ids: fixtures.map(c.typeOf) },
      201,
    );
    const samples: Record<string, string> = {};
    for (const f of fixtures) {
      const sample = await fixtureDocument(f, 1);
      samples[f] = await uploadTemplateSample(t, c.owner, created.id, c.typeOf(f), {
        bytes: sample.pdf,
        name: `${f}.pdf`,
      });
    }
    return { id: created.id as string, samples };
  };

  it('names the caption beside a placement and whether its label knows it; an alias added, it is known', async () => {
    const a = await company();
    const b = await company();
    const { samples } = await template(a, ['packing-list']);
    const documentId = samples['packing-list']!;
    const { placements } = await fixtureDocument('packing-list', 1);
    const active: Array<{ id: string; name: string }> = await ok(
      'GET',
      'document-labels/list-active',
      a.owner,
    );
    const place = async (label: string) =>
      (
        await ok(
          'POST',
          `document-detail/${documentId}/label`,
          a.owner,
          {
            document_label_id: active.find((l) => l.name === label)!.id,
            page: 1,
            coordinate: cornersOf(placements.find((p) => p.label === label)!),
          },
          201,
        )
      ).id as string;

    // The packing list prints its date under "Date", no alias of Tanggal Packing List.
    const date = await place('Tanggal Packing List');
    const url = `document-detail/${documentId}/label/${date}/caption`;
    const first = await ok('GET', url, a.owner);
    expect(first).toMatchObject({ label_name: 'Tanggal Packing List', caption: 'Date', known: false });
    await ok(
      'POST',
      'document-labels/create-alias',
      a.owner,
      {
        document_label_id: first.document_label_id,
        alias: first.caption,
      },
      201,
    );
    expect(await ok('GET', url, a.owner)).toMatchObject({ caption: 'Date', known: true });
    // A caption the catalogue already holds, and a table column's header.
    const number = await place('Nomor Packing List');
    expect(await ok('GET', `document-detail/${documentId}/label/${number}/caption`, a.owner)).toMatchObject({
      caption: 'Packing List No.',
      known: true,
    });

    // Members do not build templates; another company's document is not found.
    expect((await call('GET', url, a.member)).statusCode).toBe(403);
    expect((await call('GET', url, b.owner)).statusCode).toBe(404);
    const missing = `document-detail/${documentId}/label/${crypto.randomUUID()}/caption`;
    expect((await call('GET', missing, a.owner)).statusCode).toBe(404);
  });

  it("assigns each file of a shipment to the template's document it is; a letter to none, a bad file its upload message", async () => {
    const a = await company();
    const b = await company();
    const fixtures: Fixture[] = ['invoice', 'packing-list', 'bill-of-lading', 'peb'];
    const { id, samples } = await template(a, fixtures);
    // Another shipment's documents, in another order, a letter and a file that is no document.
    const shipment = await Promise.all(
      [...fixtures]
        .reverse()
        .map(async (f) => ({ bytes: (await fixtureDocument(f, 2)).pdf, name: `${f}-2.pdf` })),
    );
    const letter = { bytes: await writePdf(unrelatedLetter(makeShipment(2)).ops), name: 'surat-kuasa.pdf' };
    const text = { bytes: Buffer.from('bukan dokumen'), name: 'catatan.txt', type: 'text/plain' };
    const form = filesForm([...shipment, letter, text]);
    const classify = (auth: Auth, body = form) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/template/${id}/classify`,
        payload: body.payload,
        headers: { ...body.headers, ...auth },
      });

    const res = await classify(a.member);
    expect(res.statusCode, res.body).toBe(200);
    const { files } = res.json().data;
    expect(files.map((f: { file_name: string }) => f.file_name)).toEqual([
      ...shipment.map((f) => f.name),
      'surat-kuasa.pdf',
      'catatan.txt',
    ]);
    [...fixtures].reverse().forEach((f, i) => {
      expect(files[i]).toMatchObject({ template_document_id: samples[f], failure: null });
      expect(files[i].score).toBeGreaterThan(0.5);
      expect(files[i].scores).toHaveLength(4);
    });
    expect(files[3].title).toEqual(['commercial', 'invoice']);
    expect(files[3].document_type_name).toBe('Commercial Invoice');
    expect(files[4]).toMatchObject({ template_document_id: null, document_type_id: null, failure: null });
    expect(files[5]).toMatchObject({
      template_document_id: null,
      failure: expect.stringMatching(/tidak didukung/),
    });

    // Another company's template is not found; no file, too many files.
    expect((await classify(b.owner)).statusCode).toBe(404);
    const none = await classify(a.owner, filesForm([]));
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Pilih berkas dokumen yang akan diunggah.');
    const many = await classify(a.owner, filesForm(Array.from({ length: 11 }, () => letter)));
    expect(many.statusCode, many.body).toBe(400);
    expect(many.json().message).toBe('Paling banyak 10 berkas sekali kirim.');
  });
});
