import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ValidationResult } from '@vd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeShipment } from '../../../../../packages/engine/src/fixtures/shipment.ts';
import { grantSlots } from '../../../test/billing.ts';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { plantedDifferences } from '../../../test/planted-shipment.ts';
import { readyValidation } from '../../../test/validation.ts';
import { runnableTemplate, runQueued } from '../../../test/validation-run.ts';

const root = new URL('../../../../../', import.meta.url).pathname;

/**
 * One comparison (docs/architecture.md): the engine's command line `compare`, given the readings a
 * validation run stored (as `extract` outputs) and the labels' logic, gives every label row the
 * verdict and the reason the run gave it, and the same overall verdict.
 */
describe('the CLI compare and a validation run agree', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let dir: string;

  beforeAll(async () => {
    t = await buildTestApp();
    dir = await mkdtemp(join(tmpdir(), 'vd-agreement-'));
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('gives the same verdicts and reasons on the same readings', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const template = await runnableTemplate(t, owner.auth);
    await grantSlots(t.ctx.db, owner.companyId, 1);
    const facts = makeShipment(3);
    const validation = await readyValidation(t, owner.auth, template, 3, await plantedDifferences(facts));
    const run = await t.app.inject({
      method: 'POST',
      url: `/api/v1/validation/${validation.id}`,
      headers: owner.auth,
    });
    expect(run.statusCode, run.body).toBe(202);
    await runQueued(t, owner.auth, validation.id);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/validation/${validation.id}/result`,
      headers: owner.auth,
    });
    const result: ValidationResult = res.json().data;
    // The run has something of every kind the comparison decides.
    const verdicts = new Set(result.labels.map((l) => l.verdict));
    for (const v of ['match', 'match_within_tolerance', 'mismatch', 'invalid']) expect(verdicts).toContain(v);

    // Each document's readings as `extract` prints them, in the order the run read them.
    const documents = new Map<string, { name: string; labels: object[] }>();
    for (const label of result.labels) {
      for (const r of label.readings) {
        const doc = documents.get(r.document_id) ?? { name: r.document_type_name, labels: [] };
        documents.set(r.document_id, doc);
        doc.labels.push({
          label: label.label_name,
          text: r.text,
          value: r.value,
          type: label.data_type,
          confidence: r.confidence,
          review: r.review,
          ...(r.unit ? { unit: r.unit } : {}),
          ...(r.reason ? { reason: r.reason } : {}),
          ...(label.row > 0 ? { group: label.label_name, row: label.row } : {}),
        });
      }
    }
    // In the validation's order of documents, as the run compares them.
    const order = result.validation.documents.map((d) => d.id);
    const files: string[] = [];
    for (const doc of [...documents]
      .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
      .map(([, d]) => d)) {
      const file = join(dir, `${doc.name}.json`);
      await writeFile(file, JSON.stringify({ pages: 1, labels: doc.labels }));
      files.push(file);
    }
    const labels = Object.fromEntries(
      result.labels.map((l) => [l.label_name, { ...l.logic, type: l.data_type, master: l.is_master }]),
    );
    const masterId = result.labels.find((l) => l.reference_document_id)?.reference_document_id;
    const rulesFile = join(dir, 'rules.json');
    await writeFile(
      rulesFile,
      JSON.stringify({ master: masterId ? documents.get(masterId)?.name : undefined, labels }),
    );

    // The command line as a user runs it: `npm run -s engine -- compare --rules R.json A.json ...`.
    const cli = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        'npm',
        ['run', '-s', 'engine', '--', 'compare', '--rules', rulesFile, ...files],
        { cwd: root, maxBuffer: 16 * 1024 * 1024 },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
    expect(cli.code, cli.stderr).toBe(0);
    const output = JSON.parse(cli.stdout) as {
      overall: string;
      labels: Array<{ label: string; verdict: string; reason: string }>;
    };
    const byKey = new Map(output.labels.map((l) => [l.label, l]));
    for (const label of result.labels) {
      const key = label.row > 0 ? `${label.label_name} [baris ${label.row}]` : label.label_name;
      expect(byKey.get(key), key).toMatchObject({ verdict: label.verdict, reason: label.reason });
    }
    expect(output.labels).toHaveLength(result.labels.length);
    expect(output.overall).toBe(result.summary.overall);
  }, 240_000);
});
