import { validationDocuments, validations } from '@vd/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { seedCompletedValidation } from '../../../test/validation-seed.ts';
import { refreshValidationStatus } from './validation-status.ts';

// Two transactions at once need a database server: the embedded database runs one at a time.
describe.skipIf(!process.env.DATABASE_URL)('the state of a validation whose documents change at once', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is ready when two workers finish its last two documents at the same time', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const { validation } = await seedCompletedValidation(t.ctx.db, owner.companyId, owner.user.id, {
      status: 'draft',
    });
    const documents = await t.ctx.db
      .select({ id: validationDocuments.id })
      .from(validationDocuments)
      .where(eq(validationDocuments.validation_id, validation.id));
    expect(documents).toHaveLength(2);

    // Each transaction dates its document, waits until the other has dated its own (neither has
    // committed), then counts the validation's documents, as two ingest jobs finishing together do.
    let dated = 0;
    let bothDated: () => void = () => {};
    const barrier = new Promise<void>((resolve) => {
      bothDated = resolve;
    });
    await Promise.all(
      documents.map((document) =>
        t.ctx.db.transaction(async (tx) => {
          await tx
            .update(validationDocuments)
            .set({ date_format: 'DD/MM/YYYY' })
            .where(eq(validationDocuments.id, document.id));
          if (++dated === 2) bothDated();
          await barrier;
          await refreshValidationStatus(tx, validation.id);
        }),
      ),
    );

    const [after] = await t.ctx.db
      .select({ status: validations.status })
      .from(validations)
      .where(eq(validations.id, validation.id));
    expect(after!.status).toBe('ready');
  });
});
