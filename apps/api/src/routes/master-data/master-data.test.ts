import { companies, documentTypes } from '@vd/db';
import { evaluateRules } from '@vd/engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalAuth } from '../../../test/billing.ts';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('master data: document types, labels, aliases, logic, rules, master document, onboarding', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/${url}`, headers, ...(payload && { payload }) });
  const company = async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const member = await seedUser(t.ctx.db, t.ctx.config, { companyId: owner.companyId, role: 'member' });
    const staff = await internalAuth(t.ctx.db, t.ctx.config, owner.companyId);
    return { owner: owner.auth, member: member.auth, staff, companyId: owner.companyId };
  };
  const createLabel = async (auth: Record<string, string>, body: object) => {
    const res = await call('POST', 'document-labels/create', auth, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };

  it('seeds document types at sign-up, in the same transaction', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/sign-up',
      payload: {
        company_name: 'PT Kopi Ekspor Nusantara',
        first_name: 'Sari',
        last_name: 'Dewi',
        email: 'sari@kopi-ekspor.co.id',
        phone: '81234567890',
        password: 'Rahasia123',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.ctx.db
      .select()
      .from(companies)
      .where(eq(companies.name, 'PT Kopi Ekspor Nusantara'));
    const types = await t.ctx.db.select().from(documentTypes).where(eq(documentTypes.company_id, row!.id));
    expect(types.map((d) => d.code).sort()).toEqual(['AWB', 'BL', 'CI', 'COO', 'PEB', 'PIB', 'PL']);
  });

  it('document types: lazily seeded once, created, renamed, deleted; isolated; roles', async () => {
    const a = await company();
    const b = await company();
    const list = await call('GET', 'document-type', a.member);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((d: { name: string }) => d.name)).toEqual([
      'Commercial Invoice',
      'Packing List',
      'Bill of Lading',
      'Air Waybill',
      'PEB',
      'PIB',
      'Certificate of Origin',
    ]);
    const bad = await call('POST', 'document-type', a.owner, { name: ' ', code: 'a b' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ name: 'Masukkan nama' });
    expect(bad.json().errors.code).toContain('Kode hanya huruf besar');
    const created = await call('POST', 'document-type', a.owner, { name: 'Surat Jalan', code: 'sj' });
    expect(created.statusCode, created.body).toBe(201);
    const sj = created.json().data;
    expect(sj).toMatchObject({ code: 'SJ', is_master: false, template_count: 0 });
    const dup = await call('POST', 'document-type', a.owner, { name: 'surat jalan', code: 'SJ2' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      code: 'DOCUMENT_TYPE_TAKEN',
      errors: { name: 'Nama jenis dokumen sudah dipakai.' },
    });
    const renamed = await call('PUT', `document-type/${sj.id}`, a.owner, {
      name: 'Delivery Order',
      code: 'DO',
    });
    expect(renamed.json().data).toMatchObject({ name: 'Delivery Order', code: 'DO' });

    expect((await call('POST', 'document-type', a.member, { name: 'X', code: 'X' })).statusCode).toBe(403);
    const ro = await call('PUT', `document-type/${sj.id}`, a.staff, { name: 'Y' });
    expect(ro.statusCode).toBe(403);
    expect(ro.json().code).toBe('READ_ONLY');
    expect((await call('GET', 'document-type', a.staff)).statusCode).toBe(200);

    expect((await call('PUT', `document-type/${sj.id}`, b.owner, { name: 'Z' })).statusCode).toBe(404);
    expect((await call('DELETE', `document-type/${sj.id}`, b.owner)).statusCode).toBe(404);
    expect((await call('GET', 'document-type', b.owner)).json().data).toHaveLength(7);

    expect((await call('DELETE', `document-type/${sj.id}`, a.owner)).statusCode).toBe(200);
    await call('DELETE', `document-type/${list.json().data[6].id}`, a.owner);
    expect((await call('GET', 'document-type', a.owner)).json().data).toHaveLength(6);
  });

  it('label catalogue: about 40 labels with types and aliases; staff add, companies pick', async () => {
    const a = await company();
    const catalogue = (await call('GET', 'label-parameters', a.member)).json().data;
    expect(catalogue.length).toBeGreaterThanOrEqual(40);
    const gross = catalogue.find((l: { key: string }) => l.key === 'gross_weight');
    expect(gross).toMatchObject({ name: 'Berat Kotor', data_type: 'weight', used: false });
    expect(gross.aliases).toContain('Gross Weight');
    const search = (await call('GET', 'label-parameters?search=bruto', a.owner)).json().data;
    expect(search.map((l: { key: string }) => l.key)).toEqual(['gross_weight']);

    const entry = {
      key: 'eta_date',
      name: 'Tanggal Tiba',
      name_en: 'ETA',
      category: 'transport',
      data_type: 'date',
    };
    expect((await call('POST', 'label-parameters', a.owner, entry)).statusCode).toBe(403);
    const added = await call('POST', 'label-parameters', a.staff, entry);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data.validation_logic).toEqual({ logic: 'date', days: 0 });
    expect((await call('POST', 'label-parameters', a.staff, entry)).json().code).toBe(
      'LABEL_PARAMETER_TAKEN',
    );

    const net = catalogue.find((l: { key: string }) => l.key === 'net_weight');
    const picked = await call('POST', 'company/label-parameters', a.owner, { label_ids: [gross.id, net.id] });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().data.created).toBe(2);
    const label = picked.json().data.labels.find((l: { name: string }) => l.name === 'Berat Kotor');
    expect(label).toMatchObject({ source: 'catalogue', data_type: 'weight', active: true });
    expect(label.aliases.map((x: { alias: string }) => x.alias)).toContain('Bruto');
    const again = await call('POST', 'company/label-parameters', a.owner, { label_ids: [gross.id] });
    expect(again.json().data.created).toBe(0);
    expect(
      (await call('GET', 'label-parameters', a.owner))
        .json()
        .data.find((l: { id: string }) => l.id === gross.id).used,
    ).toBe(true);
    expect(
      (await call('POST', 'company/label-parameters', a.member, { label_ids: [gross.id] })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', 'company/label-parameters', a.owner, { label_ids: [] })).json().errors,
    ).toEqual({
      label_ids: 'Pilih minimal satu label',
    });

    const own = await call('POST', 'company/additional-label-parameters', a.owner, {
      labels: [{ name: 'Nomor Kontrak', data_type: 'text', aliases: ['Contract No.'] }],
    });
    expect(own.statusCode, own.body).toBe(201);
    const listed = (await call('GET', 'company/additional-label-parameters', a.member)).json().data;
    expect(listed.map((l: { name: string }) => l.name)).toEqual(['Nomor Kontrak']);
    const clash = await call('POST', 'company/additional-label-parameters', a.owner, {
      labels: [{ name: 'berat kotor', data_type: 'weight' }],
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('Nama label "Berat Kotor" sudah dipakai.');
  });

  it('document labels: every call, with validation messages, isolation and roles', async () => {
    const a = await company();
    const b = await company();
    const invoice = await createLabel(a.owner, {
      name: 'Nomor  Invoice',
      data_type: 'text',
      aliases: ['Invoice No.', 'invoice no.', 'No. Faktur'],
    });
    expect(invoice).toMatchObject({
      name: 'Nomor Invoice',
      source: 'additional',
      validation_logic: { logic: 'text' },
    });
    expect(invoice.aliases).toHaveLength(2);
    const weight = await createLabel(a.owner, { name: 'Berat Bersih', data_type: 'weight' });
    expect(weight.validation_logic).toEqual({ logic: 'number', tolerance: { percent: 0.5 } });
    for (let i = 0; i < 10; i++) await createLabel(a.owner, { name: `Label ${i}`, data_type: 'text' });

    const dup = await call('POST', 'document-labels/create', a.owner, {
      name: 'nomor invoice',
      data_type: 'text',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual({ name: 'Nama label "Nomor Invoice" sudah dipakai.' });
    const invalid = await call('POST', 'document-labels/create', a.owner, { name: '', data_type: 'berat' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.name).toBe('Masukkan nama');

    const page = (await call('GET', 'document-labels/list?per_page=5&page=2', a.member)).json();
    expect(page.meta).toEqual({ page: 2, per_page: 5, total: 12, total_pages: 3 });
    const byAlias = (await call('GET', 'document-labels/list?search=faktur', a.owner)).json().data;
    expect(byAlias.map((l: { id: string }) => l.id)).toEqual([invoice.id]);
    expect((await call('GET', 'document-labels/list', b.owner)).json().meta.total).toBe(0);

    const detail = await call('GET', `document-labels/detail/${invoice.id}`, a.staff);
    expect(detail.json().data.name).toBe('Nomor Invoice');
    expect((await call('GET', `document-labels/detail/${invoice.id}`, b.owner)).statusCode).toBe(404);

    const updated = await call('PUT', `document-labels/update/${weight.id}`, a.owner, { data_type: 'text' });
    expect(updated.json().data.validation_logic).toEqual({ logic: 'text' });
    await call('PUT', `document-labels/update/${weight.id}`, a.owner, {
      data_type: 'weight',
      name: 'Berat Netto',
    });
    expect(
      (await call('PUT', `document-labels/update/${weight.id}`, b.owner, { name: 'X' })).statusCode,
    ).toBe(404);

    const alias = await call('POST', 'document-labels/create-alias', a.owner, {
      document_label_id: invoice.id,
      alias: 'Inv. No',
    });
    expect(alias.statusCode, alias.body).toBe(201);
    const aliasDup = await call('POST', 'document-labels/create-alias', a.owner, {
      document_label_id: invoice.id,
      alias: 'INV. NO',
    });
    expect(aliasDup.json()).toMatchObject({
      code: 'ALIAS_TAKEN',
      errors: { alias: 'Alias ini sudah ada pada label tersebut.' },
    });
    expect(
      (
        await call('POST', 'document-labels/create-alias', b.owner, {
          document_label_id: invoice.id,
          alias: 'Y',
        })
      ).statusCode,
    ).toBe(404);
    const aliases = (
      await call('GET', `document-labels/list-alias/${invoice.id}?per_page=2`, a.member)
    ).json();
    expect(aliases.meta.total).toBe(3);
    expect(aliases.data.map((x: { alias: string }) => x.alias)).toEqual(['Inv. No', 'Invoice No.']);
    expect((await call('GET', `document-labels/list-alias/${invoice.id}`, b.owner)).statusCode).toBe(404);
    expect(
      (await call('DELETE', `document-labels/delete-alias/${alias.json().data.id}`, b.owner)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `document-labels/delete-alias/${alias.json().data.id}`, a.owner)).statusCode,
    ).toBe(200);

    const off = await call('PUT', 'document-labels/bulk-update-status', a.owner, {
      label_ids: [weight.id, invoice.id],
      active: false,
    });
    expect(off.json()).toEqual({ message: 'Label dinonaktifkan.', data: { updated: 2 } });
    expect((await call('GET', 'document-labels/list?active=false', a.owner)).json().meta.total).toBe(2);
    expect((await call('GET', 'document-labels/list-active', a.owner)).json().data).toHaveLength(10);
    const mixed = await call('PUT', 'document-labels/bulk-update-status', b.owner, {
      label_ids: [weight.id],
      active: true,
    });
    expect(mixed.statusCode).toBe(404);
    const master = await call('PUT', 'document-labels/master', a.owner, {
      label_ids: [invoice.id],
      is_master: true,
    });
    expect(master.json().data.updated).toBe(1);
    expect((await call('GET', 'document-labels/list?is_master=true', a.owner)).json().data[0].id).toBe(
      invoice.id,
    );

    const fuzzy = await call('PUT', 'document-labels/validation-logic', a.owner, {
      document_label_id: invoice.id,
      validation_logic: { logic: 'fuzzy', threshold: 0.9 },
    });
    expect(fuzzy.json().data.validation_logic).toEqual({ logic: 'fuzzy', threshold: 0.9 });
    const range = await call('PUT', 'document-labels/validation-logic', a.owner, {
      document_label_id: invoice.id,
      validation_logic: { logic: 'fuzzy', threshold: 1.5 },
    });
    expect(range.statusCode).toBe(400);
    expect(JSON.stringify(range.json())).toContain('Ambang kemiripan antara 0 dan 1');
    const noTolerance = await call('PUT', 'document-labels/validation-logic', a.owner, {
      document_label_id: weight.id,
      validation_logic: { logic: 'number', tolerance: {} },
    });
    expect(JSON.stringify(noTolerance.json())).toContain('Isi toleransi absolut atau persen');
    const tolerance = await call('PUT', 'document-labels/validation-logic', a.owner, {
      document_label_id: weight.id,
      validation_logic: { logic: 'number', tolerance: { absolute: 5, percent: 1 } },
    });
    expect(tolerance.json().data.validation_logic.tolerance).toEqual({ absolute: 5, percent: 1 });
    const misfit = await call('PUT', 'document-labels/validation-logic', a.owner, {
      document_label_id: invoice.id,
      validation_logic: { logic: 'date', days: 2 },
    });
    expect(misfit.json()).toMatchObject({
      code: 'LOGIC_NOT_ALLOWED',
      message: 'Logika "date" hanya untuk label bertipe tanggal.',
    });
    const other = await call('PUT', 'document-labels/validation-logic', b.owner, {
      document_label_id: invoice.id,
      validation_logic: { logic: 'exact' },
    });
    expect(other.statusCode).toBe(404);

    for (const [method, url, body] of [
      ['POST', 'document-labels/create', { name: 'Baru', data_type: 'text' }],
      ['PUT', `document-labels/update/${invoice.id}`, { name: 'Baru' }],
      ['DELETE', `document-labels/delete/${invoice.id}`, undefined],
      ['PUT', 'document-labels/master', { label_ids: [invoice.id], is_master: false }],
      [
        'PUT',
        'document-labels/validation-logic',
        { document_label_id: invoice.id, validation_logic: { logic: 'exact' } },
      ],
    ] as const) {
      expect((await call(method, url, a.member, body)).statusCode).toBe(403);
      expect((await call(method, url, a.staff, body)).json().code).toBe('READ_ONLY');
    }
    expect((await call('DELETE', `document-labels/delete/${invoice.id}`, b.owner)).statusCode).toBe(404);
    expect((await call('DELETE', `document-labels/delete/${invoice.id}`, a.owner)).statusCode).toBe(200);
    expect((await call('GET', `document-labels/detail/${invoice.id}`, a.owner)).statusCode).toBe(404);
  });

  it('logical validations: built from labels and operators, compiled to the engine’s JSON Logic, checked', async () => {
    const a = await company();
    const b = await company();
    const net = await createLabel(a.owner, { name: 'Berat Bersih', data_type: 'weight' });
    const gross = await createLabel(a.owner, { name: 'Berat Kotor', data_type: 'weight' });
    const itemNet = await createLabel(a.owner, { name: 'Berat Bersih Item', data_type: 'weight' });
    const buyer = await createLabel(a.owner, { name: 'Nama Pembeli', data_type: 'text' });
    const types = (await call('GET', 'document-type', a.owner)).json().data;
    const pl = types.find((d: { code: string }) => d.code === 'PL');
    const bLabel = await createLabel(b.owner, { name: 'Berat Bersih', data_type: 'weight' });

    const rules = [
      {
        name: 'Berat Bersih <= Berat Kotor',
        message: 'Berat bersih melebihi berat kotor.',
        left: [{ kind: 'label', document_label_id: net.id }],
        operator: '<=',
        right: [{ kind: 'label', document_label_id: gross.id, document_type_id: pl.id }],
      },
      {
        name: 'Jumlah berat item = berat bersih',
        left: [{ kind: 'label', document_label_id: itemNet.id, aggregate: 'sum' }],
        operator: 'approx',
        tolerance: 0.5,
        right: [{ kind: 'label', document_label_id: net.id }],
      },
    ];
    const saved = await call('PUT', 'logical-validation', a.owner, { rules });
    expect(saved.statusCode, saved.body).toBe(200);
    const [first, second] = saved.json().data;
    expect(first.rule).toEqual({ '<=': [{ label: 'Berat Bersih' }, { label: ['Berat Kotor', 'PL'] }] });
    expect(first.expression).toBe('Berat Bersih <= Berat Kotor (PL)');
    expect(second.rule).toEqual({
      approx: [{ sum: [{ label: 'Berat Bersih Item' }] }, { label: 'Berat Bersih' }, 0.5],
    });
    const results = evaluateRules(
      saved.json().data.map((r: { name: string; rule: unknown; message: string | null }) => ({
        name: r.name,
        rule: r.rule,
        message: r.message ?? undefined,
      })),
      { CI: { 'Berat Bersih': 100 }, PL: { 'Berat Kotor': 90, 'Berat Bersih Item': [60, 40.2] } },
      'CI',
    );
    expect(results.map((r) => r.passed)).toEqual([false, true]);
    expect(results[0]!.reason).toBe('Berat bersih melebihi berat kotor.');

    await call('PUT', `document-labels/update/${gross.id}`, a.owner, { name: 'Gross Weight' });
    const renamed = (await call('GET', 'logical-validation', a.member)).json().data;
    expect(renamed[0].rule['<='][1]).toEqual({ label: ['Gross Weight', 'PL'] });

    const kept = await call('PUT', 'logical-validation', a.owner, {
      rules: [{ ...rules[1], id: second.id }],
    });
    expect(kept.json().data.map((r: { id: string }) => r.id)).toEqual([second.id]);

    const foreign = await call('PUT', 'logical-validation', a.owner, {
      rules: [{ ...rules[0], left: [{ kind: 'label', document_label_id: bLabel.id }] }],
    });
    expect(foreign.json()).toMatchObject({
      code: 'RULE_INVALID',
      errors: { 'rules.0': 'Label pada aturan ini tidak ditemukan.' },
    });
    const textual = await call('PUT', 'logical-validation', a.owner, {
      rules: [{ ...rules[0], left: [{ kind: 'label', document_label_id: buyer.id }] }],
    });
    expect(textual.json().errors['rules.0']).toContain('bukan angka');
    const operator = await call('PUT', 'logical-validation', a.owner, {
      rules: [{ ...rules[0], operator: 'eval' }],
    });
    expect(operator.statusCode).toBe(400);
    const approx = await call('PUT', 'logical-validation', a.owner, {
      rules: [{ ...rules[1], tolerance: undefined }],
    });
    expect(approx.json().errors).toEqual({ 'rules.0.tolerance': 'Operator ≈ memerlukan toleransi' });
    const constants = await call('PUT', 'logical-validation', a.owner, {
      rules: [
        {
          name: 'x',
          left: [{ kind: 'value', value: 1 }],
          operator: '==',
          right: [{ kind: 'value', value: 1 }],
        },
      ],
    });
    expect(constants.json().errors['rules.0']).toBe('Aturan harus memuat minimal satu label.');

    expect((await call('PUT', 'logical-validation', a.member, { rules: [] })).statusCode).toBe(403);
    expect((await call('PUT', 'logical-validation', a.staff, { rules: [] })).json().code).toBe('READ_ONLY');
    expect((await call('GET', 'logical-validation', b.owner)).json().data).toEqual([]);

    const inUse = await call('DELETE', `document-labels/delete/${net.id}`, a.owner);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toContain('masih dipakai oleh 0 template dan 1 aturan logika');
    await call('PUT', 'logical-validation', a.owner, { rules: [rules[0]] });
    const typeInUse = await call('DELETE', `document-type/${pl.id}`, a.owner);
    expect(typeInUse.json()).toMatchObject({ code: 'DOCUMENT_TYPE_IN_USE' });
  });

  it('master document and onboarding progress', async () => {
    const a = await company();
    const b = await company();
    const start = (await call('GET', 'company/onboarding/check', a.member)).json().data;
    expect(start).toMatchObject({ current: 'pick_labels', completed: false });
    expect(start.stages.map((s: { id: string; status: string }) => `${s.id}:${s.status}`)).toEqual([
      'pick_labels:pending',
      'master_document:pending',
      'first_template:pending',
      'first_validation:pending',
    ]);
    const early = await call('PUT', 'company/onboarding/update/master_document', a.owner, { status: 'done' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Tahap "Pilih dokumen acuan" belum dapat diselesaikan: syaratnya belum terpenuhi.',
    );
    expect(
      (await call('PUT', 'company/onboarding/update/unknown', a.owner, { status: 'done' })).statusCode,
    ).toBe(400);

    const catalogue = (await call('GET', 'label-parameters', a.owner)).json().data;
    await call('POST', 'company/label-parameters', a.owner, {
      label_ids: catalogue.slice(0, 5).map((l: { id: string }) => l.id),
    });
    expect((await call('GET', 'company/onboarding/check', a.owner)).json().data.current).toBe(
      'master_document',
    );

    expect((await call('GET', 'company/master-document', a.owner)).json().data).toEqual({
      document_type: null,
    });
    const types = (await call('GET', 'document-type', a.owner)).json().data;
    const peb = types.find((d: { code: string }) => d.code === 'PEB');
    const bTypes = (await call('GET', 'document-type', b.owner)).json().data;
    expect(
      (await call('PUT', 'company/master-document', a.owner, { document_type: bTypes[0].id })).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', 'company/master-document', a.member, { document_type: peb.id })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', 'company/master-document', a.staff, { document_type: peb.id })).json().code,
    ).toBe('READ_ONLY');
    const set = await call('PUT', 'company/master-document', a.owner, { document_type: peb.id });
    expect(set.json().data.document_type).toMatchObject({ id: peb.id, is_master: true });
    expect((await call('GET', 'company/master-document', a.staff)).json().data.document_type.code).toBe(
      'PEB',
    );
    expect((await call('GET', 'company/master-document', a.member)).statusCode).toBe(403);
    expect((await call('GET', 'company/master-document', b.owner)).json().data.document_type).toBeNull();

    const skipped = await call('PUT', 'company/onboarding/update/first_template', a.owner, {
      status: 'skipped',
    });
    expect(skipped.json().data.current).toBe('first_validation');
    expect(
      (await call('PUT', 'company/onboarding/update/first_validation', a.member, { status: 'skipped' }))
        .statusCode,
    ).toBe(403);
    const done = await call('PUT', 'company/onboarding/update/first_validation', a.owner, {
      status: 'skipped',
    });
    expect(done.json().data).toMatchObject({ current: null, completed: true });
    const reopened = await call('PUT', 'company/onboarding/update/first_template', a.owner, {
      status: 'pending',
    });
    expect(reopened.json().data.current).toBe('first_template');
    expect((await call('GET', 'company/onboarding/check', b.owner)).json().data.current).toBe('pick_labels');
  });
});
