import type { AddressInfo } from 'node:net';
import { documentTypes } from '@vd/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { internalAuth } from '../../../test/billing.ts';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { cornersOf, type Entry, ingestNow, samplePdf } from '../../../test/templates.ts';
import { createWorker } from '../../jobs/index.ts';
import { createLogger } from '../../logger.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
type Auth = Record<string, string>;

/** A multipart body with a `document_type` field before the file. */
function uploadBody(bytes: Buffer, filename: string, documentType?: string) {
  const file = multipartFile(bytes, filename, 'application/pdf');
  if (!documentType) return file;
  const boundary = file.headers['content-type']!.split('boundary=')[1]!;
  const field = `--${boundary}\r\nContent-Disposition: form-data; name="document_type"\r\n\r\n${documentType}\r\n`;
  return { payload: Buffer.concat([Buffer.from(field), file.payload]), headers: file.headers };
}

describe('templates: CRUD, sample documents, labelling, review and publish', () => {
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
    const staff = await internalAuth(t.ctx.db, t.ctx.config, owner.companyId);
    const types = await ok('GET', 'document-type', owner.auth);
    const type = (code: string) => types.find((d: { code: string }) => d.code === code).id as string;
    return {
      owner: owner.auth,
      member: member.auth,
      staff,
      companyId: owner.companyId,
      ci: type('CI'),
      pl: type('PL'),
    };
  };
  const upload = (auth: Auth, templateId: string, bytes: Buffer, type?: string, name = 'invoice.pdf') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/file/upload/document/${templateId}`,
      ...withAuth(uploadBody(bytes, name, type), auth),
    });
  const withAuth = (body: { payload: Buffer; headers: Auth }, auth: Auth) => ({
    payload: body.payload,
    headers: { ...body.headers, ...auth },
  });
  const label = async (auth: Auth, name: string, data_type: string) =>
    ok('POST', 'document-labels/create', auth, { name, data_type }, 201);

  it('creates, lists, filters, saves drafts and deletes templates; roles and isolation', async () => {
    const a = await company();
    const b = await company();
    const created = await ok(
      'POST',
      'template',
      a.owner,
      { name: ' Ekspor  Kopi - Jepang ', description: 'Buyer Osaka', document_type_ids: [a.ci, a.pl] },
      201,
    );
    expect(created).toMatchObject({
      name: 'Ekspor Kopi - Jepang',
      status: 'draft',
      document_count: 0,
      label_count: 0,
    });
    expect(created.document_types.map((d: { code: string }) => d.code)).toEqual(['CI', 'PL']);
    await ok('POST', 'template', a.owner, { name: 'Impor Mesin', document_type_ids: [a.pl] }, 201);

    const lib = await call('GET', 'template?search=kopi&per_page=5', a.member);
    expect(lib.json()).toMatchObject({ meta: { page: 1, per_page: 5, total: 1, total_pages: 1 } });
    expect(
      (await ok('GET', `template?document_type=${a.ci}`, a.member)).map((x: { name: string }) => x.name),
    ).toEqual(['Ekspor Kopi - Jepang']);
    expect(await ok('GET', 'template?status=active', a.member)).toEqual([]);
    expect((await ok('GET', 'template/list/draft', a.staff)).length).toBe(2);
    expect(await ok('GET', 'template', b.owner)).toEqual([]);

    // Each filter shape of the list, its count included, and no other company's rows after theirs.
    const list = async (query: string, auth: Auth) => {
      const res = await call('GET', `template?${query}`, auth);
      expect(res.statusCode, res.body).toBe(200);
      const { data, meta } = res.json();
      return { names: data.map((x: { name: string }) => x.name), total: meta.total };
    };
    const kopi = 'Ekspor Kopi - Jepang';
    expect(await list('search=osaka', a.member)).toEqual({ names: [kopi], total: 1 });
    expect(await list(`document_type=${a.pl}`, a.member)).toEqual({ names: ['Impor Mesin', kopi], total: 2 });
    expect(await list(`search=kopi&status=draft&document_type=${a.pl}`, a.member)).toEqual({
      names: [kopi],
      total: 1,
    });
    expect(await list(`search=impor&document_type=${a.ci}`, a.member)).toEqual({ names: [], total: 0 });
    expect(await list('status=draft&per_page=1&page=2', a.member)).toEqual({ names: [kopi], total: 2 });
    // A page past the last still counts the filter's templates (the count is asked alone then).
    expect(await list('status=draft&per_page=1&page=3', a.member)).toEqual({ names: [], total: 2 });
    expect(await list('search=osaka&page=2', a.member)).toEqual({ names: [], total: 1 });
    expect(
      (await ok('GET', 'template/list/draft?search=mesin', a.member)).map((x: { name: string }) => x.name),
    ).toEqual(['Impor Mesin']);
    await ok('POST', 'template', b.owner, { name: 'Kopi Lampung', document_type_ids: [b.ci] }, 201);
    expect(await list('search=kopi', b.owner)).toEqual({ names: ['Kopi Lampung'], total: 1 });
    expect(await list('search=kopi', a.member)).toEqual({ names: [kopi], total: 1 });
    expect(await list(`search=kopi&status=draft&document_type=${a.pl}`, b.owner)).toEqual({
      names: [],
      total: 0,
    });
    expect(await list(`document_type=${b.ci}`, b.owner)).toEqual({ names: ['Kopi Lampung'], total: 1 });

    const draft = await ok('PUT', `template/${created.id}/draft`, a.owner, { description: 'Buyer Kobe' });
    expect(draft).toMatchObject({ status: 'draft', description: 'Buyer Kobe' });
    expect(
      (await call('PUT', `template/${created.id}`, a.owner, { document_type_ids: [a.ci, a.ci] })).statusCode,
    ).toBe(400);
    expect((await call('POST', 'template', a.owner, { name: '' })).statusCode).toBe(400);
    expect(
      (await call('POST', 'template', a.owner, { name: 'X', document_type_ids: [b.ci] })).statusCode,
    ).toBe(400);

    // Roles: a member reads only; internal staff read only; another company sees 404.
    expect((await call('POST', 'template', a.member, { name: 'Tidak boleh' })).statusCode).toBe(403);
    const staffWrite = await call('PUT', `template/${created.id}`, a.staff, { name: 'Staf' });
    expect(staffWrite.statusCode).toBe(403);
    expect(staffWrite.json().code).toBe('READ_ONLY');
    expect((await call('GET', `template/${created.id}`, a.member)).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', `template/${created.id}`],
      ['PUT', `template/${created.id}`],
      ['DELETE', `template/${created.id}`],
      ['GET', `template/${created.id}/documents`],
      ['GET', `template/${created.id}/review`],
      ['GET', `template/${created.id}/validation`],
    ] as const) {
      const res = await call(method, url, b.owner, method === 'PUT' ? { name: 'Curian' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('DELETE', `template/${created.id}`, a.member)).statusCode).toBe(403);
    await ok('DELETE', `template/${created.id}`, a.owner);
    expect((await call('GET', `template/${created.id}`, a.owner)).statusCode).toBe(404);
  });

  it('uploads a real invoice, ingests it with progress on the websocket, labels it, previews, reviews and publishes', async () => {
    const a = await company();
    const b = await company();
    const template = await ok(
      'POST',
      'template',
      a.owner,
      { name: 'Ekspor Kopi', document_type_ids: [a.ci] },
      201,
    );
    const { pdf, placements, expected } = await samplePdf('invoice');

    // Only managers upload; the type must be one of the template's.
    expect((await upload(a.member, template.id, pdf, a.ci)).statusCode).toBe(403);
    expect((await upload(a.owner, template.id, pdf)).statusCode).toBe(400);
    expect((await upload(a.owner, template.id, pdf, a.pl)).statusCode).toBe(400);
    expect((await upload(b.owner, template.id, pdf, b.ci)).statusCode).toBe(404);

    const res = await upload(a.owner, template.id, pdf, a.ci);
    expect(res.statusCode, res.body).toBe(202);
    const { document_id: docId, uid, status } = res.json().data;
    expect(status).toBe('uploaded');

    // Progress reaches a websocket client while the worker ingests the document.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/v1/upload/document/progress?uid=${uid}`, {
      headers: a.owner,
    });
    const events: Array<{ stage: string; progress: number }> = [];
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
    expect(events.map((e) => e.stage)).toContain('text');
    expect(events.map((e) => e.stage)).toContain('render');
    expect(events.at(-1)).toMatchObject({ stage: 'done', progress: 100 });

    const [doc] = await ok('GET', `template/${template.id}/documents`, a.member);
    expect(doc).toMatchObject({
      id: docId,
      status: 'ready',
      page_count: 1,
      file_kind: 'pdf',
      name: 'invoice.pdf',
    });
    expect(doc.pages[0].image_url).toBe(`/api/v1/document/${docId}/page/1/image`);
    const image = await t.app.inject({ method: 'GET', url: doc.pages[0].image_url, headers: a.member });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect(
      (await t.app.inject({ method: 'GET', url: doc.pages[0].image_url, headers: b.owner })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/document/${docId}/page/2/image`, headers: a.owner }))
        .statusCode,
    ).toBe(404);
    expect(await ok('GET', `document/template_id/${template.id}`, a.member)).toHaveLength(1);
    expect((await ok('GET', `document/template_id/${template.id}/type/${a.ci}`, a.member)).id).toBe(docId);
    expect(
      (await ok('GET', `document/template_id/${template.id}/type/${a.ci}?document_id=${docId}`, a.member)).id,
    ).toBe(docId);
    expect((await call('GET', `document/template_id/${template.id}/type/${a.pl}`, a.member)).statusCode).toBe(
      404,
    );

    // Labelling: company labels placed where the fixture prints them.
    const names = [
      'Nomor Invoice',
      'Tanggal Invoice',
      'Nama Pembeli',
      'Berat Kotor',
      'Nilai FOB',
      'Uraian Barang',
      'Kode HS',
    ];
    const labels: Record<string, string> = {};
    for (const name of names) {
      const p = placements.find((x) => x.label === name)!;
      labels[name] = (await label(a.owner, name, p.type)).id;
    }
    const placed: Record<string, string> = {};
    for (const name of names) {
      const p = placements.find((x) => x.label === name)!;
      const entry = await ok(
        'POST',
        `document-detail/${docId}/label`,
        a.owner,
        { document_label_id: labels[name], page: 1, coordinate: cornersOf(p) },
        201,
      );
      expect(entry).toMatchObject({ name, label_name: name, is_group: false, labels: [] });
      placed[name] = entry.id;
    }
    const bad = await call('POST', `document-detail/${docId}/label`, a.owner, {
      document_label_id: labels['Kode HS'],
      page: 1,
      coordinate: { x0: 0.5, y0: 0.2, x1: 0.4, y1: 0.3 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Data yang dikirim/);
    expect(
      (
        await call('POST', `document-detail/${docId}/label`, a.owner, {
          document_label_id: labels['Kode HS'],
          page: 2,
          coordinate: { x0: 0.1, y0: 0.1, x1: 0.2, y1: 0.2 },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', `document-detail/${docId}/label`, a.member, {
          document_label_id: labels['Kode HS'],
          page: 1,
          coordinate: { x0: 0.1, y0: 0.1, x1: 0.2, y1: 0.2 },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', `document-detail/${docId}/label`, b.owner, {
          document_label_id: labels['Kode HS'],
          page: 1,
          coordinate: { x0: 0.1, y0: 0.1, x1: 0.2, y1: 0.2 },
        })
      ).statusCode,
    ).toBe(404);

    // A group (one item row), then the next row duplicated below it.
    const group = await ok(
      'POST',
      `document-detail/${docId}/label/group`,
      a.owner,
      { label_ids: [placed['Uraian Barang'], placed['Kode HS']] },
      201,
    );
    expect(group).toMatchObject({ is_group: true, row: 1, parent_label_group_id: null, page: 1 });
    expect(group.labels).toHaveLength(2);
    const height = group.coordinate.y1 - group.coordinate.y0;
    const next = await ok(
      'POST',
      `document-detail/${docId}/label/group/duplicate`,
      a.owner,
      { label_group_id: group.id },
      201,
    );
    expect(next).toMatchObject({ is_group: true, row: 2, parent_label_group_id: group.id });
    expect(next.coordinate.y0).toBeCloseTo(group.coordinate.y0 + height, 6);
    const shifted = await ok(
      'POST',
      `document-detail/${docId}/label/group/duplicate`,
      a.owner,
      { label_group_id: next.id, offset: 0.05 },
      201,
    );
    expect(shifted.row).toBe(3);
    expect(shifted.coordinate.y0).toBeCloseTo(next.coordinate.y0 + 0.05, 6);
    expect(
      (
        await call('POST', `document-detail/${docId}/label/group/duplicate`, a.owner, {
          label_group_id: group.id,
          offset: 0.9,
        })
      ).statusCode,
    ).toBe(400);

    const listed: Entry[] = await ok('GET', `document-detail/${docId}/labels`, a.member);
    expect(listed.filter((e) => e.is_group)).toHaveLength(3);
    expect(listed.filter((e) => !e.is_group)).toHaveLength(5);
    expect(listed.every((e) => e.coordinate.x0 < e.coordinate.x1 && e.coordinate.y0 < e.coordinate.y1)).toBe(
      true,
    );
    await ok('DELETE', `label-group/${shifted.id}`, a.owner);
    expect((await call('DELETE', `label-group/${shifted.id}`, a.owner)).statusCode).toBe(404);
    expect((await call('DELETE', `label-group/${next.id}`, b.owner)).statusCode).toBe(404);
    expect(
      (await ok('GET', `document/${docId}/labels`, a.member)).find(
        (l: { name: string }) => l.name === 'Kode HS',
      ).placement_count,
    ).toBe(2);

    // Move a placement, then put it back.
    const moved = await ok('PUT', `document-detail/${docId}/label/${placed['Nama Pembeli']}`, a.owner, {
      coordinate: { x0: 0.1, y0: 0.9, x1: 0.2, y1: 0.95 },
    });
    expect(moved.coordinate).toEqual({ x0: 0.1, y0: 0.9, x1: 0.2, y1: 0.95 });
    const buyer = placements.find((x) => x.label === 'Nama Pembeli')!;
    await ok('PUT', `document-detail/${docId}/label/${placed['Nama Pembeli']}`, a.owner, {
      coordinate: cornersOf(buyer),
    });

    // The preview reads what the engine sees now.
    const preview = await ok('GET', `template/${template.id}/preview-document-detail/${docId}`, a.member);
    const value = (name: string) =>
      preview.readings.find(
        (r: { label_name: string; label_group_id: string | null }) =>
          r.label_name === name && r.label_group_id !== next.id,
      )?.value;
    expect(value('Nomor Invoice')).toBe(expected['Nomor Invoice']);
    expect(value('Tanggal Invoice')).toBe(expected['Tanggal Invoice']);
    expect(value('Nama Pembeli')).toBe(expected['Nama Pembeli']);
    expect(value('Berat Kotor')).toBe(expected['Berat Kotor']);
    expect(value('Uraian Barang')).toBe((expected['Uraian Barang'] as string[])[0]);
    // The duplicated row shows the table's second row as a validation reads it (down from the first
    // row); the table's rows are counted.
    const items = expected['Uraian Barang'] as string[];
    expect(
      preview.readings.find(
        (r: { label_name: string; label_group_id: string | null }) =>
          r.label_name === 'Uraian Barang' && r.label_group_id === next.id,
      )?.value,
    ).toBe(items[1]);
    expect(preview.tables).toEqual([{ label_group_id: group.id, name: group.name, rows: items.length }]);
    expect(
      (await call('GET', `template/${template.id}/preview-document-detail/${docId}`, b.owner)).statusCode,
    ).toBe(404);

    // A prompt: strip text and require a pattern.
    const prompt = await ok('PUT', `template/${template.id}/prompt/${docId}`, a.owner, {
      hints: [{ document_label_id: labels['Nomor Invoice'], pattern: 'INV/(\\d+/\\d+)', strip: null }],
    });
    expect(prompt.hints).toHaveLength(1);
    expect(
      (
        await call('PUT', `template/${template.id}/prompt/${docId}`, a.owner, {
          hints: [{ document_label_id: null, pattern: '([' }],
        })
      ).statusCode,
    ).toBe(400);
    const hinted = await ok('GET', `template/${template.id}/preview-document-detail/${docId}`, a.owner);
    expect(hinted.readings.find((r: { label_name: string }) => r.label_name === 'Nomor Invoice').value).toBe(
      String(expected['Nomor Invoice']).replace('INV/', ''),
    );

    // Review: a second document without labels blocks publishing.
    await ok('POST', 'document/additional', a.owner, { template_id: template.id, document_type_id: a.pl });
    expect(
      (await ok('GET', `document/additional?template_id=${template.id}`, a.member)).map(
        (d: { id: string }) => d.id,
      ),
    ).not.toContain(a.pl);
    const pl = await samplePdf('packing-list');
    const second = await upload(a.owner, template.id, pl.pdf, a.pl, 'packing-list.pdf');
    expect(second.statusCode, second.body).toBe(202);
    const plId = second.json().data.document_id;
    let review = await ok('GET', `template/${template.id}/review`, a.member);
    expect(review.problems.map((p: { code: string }) => p.code)).toContain('document_not_ready');
    await ingestNow(t.ctx, plId);
    review = await ok('GET', `template/${template.id}/review`, a.member);
    expect(review.can_publish).toBe(false);
    expect(review.problems).toEqual([
      expect.objectContaining({ code: 'document_without_labels', document_id: plId }),
    ]);
    expect(review.documents[0].readings.length).toBeGreaterThan(5);
    const refused = await call('PUT', `template/${template.id}`, a.owner, { status: 'active' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'TEMPLATE_NOT_PUBLISHABLE' });
    expect(Object.values(refused.json().errors).join()).toMatch(/belum memiliki label/);

    // The packing list shares the gross weight: the default validation compares it.
    const gross = pl.placements.find((x) => x.label === 'Berat Kotor')!;
    await ok(
      'POST',
      `document-detail/${plId}/label`,
      a.owner,
      { document_label_id: labels['Berat Kotor'], page: 1, coordinate: cornersOf(gross) },
      201,
    );
    const validation = await ok('GET', `template/${template.id}/validation`, a.member);
    expect(validation).toMatchObject({
      is_default: true,
      items: [{ document_label_id: labels['Berat Kotor'], label_name: 'Berat Kotor' }],
    });
    expect(validation.items[0].document_ids.sort()).toEqual([docId, plId].sort());
    const saved = await ok('POST', `template/${template.id}/validation`, a.owner, { items: [] });
    expect(saved).toMatchObject({ is_default: false, items: [] });
    // A label compared nowhere still shows its logic among the labels that can be compared.
    expect(saved.shared_labels).toEqual([
      expect.objectContaining({
        document_label_id: labels['Berat Kotor'],
        validation_logic: validation.items[0].validation_logic,
      }),
    ]);
    expect(saved.shared_labels[0].validation_logic.logic).toBeTruthy();
    expect(
      (
        await call('POST', `template/${template.id}/validation`, a.owner, {
          items: [{ document_label_id: labels['Nomor Invoice'], document_ids: [docId, plId] }],
        })
      ).statusCode,
    ).toBe(400);
    review = await ok('GET', `template/${template.id}/review`, a.owner);
    expect(review.problems.map((p: { code: string }) => p.code)).toEqual(['shared_label_without_validation']);
    // Saving the default again (every shared label across all its documents) follows the default.
    const restored = await ok('POST', `template/${template.id}/validation`, a.owner, {
      items: [{ document_label_id: labels['Berat Kotor'], document_ids: [docId, plId] }],
    });
    expect(restored.is_default).toBe(true);
    expect((await ok('GET', `template/${template.id}/review`, a.owner)).can_publish).toBe(true);

    // Publish; the library, the collection, onboarding and master data see it.
    expect((await call('PUT', `template/${template.id}`, a.member, { status: 'active' })).statusCode).toBe(
      403,
    );
    const published = await ok('PUT', `template/${template.id}`, a.owner, { status: 'active' });
    expect(published).toMatchObject({ status: 'active', document_count: 2 });
    expect(published.published_at).not.toBeNull();
    expect(
      (await ok('GET', 'template/validation/collection', a.member)).map((x: { id: string }) => x.id),
    ).toEqual([template.id]);
    expect(await ok('GET', 'template/validation/collection', b.owner)).toEqual([]);
    const history = await call('GET', 'template/validation/history', a.member);
    expect(history.json()).toMatchObject({ data: [], meta: { total: 0 } });
    const onboarding = await ok('GET', 'company/onboarding/check', a.owner);
    expect(onboarding.stages.find((s: { id: string }) => s.id === 'first_template')).toMatchObject({
      status: 'done',
      ready: true,
    });
    const types = await ok('GET', 'document-type', a.owner);
    expect(types.find((d: { id: string }) => d.id === a.ci).template_count).toBe(1);
    const typeDelete = await call('DELETE', `document-type/${a.ci}`, a.owner);
    expect(typeDelete.statusCode).toBe(409);
    expect(typeDelete.json().code).toBe('DOCUMENT_TYPE_IN_USE');
    const labelDelete = await call('DELETE', `document-labels/delete/${labels['Kode HS']}`, a.owner);
    expect(labelDelete.statusCode).toBe(409);
    expect(labelDelete.json().code).toBe('LABEL_IN_USE');

    // Document calls: rename, labelling status, delete (files, pages and labels go).
    expect((await ok('PATCH', `document/${plId}`, a.owner, { name: 'Packing List Osaka' })).name).toBe(
      'Packing List Osaka',
    );
    expect((await call('PATCH', `document/${plId}`, a.owner, { document_type_id: b.ci })).statusCode).toBe(
      400,
    );
    expect((await call('PATCH', `document/${plId}`, b.owner, { name: 'Curian' })).statusCode).toBe(404);
    expect(
      (await ok('PUT', 'document/update-status', a.owner, { document_id: plId, labelling_status: 'done' }))
        .labelling_status,
    ).toBe('done');
    expect(
      (
        await call('PUT', 'document/update-status', a.staff, { document_id: plId, labelling_status: 'todo' })
      ).json().code,
    ).toBe('READ_ONLY');
    const plImage = (await ok('GET', `template/${template.id}/documents`, a.owner))[1].pages[0].image_url;
    expect((await call('DELETE', `template/${template.id}/document/${plId}`, b.owner)).statusCode).toBe(404);
    await ok('DELETE', `template/${template.id}/document/${plId}`, a.owner);
    expect((await t.app.inject({ method: 'GET', url: plImage, headers: a.owner })).statusCode).toBe(404);
    expect((await call('GET', `document-detail/${plId}/labels`, a.owner)).statusCode).toBe(404);
    const keys = await t.ctx.storage.exists(
      `templates/${a.companyId}/${plId}/${second.json().data.uid}/source`,
    );
    expect(keys).toBe(false);

    // Deleting the template frees the document type.
    await ok('DELETE', `template/${template.id}`, a.owner);
    expect((await t.ctx.db.select().from(documentTypes).where(eq(documentTypes.id, a.ci))).length).toBe(1);
    await ok('DELETE', `document-labels/delete/${labels['Kode HS']}`, a.owner);
  }, 120_000);
});
