import type { LabelResult, Reading, ValidationResult } from '@vd/contract';
import { emailOutbox, notifications, validationCorrections, validationReadings } from '@vd/db';
import { DEFAULT_REVIEW_THRESHOLD } from '@vd/engine';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printNumber } from '../../../../../packages/engine/src/fixtures/format.ts';
import { makeShipment } from '../../../../../packages/engine/src/fixtures/shipment.ts';
import { grantSlots } from '../../../test/billing.ts';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { flaggedScan } from '../../../test/noisy-scan.ts';
import { fixtureDocument, type PublishedTemplate, readyValidation } from '../../../test/validation.ts';
import { runnableTemplate, runQueued } from '../../../test/validation-run.ts';

type Auth = Record<string, string>;
const GROSS = 'Berat Kotor';

/**
 * A value the engine reads with low confidence (a smudged gross weight on a scanned packing list)
 * makes its label Perlu Diperiksa, and the run too; a person settles it by confirming the value as
 * read or typing the right one (docs/review.md).
 */
describe('validation run with a value read with low confidence (Perlu Diperiksa)', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let member: Auth;
  let memberEmail: string;
  let template: PublishedTemplate;
  let validationId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const memberUser = await seedUser(t.ctx.db, t.ctx.config, { companyId: owner.companyId, role: 'member' });
    member = memberUser.auth;
    memberEmail = memberUser.user.email;
    template = await runnableTemplate(t, owner.auth);
    await grantSlots(t.ctx.db, owner.companyId, 1);
  }, 180_000);
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/${url}`, headers: member, ...(payload && { payload }) });
  const ok = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, status = 200) => {
    const res = await call(method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json().data;
  };
  const labelOf = (r: ValidationResult, name: string): LabelResult =>
    r.labels.find((l) => l.label_name === name && l.row === 0)!;
  const readingOf = (r: ValidationResult, name: string, code: string): Reading =>
    labelOf(r, name).readings.find((x) => x.document_type_code === code)!;
  /** Labels that are neither Sesuai nor Dilewati, with their verdicts. */
  const unsettled = (r: ValidationResult) =>
    r.labels
      .filter((l) => l.verdict !== 'match' && l.verdict !== 'skipped')
      .map((l) => [l.label_name, l.verdict]);

  it('runs a shipment whose scanned packing list has a smudged gross weight: that label is Perlu Diperiksa', async () => {
    const [sample, target] = await Promise.all([
      fixtureDocument('packing-list', 1),
      fixtureDocument('packing-list', 2),
    ]);
    const scan = await flaggedScan(target, sample, GROSS);
    const validation = await readyValidation(t, member, template, 2, {
      'packing-list': { bytes: scan.jpeg, name: 'packing-list.jpg' },
    });
    validationId = validation.id;
    await ok('POST', `validation/${validationId}`, undefined, 202);
    await runQueued(t, member, validationId);

    const r: ValidationResult = await ok('GET', `validation/${validationId}/result`);
    expect(unsettled(r)).toEqual([[GROSS, 'review']]);
    expect(r.summary).toMatchObject({ overall: 'review', review: 1, mismatch: 0, missing: 0 });
    const gross = labelOf(r, GROSS);
    const pl = readingOf(r, GROSS, 'PL');
    expect(pl.review).toBe(true);
    expect(pl.confidence).toBeLessThan(DEFAULT_REVIEW_THRESHOLD);
    expect(pl.value).not.toBeNull();
    expect(pl.reason).toBeTruthy();
    expect(gross.readings.filter((x) => x.review).map((x) => x.document_type_code)).toEqual(['PL']);
    // The reason names the document and the confidence, and carries the engine's reason.
    expect(gross.reason).toContain(`${GROSS} di Packing List`);
    expect(gross.reason).toContain(`${Math.round(pl.confidence * 100)}%`);
    const engineReason = pl.reason!.replace(/\.$/, '').split(';')[0]!.toLowerCase();
    expect(gross.reason.toLowerCase()).toContain(engineReason);

    // The run's notification and e-mail say Perlu Diperiksa, never Sesuai.
    const [note] = await t.ctx.db
      .select()
      .from(notifications)
      .where(like(notifications.link, `%${validationId}%`));
    expect(note).toMatchObject({ verdict: 'review', title: 'Validasi selesai: Perlu Diperiksa' });
    expect(note!.body).toContain('1 perlu diperiksa');
    const mails = (await t.ctx.db.select().from(emailOutbox)).filter(
      (m) => m.log_hint === `validasi ${validationId}`,
    );
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [[memberEmail], expect.stringMatching(/: Perlu Diperiksa$/)],
    ]);
  }, 240_000);

  it('typing the value printed settles the smudged read: the comparison reruns as for any value', async () => {
    const before: ValidationResult = await ok('GET', `validation/${validationId}/result`);
    const pl = readingOf(before, GROSS, 'PL');
    // As printed on the packing list (English writing); OCR may have read it otherwise.
    const printed = `${printNumber(makeShipment(2).grossKg, 2, 'en')} KGS`;
    const after: ValidationResult = await ok('PUT', `validation/${validationId}/reading/${pl.id}`, {
      text: printed,
    });
    expect(readingOf(after, GROSS, 'PL')).toMatchObject({
      review: false,
      reason: null,
      value: makeShipment(2).grossKg,
      corrected: true,
      original_text: pl.text,
      corrections: [{ old_text: pl.text }],
    });
    expect(labelOf(after, GROSS).verdict).toBe('match');
    expect(after.summary).toMatchObject({ overall: 'match', review: 0, mismatch: 0 });
  });

  it('a stored flag is honoured when another value is corrected; confirming the value as read settles it', async () => {
    const before: ValidationResult = await ok('GET', `validation/${validationId}/result`);
    const ci = readingOf(before, GROSS, 'CI');
    // As the engine would have stored a low-confidence read of the invoice's gross weight.
    await t.ctx.db
      .update(validationReadings)
      .set({
        review: true,
        confidence: 0.42,
        reason: 'Terbaca dengan keyakinan rendah; periksa nilainya pada dokumen.',
      })
      .where(eq(validationReadings.id, ci.id));
    // Correcting another label reruns the comparison from the stored readings, flag included.
    const invoice = readingOf(before, 'Nomor Invoice', 'PEB');
    const rerun: ValidationResult = await ok('PUT', `validation/${validationId}/reading/${invoice.id}`, {
      text: invoice.text,
    });
    expect(unsettled(rerun)).toEqual([[GROSS, 'review']]);
    expect(labelOf(rerun, GROSS).reason).toBe(
      `${GROSS} di Commercial Invoice terbaca dengan keyakinan rendah (42%); periksa nilainya pada dokumen.`,
    );
    expect(readingOf(rerun, GROSS, 'CI')).toMatchObject({ review: true, confidence: 0.42 });
    expect(rerun.summary).toMatchObject({ overall: 'review', review: 1 });

    // The text read sent back unchanged (as the correction dialog offers it): confirmed as read.
    const confirmed: ValidationResult = await ok('PUT', `validation/${validationId}/reading/${ci.id}`, {
      text: ci.text.replace(/\s+/g, ' '),
    });
    expect(readingOf(confirmed, GROSS, 'CI')).toMatchObject({
      review: false,
      reason: null,
      text: ci.text,
      value: ci.value,
      confidence: 0.42,
      corrected: true,
      original_text: ci.text,
      corrections: [{ old_text: ci.text, new_text: ci.text }],
    });
    expect(labelOf(confirmed, GROSS).verdict).toBe('match');
    expect(confirmed.summary).toMatchObject({ overall: 'match', review: 0 });
    const [row] = await t.ctx.db
      .select()
      .from(validationCorrections)
      .where(eq(validationCorrections.reading_id, ci.id));
    expect(row).toMatchObject({ old_value: ci.value, new_value: ci.value });
  });
});
