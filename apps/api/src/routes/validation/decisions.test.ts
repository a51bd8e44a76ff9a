import type { LabelResult, ValidationResult } from '@vd/contract';
import { notifications, slotLedger, validationDecisions } from '@vd/db';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeShipment } from '../../../../../packages/engine/src/fixtures/shipment.ts';
import { grantSlots, internalAuth } from '../../../test/billing.ts';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { plantedDifferences } from '../../../test/planted-shipment.ts';
import { type PublishedTemplate, publishedTemplate, readyValidation } from '../../../test/validation.ts';
import { runnableTemplate, runQueued } from '../../../test/validation-run.ts';

type Auth = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Verdicts that say what happened (Sesuai dalam toleransi, Format tidak valid, an Incoterm compared
 * by its code), decisions that accept a real difference with a reason, the sign-off of an admin or
 * owner, and a run with nothing to compare refused before it is charged (docs/review.md).
 */
describe('validation review: verdicts, decisions and sign-off', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof seedUser>>;
  let admin: Auth;
  let member: Auth;
  let staff: Auth;
  let other: Auth;
  let template: PublishedTemplate;
  let validationId: string;
  const facts = makeShipment(3);

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await seedUser(t.ctx.db, t.ctx.config);
    admin = (await seedUser(t.ctx.db, t.ctx.config, { companyId: owner.companyId, role: 'admin' })).auth;
    member = (await seedUser(t.ctx.db, t.ctx.config, { companyId: owner.companyId, role: 'member' })).auth;
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
  const labelOf = (r: ValidationResult, name: string): LabelResult =>
    r.labels.find((l) => l.label_name === name && l.row === 0)!;
  const balance = async () =>
    (await t.ctx.db.select().from(slotLedger).where(eq(slotLedger.company_id, owner.companyId))).reduce(
      (sum, e) => sum + e.delta,
      0,
    );

  it('runs a shipment with a difference inside the tolerance, one beyond it and a container failing its check digit', async () => {
    await grantSlots(t.ctx.db, owner.companyId, 1);
    const validation = await readyValidation(t, member, template, 3, await plantedDifferences(facts));
    validationId = validation.id;
    await ok('POST', `validation/${validationId}`, member, undefined, 202);
    await runQueued(t, member, validationId);
    const r: ValidationResult = await ok('GET', `validation/${validationId}/result`, member);

    const gross = labelOf(r, 'Berat Kotor');
    expect(gross.verdict).toBe('match_within_tolerance');
    expect(gross.reason).toMatch(/^Berat Kotor sesuai dalam toleransi: di PEB [\d.,]+ kg, di /);
    expect(gross.reason).toContain('dalam toleransi 0,5%');
    expect(gross.readings.every((x) => x.equal === true)).toBe(true);

    const net = labelOf(r, 'Berat Bersih');
    expect(net.verdict).toBe('mismatch');
    expect(net.decision).toBeNull();

    const containerLabel = r.labels.find((l) => l.data_type === 'container' && l.row === 0)!;
    expect(containerLabel.verdict).toBe('invalid');
    const container = facts.containers[0]!;
    const blReading = containerLabel.readings.find((x) => x.document_type_code === 'BL')!;
    expect(blReading.value).toBeNull();
    expect(blReading.text).toContain(container.slice(0, 4));
    expect(containerLabel.reason).toContain('formatnya tidak valid');
    expect(containerLabel.reason).toContain('ISO 6346');

    // The invoice prints "FOB JAKARTA", the PEB "FOB": the same Incoterm.
    expect(labelOf(r, 'Incoterm').verdict).toBe('match');

    expect(r.summary).toMatchObject({
      overall: 'mismatch',
      mismatch: 1,
      within_tolerance: 1,
      invalid: 1,
      accepted: 0,
    });
    expect(r.validation.signed_off).toBeNull();
  });

  it('accepts the net weight difference with a reason: counted as accepted, kept in the audit when withdrawn', async () => {
    const first: ValidationResult = await ok('GET', `validation/${validationId}/result`, member);
    const body = async (reason: string) => ({
      document_label_id: labelOf(first, 'Berat Bersih').document_label_id,
      label_name: 'Berat Bersih',
      row: 0,
      reason,
    });
    const url = `validation/${validationId}/decision`;
    // Refused: no reason, a label that is not a difference, internal staff, another company.
    expect((await call('POST', url, member, await body(' '))).statusCode).toBe(400);
    const gross = labelOf(await ok('GET', `validation/${validationId}/result`, member), 'Berat Kotor');
    const notMismatch = await call('POST', url, member, {
      document_label_id: gross.document_label_id,
      label_name: 'Berat Kotor',
      row: 0,
      reason: 'Sudah dicek',
    });
    expect(notMismatch.statusCode).toBe(409);
    expect(notMismatch.json().code).toBe('DECISION_NOT_MISMATCH');
    expect((await call('POST', url, staff, await body('Sudah dicek'))).statusCode).toBe(403);
    expect((await call('POST', url, other, await body('Sudah dicek'))).statusCode).toBe(404);

    const reason = 'Berat bersih PEB termasuk kemasan dalam; disetujui pembeli';
    const accepted: ValidationResult = await ok('POST', url, member, await body(reason));
    const net = labelOf(accepted, 'Berat Bersih');
    expect(net.verdict).toBe('mismatch');
    expect(net.decision).toMatchObject({ reason, user_name: expect.any(String) });
    expect(accepted.summary).toMatchObject({ overall: 'review', mismatch: 0, accepted: 1, invalid: 1 });
    // The notification follows the run's current verdict.
    const [note] = await t.ctx.db
      .select()
      .from(notifications)
      .where(like(notifications.link, `%${validationId}%`));
    expect(note).toMatchObject({ verdict: 'review', title: 'Validasi selesai: Perlu Diperiksa' });
    expect(note!.body).toContain('1 perbedaan diterima');

    // Withdrawn: Tidak Sesuai again; both decisions stay in the table for the audit.
    const decisionId = net.decision!.id;
    expect((await call('DELETE', `${url}/${decisionId}`, other)).statusCode).toBe(404);
    const withdrawn: ValidationResult = await ok('DELETE', `${url}/${decisionId}`, member);
    expect(labelOf(withdrawn, 'Berat Bersih').decision).toBeNull();
    expect(withdrawn.summary).toMatchObject({ overall: 'mismatch', mismatch: 1, accepted: 0 });
    expect((await call('DELETE', `${url}/${decisionId}`, member)).statusCode).toBe(404);
    await ok('POST', url, member, await body(reason));
    // The audit trail names the standing decision.
    const audits = await call(
      'GET',
      `validation/audit?search=${encodeURIComponent(first.validation.name)}`,
      member,
    );
    expect(audits.statusCode, audits.body).toBe(200);
    expect(audits.json().data[0]).toMatchObject({
      accepted: 1,
      decisions: [expect.stringContaining(reason)],
    });
    const kept = await t.ctx.db
      .select()
      .from(validationDecisions)
      .where(eq(validationDecisions.validation_id, validationId));
    expect(kept.map((d) => d.withdrawn_at === null).sort()).toEqual([false, true]);
  });

  it('is signed off by an admin or owner only; after sign-off corrections and decisions wait for its withdrawal', async () => {
    const url = `validation/${validationId}/sign-off`;
    expect((await call('POST', url, member)).statusCode).toBe(403);
    expect((await call('POST', url, staff)).statusCode).toBe(403);
    expect((await call('POST', url, other)).statusCode).toBe(404);
    const signed = await ok('POST', url, admin);
    expect(signed.signed_off).toMatchObject({ user_name: expect.any(String), at: expect.any(String) });
    expect((await call('POST', url, owner.auth)).json().code).toBe('SIGNED_OFF');

    const r: ValidationResult = await ok('GET', `validation/${validationId}/result`, member);
    expect(r.validation.signed_off).not.toBeNull();
    const reading = labelOf(r, 'Berat Bersih').readings[0]!;
    const correction = await call('PUT', `validation/${validationId}/reading/${reading.id}`, member, {
      text: reading.text,
    });
    expect(correction.statusCode).toBe(409);
    expect(correction.json()).toMatchObject({
      code: 'SIGNED_OFF',
      message:
        'Validasi ini sudah disetujui. Tarik persetujuan terlebih dahulu untuk mengubah nilai atau keputusan.',
    });
    const decision = labelOf(r, 'Berat Bersih').decision!;
    expect(
      (await call('DELETE', `validation/${validationId}/decision/${decision.id}`, member)).json().code,
    ).toBe('SIGNED_OFF');

    expect((await call('DELETE', url, member)).statusCode).toBe(403);
    const withdrawn = await ok('DELETE', url, owner.auth);
    expect(withdrawn.signed_off).toBeNull();
    expect((await call('DELETE', url, owner.auth)).json().code).toBe('NOT_SIGNED_OFF');
    await ok('DELETE', `validation/${validationId}/decision/${decision.id}`, member);
  });

  it('refuses to execute a shipment with nothing to compare, before a slot is charged', async () => {
    const single = await publishedTemplate(t, owner.auth, ['invoice'], { name: 'Invoice saja' });
    const validation = await readyValidation(t, member, single, 2);
    await grantSlots(t.ctx.db, owner.companyId, 1);
    const before = await balance();
    const res = await call('POST', `validation/${validation.id}`, member);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NOTHING_TO_COMPARE' });
    expect(res.json().message).toContain('Tidak ada yang dibandingkan');
    expect(await balance()).toBe(before);
    // The wizard says so before execute: the documents are ready, yet it cannot run.
    const detail = await ok('GET', `validation/document/${validation.id}`, member);
    expect(detail).toMatchObject({ status: 'ready', can_execute: false });
    expect(detail.blockers.join(' ')).toContain('Tidak ada yang dibandingkan');
  });
});
