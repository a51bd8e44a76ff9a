import { type LabelResult, type ValidationResult, validationMessages } from '@vd/contract';
import {
  companySettings,
  emailOutbox,
  jobs,
  notifications,
  slotLedger,
  validationAudits,
  validationCorrections,
  validationDocuments,
} from '@vd/db';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTS } from '../../../../../packages/engine/src/fixtures/generate.ts';
import { NO_SHIFT } from '../../../../../packages/engine/src/fixtures/sheet.ts';
import { makeShipment } from '../../../../../packages/engine/src/fixtures/shipment.ts';
import { writePdf } from '../../../../../packages/engine/src/fixtures/write-pdf.ts';
import { grantSlots, internalAuth } from '../../../test/billing.ts';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';
import {
  createValidation,
  type Fixture,
  fixtureDocument,
  ingestValidationNow,
  type PublishedTemplate,
  readyValidation,
  uploadShipmentDocument,
} from '../../../test/validation.ts';
import { runnableTemplate, runQueued } from '../../../test/validation-run.ts';
import { runValidationJob } from '../../jobs/definitions/run-validation.ts';
import { createLogger } from '../../logger.ts';
import { forgetDocument } from '../../services/documents/engine-document-cache.ts';

type Auth = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT';

describe('validation run: execute, result, corrections, evidence', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof seedUser>>;
  let member: Auth;
  let memberEmail: string;
  let staff: Auth;
  let other: Auth;
  let template: PublishedTemplate;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await seedUser(t.ctx.db, t.ctx.config);
    const memberUser = await seedUser(t.ctx.db, t.ctx.config, { companyId: owner.companyId, role: 'member' });
    member = memberUser.auth;
    memberEmail = memberUser.user.email;
    staff = await internalAuth(t.ctx.db, t.ctx.config, owner.companyId);
    other = (await seedUser(t.ctx.db, t.ctx.config)).auth;
    template = await runnableTemplate(t, owner.auth);
  }, 180_000);
  afterAll(() => t.close());

  const call = (method: Method, url: string, headers: Auth, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/${url}`, headers, ...(payload && { payload }) });
  const ok = async (method: Method, url: string, headers: Auth, payload?: object, status = 200) => {
    const res = await call(method, url, headers, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json().data;
  };
  const ledger = () => t.ctx.db.select().from(slotLedger).where(eq(slotLedger.company_id, owner.companyId));
  const balance = async () => (await ledger()).reduce((sum, e) => sum + e.delta, 0);

  const result = async (id: string): Promise<ValidationResult> =>
    ok('GET', `validation/${id}/result`, member);
  /** A ready validation of shipment `set`, with some documents replaced by other bytes. */
  const shipment = async (set: number, replaced: Partial<Record<Fixture, Buffer>> = {}) => {
    const validation = await createValidation(t, member, [template.id]);
    for (const document of validation.documents) {
      const { fixture } = template.documents.find((d) => d.id === document.template_document_id)!;
      const bytes = replaced[fixture] ?? (await fixtureDocument(fixture, set)).pdf;
      const res = await uploadShipmentDocument(t, member, template.id, document.id, bytes, `${fixture}.pdf`);
      expect(res.statusCode, res.body).toBe(202);
      await ingestValidationNow(t.ctx, document.id);
    }
    const detail = await ok('GET', `validation/document/${validation.id}`, member);
    expect(detail.status).toBe('ready');
    return detail as {
      id: string;
      documents: Array<{ id: string; document_type_code: string; storage_key?: string }>;
    };
  };
  /** Sets the company's balance to `slots`. */
  const setBalance = async (slots: number) => {
    const delta = slots - (await balance());
    if (delta !== 0) await grantSlots(t.ctx.db, owner.companyId, delta);
  };
  const idFormat = (value: number) =>
    new Intl.NumberFormat('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 4 }).format(value);
  const labelOf = (r: ValidationResult, name: string, row = 0): LabelResult =>
    r.labels.find((l) => l.label_name === name && l.row === row)!;

  it('runs a shipment whose documents agree: every compared label matches, with display values and evidence', async () => {
    await setBalance(2);
    const label = (name: string) => template.labels[name]!;
    const peb = template.documents.find((d) => d.fixture === 'peb')!.document_type_id;
    await ok('PUT', 'logical-validation', owner.auth, {
      rules: [
        {
          name: 'Berat bersih tidak melebihi berat kotor',
          left: [{ kind: 'label', document_label_id: label('Berat Bersih') }],
          operator: '<=',
          right: [{ kind: 'label', document_label_id: label('Berat Kotor') }],
        },
        {
          name: 'Jumlah berat bersih barang sama dengan berat bersih',
          left: [
            {
              kind: 'label',
              document_label_id: label('Berat Bersih Item'),
              document_type_id: peb,
              aggregate: 'sum',
            },
          ],
          operator: 'approx',
          right: [{ kind: 'label', document_label_id: label('Berat Bersih'), document_type_id: peb }],
          tolerance: 0.01,
        },
      ],
    });
    const validation = await readyValidation(t, member, template, 2);
    const early = await call('GET', `validation/${validation.id}/result`, member);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'RESULT_NOT_READY',
      message: 'Hasil validasi belum tersedia.',
    });
    expect(validation.status).toBe('ready');

    const executed = await call('POST', `validation/${validation.id}`, member);
    expect(executed.statusCode, executed.body).toBe(202);
    expect(executed.json().data).toMatchObject({ id: validation.id, status: 'processing', balance: 1 });
    await runQueued(t, owner.auth, validation.id);

    const r = await result(validation.id);
    expect(r.validation.status).toBe('completed');
    const compared = r.labels.filter((l) => l.verdict !== 'skipped');
    expect(compared.filter((l) => l.verdict !== 'match').map((l) => `${l.label_name}: ${l.reason}`)).toEqual(
      [],
    );
    expect(r.summary).toMatchObject({
      overall: 'match',
      mismatch: 0,
      missing: 0,
      rules_passed: 2,
      rules_failed: 0,
    });
    expect(r.rules.map((rule) => [rule.name, rule.passed])).toEqual([
      ['Berat bersih tidak melebihi berat kotor', true],
      ['Jumlah berat bersih barang sama dengan berat bersih', true],
    ]);
    expect(r.summary.match).toBe(compared.length);
    expect(compared.length).toBeGreaterThan(10);
    const onboarding = await ok('GET', 'company/onboarding/check', owner.auth);
    expect(onboarding.stages.find((s: { id: string }) => s.id === 'first_validation')).toMatchObject({
      ready: true,
      status: 'done',
    });

    const expected = makeShipment(2);
    const gross = labelOf(r, 'Berat Kotor');
    expect(gross.readings.map((x) => x.document_type_code).sort()).toEqual(['BL', 'CI', 'PEB', 'PL']);
    const pebGross = gross.readings.find((x) => x.document_type_code === 'PEB')!;
    expect(pebGross).toMatchObject({ value: expected.grossKg, equal: true, corrected: false });
    expect(pebGross.display).toMatch(/^[\d.]+,\d+ kg$/);
    expect(gross.reference_document_id).toBe(pebGross.document_id);
    expect(labelOf(r, 'Tanggal Invoice').readings[0]!.display).toMatch(/^\d{1,2} [A-Z][a-z]+ 2024$/);
    expect(labelOf(r, 'Nomor Aju')).toMatchObject({ verdict: 'skipped' });
    expect(labelOf(r, 'Kode HS', 1).verdict).toBe('match');
    expect(r.labels.filter((l) => l.label_name === 'Kode HS')).toHaveLength(expected.items.length);

    const image = await t.app.inject({ method: 'GET', url: pebGross.evidence_url, headers: staff });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('private, max-age=3600');
    expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');

    // Audit, notification and one charge.
    const [audit] = await t.ctx.db
      .select()
      .from(validationAudits)
      .where(eq(validationAudits.validation_id, validation.id));
    // The nomor aju printed on the PEB fills the audit in (the user may still change it).
    expect(audit?.aju_number).toBe(expected.aju);
    const [note] = await t.ctx.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.company_id, owner.companyId), like(notifications.link, `%${validation.id}%`)),
      );
    expect(note).toMatchObject({
      kind: 'validation_completed',
      verdict: 'match',
      title: 'Validasi selesai: Sesuai',
      link: `/admin/validation/${validation.id}/result`,
    });
    expect(note!.body).toMatch(/Sesuai/);
    // And an e-mail to the member who executed it ("Email saat validasi selesai" is on by default).
    const mails = (await t.ctx.db.select().from(emailOutbox)).filter(
      (m) => m.log_hint === `validasi ${validation.id}`,
    );
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [[memberEmail], `Hasil validasi ${note!.body.match(/"(.+)"/)![1]}: Sesuai`],
    ]);
    expect(mails[0]!.text).toContain(`/admin/validation/${validation.id}/result`);
    expect((await ledger()).filter((e) => e.reference === validation.id)).toHaveLength(1);

    // Executed once: again answers 409.
    const again = await call('POST', `validation/${validation.id}`, member);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('VALIDATION_RUNNING');
  });

  it('finds the one label that differs (the PEB gross weight), names both values, and a correction flips it', async () => {
    await setBalance(1);
    const facts = makeShipment(3);
    const printedGross = facts.grossKg;
    const wrongGross = Math.round(facts.grossKg * 1.02 * 10) / 10;
    const peb = await writePdf(DOCUMENTS.peb!.build({ ...facts, grossKg: wrongGross }, NO_SHIFT).ops);
    const validation = await shipment(3, { peb });
    // The company turned "Email saat validasi selesai" off: the notification only.
    await t.ctx.db
      .insert(companySettings)
      .values({ company_id: owner.companyId, email_validation_completed: false })
      .onConflictDoUpdate({ target: companySettings.company_id, set: { email_validation_completed: false } });
    await ok('POST', `validation/${validation.id}`, member, undefined, 202);
    await runQueued(t, owner.auth, validation.id);
    const [note] = await t.ctx.db
      .select()
      .from(notifications)
      .where(like(notifications.link, `%${validation.id}%`));
    expect(note).toMatchObject({ verdict: 'mismatch', title: 'Validasi selesai: Tidak Sesuai' });
    const mails = await t.ctx.db.select().from(emailOutbox);
    expect(mails.filter((m) => m.log_hint === `validasi ${validation.id}`)).toEqual([]);

    const r = await result(validation.id);
    expect(r.summary).toMatchObject({ overall: 'mismatch', mismatch: 1, missing: 0 });
    const mismatched = r.labels.filter((l) => l.verdict !== 'match' && l.verdict !== 'skipped');
    expect(mismatched.map((l) => l.label_name)).toEqual(['Berat Kotor']);
    const gross = mismatched[0]!;
    const pebReading = gross.readings.find((x) => x.document_type_code === 'PEB')!;
    const plReading = gross.readings.find((x) => x.document_type_code === 'PL')!;
    expect(pebReading).toMatchObject({
      value: wrongGross,
      equal: true,
      display: `${idFormat(wrongGross)} kg`,
    });
    expect(plReading).toMatchObject({
      value: printedGross,
      equal: false,
      display: `${idFormat(printedGross)} kg`,
    });
    expect(gross.reference_document_id).toBe(pebReading.document_id);
    expect(gross.reason).toContain(`Berat Kotor di PEB ${idFormat(wrongGross)} kg`);
    expect(gross.reason).toContain(`di Packing List ${idFormat(printedGross)} kg: selisih `);
    // The difference in kilograms and in percent of the reference (the master document, as the tolerance).
    const percent = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 }).format(
      ((wrongGross - printedGross) / wrongGross) * 100,
    );
    expect(gross.reason).toContain(
      `selisih ${idFormat(Math.round((wrongGross - printedGross) * 1e4) / 1e4)} kg (${percent}%), melebihi toleransi 0,5%`,
    );

    // Corrections: refused to staff, to another company and for text that is no weight.
    const url = `validation/${validation.id}/reading/${pebReading.id}`;
    const readOnly = await call('PUT', url, staff, { text: '1' });
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json().code).toBe('READ_ONLY');
    expect((await call('PUT', url, other, { text: '1' })).statusCode).toBe(404);
    const bad = await call('PUT', url, member, { text: 'tidak terbaca' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: 'Tidak ada angka pada teks.',
      errors: { text: 'Tidak ada angka pada teks.' },
    });
    expect((await call('PUT', url, member, { text: '' })).statusCode).toBe(400);

    // The right value typed in Indonesian writing: the comparison reruns at once, no slot.
    const typed = `${new Intl.NumberFormat('id-ID', { minimumFractionDigits: 4 }).format(printedGross)} KGS`;
    const corrected: ValidationResult = await ok('PUT', url, member, { text: typed });
    const after = labelOf(corrected, 'Berat Kotor');
    expect(after.verdict).toBe('match');
    expect(corrected.summary).toMatchObject({ overall: 'match', mismatch: 0 });
    const fixed = after.readings.find((x) => x.id === pebReading.id)!;
    expect(fixed).toMatchObject({
      text: typed,
      value: printedGross,
      corrected: true,
      original_text: pebReading.text,
      corrections: [
        { old_text: pebReading.text, new_text: typed, user_name: expect.stringMatching(/^Budi/) },
      ],
    });
    expect(await balance()).toBe(0);
    const [row] = await t.ctx.db
      .select()
      .from(validationCorrections)
      .where(eq(validationCorrections.reading_id, pebReading.id));
    expect(row).toMatchObject({ old_value: wrongGross, new_value: printedGross });
    expect((await result(validation.id)).summary.overall).toBe('match');
  });

  it('refuses to execute without slots (402, nothing charged) and charges once for two executes at the same instant', async () => {
    await setBalance(0);
    const first = await shipment(2);
    const refused = await call('POST', `validation/${first.id}`, member);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      code: 'INSUFFICIENT_SLOTS',
      message: 'Slot validasi Anda habis. Silakan isi ulang saldo.',
    });
    expect((await ok('GET', `validation/document/${first.id}`, member)).status).toBe('ready');
    expect(await balance()).toBe(0);
    expect(
      (await t.ctx.db.select().from(jobs).where(eq(jobs.name, runValidationJob.name))).filter((j) =>
        JSON.stringify(j.payload).includes(first.id),
      ),
    ).toEqual([]);

    // The same validation twice at once with one slot: one runs, the other sees it running.
    await setBalance(1);
    const twice = await Promise.all([
      call('POST', `validation/${first.id}`, member),
      call('POST', `validation/${first.id}`, owner.auth),
    ]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([202, 409]);
    expect(await balance()).toBe(0);
    expect((await ledger()).filter((e) => e.reference === first.id && e.kind === 'validation')).toHaveLength(
      1,
    );

    // Two validations at once with one slot: one runs, the other finds no slot left.
    await setBalance(1);
    const second = await shipment(2);
    const third = await shipment(3);
    const both = await Promise.all([
      call('POST', `validation/${second.id}`, member),
      call('POST', `validation/${third.id}`, member),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([202, 402]);
    expect(await balance()).toBe(0);
    await runQueued(t, owner.auth, first.id);
    await runQueued(t, owner.auth, second.id);
  });

  it('fails a run on its last attempt, refunds the slot and tells the user; a re-execute charges again', async () => {
    await setBalance(1);
    const validation = await shipment(2);
    const [document] = await t.ctx.db
      .select()
      .from(validationDocuments)
      .where(eq(validationDocuments.id, validation.documents[0]!.id));
    const bytes = await t.ctx.storage.get(document!.storage_key!);
    await t.ctx.storage.delete(document!.storage_key!);
    // The run reads the file from storage (as on another worker): not the document its ingest left in memory.
    forgetDocument(document!.id);

    const executed = await ok('POST', `validation/${validation.id}`, member, undefined, 202);
    const payload = { validation_id: validation.id, run_uid: executed.uid };
    const attempt = (n: number) =>
      runValidationJob.handler(payload, {
        ctx: t.ctx,
        jobId: 'uji',
        attempt: n,
        lastAttempt: n >= runValidationJob.maxAttempts!,
        log: createLogger('silent'),
      });
    await expect(attempt(1)).rejects.toThrow();
    expect((await ok('GET', `validation/document/${validation.id}`, member)).status).toBe('processing');
    expect(await balance()).toBe(0);
    await expect(attempt(3)).rejects.toThrow();

    const detail = await ok('GET', `validation/document/${validation.id}`, member);
    expect(detail).toMatchObject({ status: 'failed', failure_reason: validationMessages.runFailed });
    expect(await balance()).toBe(1);
    const failed = await call('GET', `validation/${validation.id}/result`, staff);
    expect(failed.statusCode).toBe(409);
    expect(failed.json()).toMatchObject({ code: 'RESULT_NOT_READY', message: validationMessages.runFailed });
    const [note] = await t.ctx.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.kind, 'validation_failed'), like(notifications.link, `%${validation.id}%`)),
      );
    expect(note).toMatchObject({
      title: 'Validasi gagal',
      link: `/admin/validation/${validation.id}/result`,
    });
    expect(note!.body).toContain(validationMessages.runFailed);
    // A later attempt of the same run changes nothing.
    await attempt(3);
    expect(await balance()).toBe(1);

    // Executed again once the file is back: charged again, and this time it completes.
    await t.ctx.storage.put(document!.storage_key!, bytes);
    await ok('POST', `validation/${validation.id}`, member, undefined, 202);
    expect(await balance()).toBe(0);
    await runQueued(t, owner.auth, validation.id);
    expect((await result(validation.id)).summary.overall).toBe('match');
    const entries = (await ledger()).filter((e) => e.reference?.startsWith(validation.id));
    expect(entries.map((e) => [e.kind, e.delta])).toEqual([
      ['validation', -1],
      ['refund', 1],
      ['validation', -1],
    ]);
  });

  it('keeps other companies out (404), internal staff reading only, and drafts from running', async () => {
    await setBalance(1);
    const draft = await createValidation(t, member, [template.id]);
    const notReady = await call('POST', `validation/${draft.id}`, member);
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().code).toBe('VALIDATION_NOT_READY');
    expect(notReady.json().errors.documents).toContain('belum diunggah');
    const validation = await shipment(2);
    for (const [method, url] of [
      ['POST', `validation/${validation.id}`],
      ['GET', `validation/${validation.id}/result`],
    ] as const) {
      const res = await call(method, url, other);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe(validationMessages.validationNotFound);
    }
    const denied = await call('POST', `validation/${validation.id}`, staff);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('READ_ONLY');
    expect(await balance()).toBe(1);

    await ok('POST', `validation/${validation.id}`, owner.auth, undefined, 202);
    await runQueued(t, owner.auth, validation.id);
    const r: ValidationResult = await ok('GET', `validation/${validation.id}/result`, staff);
    const reading = r.labels.find((l) => l.readings.length > 0)!.readings[0]!;
    expect(
      (await t.app.inject({ method: 'GET', url: reading.evidence_url, headers: other })).statusCode,
    ).toBe(404);
    const unknown = `/api/v1/validation/${validation.id}/evidence/${crypto.randomUUID()}`;
    expect((await t.app.inject({ method: 'GET', url: unknown, headers: member })).statusCode).toBe(404);
    const otherReading = `validation/${validation.id}/reading/${crypto.randomUUID()}`;
    expect((await call('PUT', otherReading, member, { text: '1' })).statusCode).toBe(404);
    expect(
      (await call('PUT', `validation/${validation.id}/reading/${reading.id}`, other, { text: '1' }))
        .statusCode,
    ).toBe(404);
  });
});
