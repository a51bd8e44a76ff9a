import { type LabelResult, type ValidationResult, validationMessages } from '@vd/contract';
import { slotLedger, validationDocumentPages, validationDocuments } from '@vd/db';
import { detectNumberFormat, ingest, SLIP_NOTE } from '@vd/engine';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DOCUMENTS } from '../../../../../packages/engine/src/fixtures/generate.ts';
import { Random } from '../../../../../packages/engine/src/fixtures/random.ts';
import { fedTurned, scanPage } from '../../../../../packages/engine/src/fixtures/scan.ts';
import { NO_SHIFT } from '../../../../../packages/engine/src/fixtures/sheet.ts';
import { makeShipment, type Shipment } from '../../../../../packages/engine/src/fixtures/shipment.ts';
import { wrapImage, writePdf } from '../../../../../packages/engine/src/fixtures/write-pdf.ts';
import { grantSlots } from '../../../test/billing.ts';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';
import {
  createValidation,
  type Fixture,
  fixtureDocument,
  ingestValidationNow,
  type PublishedTemplate,
  uploadShipmentDocument,
} from '../../../test/validation.ts';
import { runnableTemplate, runQueued } from '../../../test/validation-run.ts';
import { forgetDocument, shipmentEngineDocument } from '../../services/documents/engine-document-cache.ts';

type Auth = Record<string, string>;

/** A digit and the one OCR takes it for on scans (compare/ocr-slip.ts). */
const LOOKALIKE_DIGIT: Record<string, string> = { '3': '8', '8': '3', '6': '8', '0': '8', '5': '6' };

/** The fixture order of the generator (generate.ts), so a set's scans turn by the bench's angles. */
const FIXTURES: Fixture[] = ['invoice', 'packing-list', 'bill-of-lading', 'peb'];

/** A file as uploaded. */
interface UploadFile {
  bytes: Buffer;
  name: string;
}

interface ScannedFile extends UploadFile {
  angle: number;
  /** The scanned page itself (what a PDF wraps). */
  jpeg: Buffer;
}

/**
 * The shipment's four documents as the fixture generator scans them (scan.ts: 200 DPI, turned,
 * blurred, grey, JPEG): the packing list as the JPEG itself, the others wrapped in a PDF, as
 * scanners deliver them. `seed`: the generator's for that set (set * 31 + 7).
 */
async function scannedShipment(facts: Shipment, seed: number): Promise<Record<Fixture, ScannedFile>> {
  const random = new Random(seed);
  const files = {} as Record<Fixture, ScannedFile>;
  for (const fixture of FIXTURES) {
    const pdf = await writePdf(DOCUMENTS[fixture]!.build(facts, NO_SHIFT).ops);
    const { jpeg, angle } = await scanPage(pdf, random);
    files[fixture] =
      fixture === 'packing-list'
        ? { bytes: jpeg, name: `${fixture}.jpg`, angle, jpeg }
        : { bytes: await wrapImage(jpeg), name: `${fixture}.pdf`, angle, jpeg };
  }
  return files;
}

/** A PEB printed with `facts` and scanned as a PDF (the same scan for every call: seed 4242). */
async function scannedPeb(facts: Shipment): Promise<ScannedFile> {
  const pdf = await writePdf(DOCUMENTS.peb!.build(facts, NO_SHIFT).ops);
  const { jpeg, angle } = await scanPage(pdf, new Random(4242));
  return { bytes: await wrapImage(jpeg), name: 'peb.pdf', angle, jpeg };
}

/**
 * Set 2's four scans, made once for the file: every test starts from them, some replacing the PEB
 * in their own copy (scanning a page takes a second or two of CPU, and the tests ran it 24 times).
 */
let set2Scans: Promise<Record<Fixture, ScannedFile>> | undefined;
const scannedSet2 = async (): Promise<Record<Fixture, ScannedFile>> => {
  set2Scans ??= scannedShipment(makeShipment(2), 2 * 31 + 7);
  return { ...(await set2Scans) };
};

describe('validation run on scanned documents (OCR)', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof seedUser>>;
  let member: Auth;
  let template: PublishedTemplate;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await seedUser(t.ctx.db, t.ctx.config);
    member = (await seedUser(t.ctx.db, t.ctx.config, { companyId: owner.companyId, role: 'member' })).auth;
    template = await runnableTemplate(t, owner.auth);
    await grantSlots(t.ctx.db, owner.companyId, 5);
  }, 180_000);
  afterAll(() => t.close());

  const ok = async (method: 'GET' | 'POST', url: string, status = 200) => {
    const res = await t.app.inject({ method, url: `/api/v1/${url}`, headers: member });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json().data;
  };

  const fixtureOf = (sampleDocumentId: string | null) =>
    template.documents.find((d) => d.id === sampleDocumentId)!.fixture;

  /** The number writing each fixture's text layer shows in all its words (set 2), by fixture. */
  let writingOfSet2: Promise<Record<Fixture, string | null>> | undefined;
  const wholeWriting = () => {
    writingOfSet2 ??= readWholeWriting();
    return writingOfSet2;
  };
  const readWholeWriting = async () => {
    const writing = {} as Record<Fixture, string | null>;
    for (const fixture of FIXTURES) {
      const read = await ingest((await fixtureDocument(fixture, 2)).pdf);
      writing[fixture] = detectNumberFormat(read.pages.flatMap((p) => p.words.map((w) => w.text))) ?? null;
    }
    return writing;
  };

  /** The stored pages of a validation's documents. */
  const storedPages = (documentIds: string[]) =>
    t.ctx.db
      .select()
      .from(validationDocumentPages)
      .where(inArray(validationDocumentPages.document_id, documentIds))
      .orderBy(validationDocumentPages.document_id, validationDocumentPages.number);

  /** Uploads and ingests every file (a scan not OCRed whole: only the zones of its dates and numbers). */
  const upload = async (files: Record<Fixture, UploadFile>) => {
    const validation = await createValidation(t, member, [template.id]);
    for (const document of validation.documents) {
      const file = files[fixtureOf(document.template_document_id)];
      const res = await uploadShipmentDocument(t, member, template.id, document.id, file.bytes, file.name);
      expect(res.statusCode, res.body).toBe(202);
      await ingestValidationNow(t.ctx, document.id);
    }
    return validation;
  };

  /** Uploads and ingests every scan, executes and runs the validation; answers its result. */
  const run = async (files: Record<Fixture, ScannedFile>): Promise<ValidationResult> => {
    const validation = await upload(files);
    const detail = await ok('GET', `validation/document/${validation.id}`);
    // Every scan was read and dated: the format each document prints, found on its OCR text.
    expect(
      (detail.documents as Array<{ file_name: string; status: string; date_format: string | null }>).map(
        (d) => [d.file_name, d.status, d.date_format],
      ),
    ).toEqual(
      validation.documents.map((d) => {
        const { fixture } = template.documents.find((s) => s.id === d.template_document_id)!;
        return [files[fixture].name, 'ready', DOCUMENTS[fixture]!.dateFormat];
      }),
    );
    expect(detail.status).toBe('ready');
    const pages = await storedPages(validation.documents.map((d) => d.id));
    expect(pages.map((p) => p.source)).toEqual(['ocr', 'ocr', 'ocr', 'ocr']);
    // The upload stored the scans unread: no page was OCRed whole (issue 15).
    expect(pages.map((p) => [p.complete, (p.words as unknown[]).length])).toEqual(
      pages.map(() => [false, 0]),
    );
    // The number writing found in the zones of the dates and numbers is the one the whole text shows.
    const writing = await wholeWriting();
    const rows = await t.ctx.db
      .select()
      .from(validationDocuments)
      .where(eq(validationDocuments.validation_id, validation.id));
    expect(rows.map((r) => [fixtureOf(r.template_document_id), r.detected_number_format])).toEqual(
      rows.map((r) => [fixtureOf(r.template_document_id), writing[fixtureOf(r.template_document_id)]]),
    );
    // The run reads each scan from the document its ingest left in memory (decoded and straightened),
    // not from the stored file again.
    const storedKeys = new Set(rows.map((r) => r.storage_key));
    const read = vi.spyOn(t.ctx.storage, 'get');
    await ok('POST', `validation/${validation.id}`, 202);
    await runQueued(t, member, validation.id);
    expect(read.mock.calls.filter(([key]) => storedKeys.has(key))).toEqual([]);
    read.mockRestore();
    // The run read the labelled zones only: no page of the documents it read became whole.
    for (const row of rows) {
      const read = await shipmentEngineDocument(t.ctx, row);
      expect(read.pages.map((p) => p.complete)).toEqual([false]);
    }
    expect((await storedPages(rows.map((r) => r.id))).every((p) => (p.words as unknown[]).length === 0)).toBe(
      true,
    );
    return ok('GET', `validation/${validation.id}/result`);
  };

  const verdicts = (r: ValidationResult, keep: (l: LabelResult) => boolean) =>
    r.labels
      .filter(keep)
      .map(
        (l) =>
          `${l.label_name}#${l.row} ${l.verdict}: ${l.reason} [${l.readings.map((x) => `${x.document_type_code}=${x.text}`).join(' | ')}]`,
      );

  /**
   * The Perlu Diperiksa rows of a result: each must come from a value the engine flagged (read with
   * low confidence) or from values one misread of a scan apart (SLIP_NOTE); which values a scan
   * leaves uncertain is the engine's to say.
   */
  const reviewed = (r: ValidationResult) => {
    const rows = r.labels.filter((l) => l.verdict === 'review');
    for (const label of rows) {
      expect(
        label.readings.some((x) => x.review) || label.reason.endsWith(SLIP_NOTE),
        `${label.label_name}: ${label.reason}`,
      ).toBe(true);
    }
    return rows;
  };
  const settled = (l: LabelResult) =>
    l.verdict !== 'match' && l.verdict !== 'skipped' && l.verdict !== 'review';

  /**
   * One run for three things a scan must survive (each run OCRs four scans: the file's longest part):
   * a shipment whose documents agree passes, its PEB fed upside down through a document feeder and
   * its bill of lading laid on its side on the scanner read as the others do, and each is stored
   * turned as it was found (its viewer image and evidence crops upright) and read back without
   * looking again.
   */
  it('passes a scanned shipment whose documents agree, its PEB fed upside down and its bill of lading laid on its side', async () => {
    const files = await scannedSet2();
    const turn = async (fixture: Fixture, degrees: 90 | 180) => {
      const turned = await fedTurned(files[fixture].jpeg, degrees);
      files[fixture] = { ...files[fixture], bytes: await wrapImage(turned), jpeg: turned };
    };
    await turn('peb', 180);
    await turn('bill-of-lading', 90);
    const r = await run(files);
    expect(r.validation.status).toBe('completed');
    expect(verdicts(r, settled)).toEqual([]);
    const review = reviewed(r);
    // Skipped only where one document prints the label.
    for (const label of r.labels.filter((l) => l.verdict === 'skipped')) {
      expect(label.readings.length, `${label.label_name}`).toBeLessThanOrEqual(1);
    }
    const compared = r.labels.filter((l) => l.verdict !== 'skipped');
    expect(compared.length).toBeGreaterThan(10);
    expect(r.summary).toMatchObject({
      overall: review.length > 0 ? 'review' : 'match',
      mismatch: 0,
      missing: 0,
      review: review.length,
      match: compared.length - review.length,
    });
    const facts = makeShipment(2);
    const gross = r.labels.find((l) => l.label_name === 'Berat Kotor')!;
    expect(gross.readings.map((x) => [x.document_type_code, x.value]).sort()).toEqual(
      ['BL', 'CI', 'PEB', 'PL'].map((code) => [code, facts.grossKg]),
    );
    // The evidence of a scanned reading: cut from the stored (straightened) page image.
    const evidence = await t.app.inject({
      method: 'GET',
      url: gross.readings.find((x) => x.document_type_code === 'PL')!.evidence_url,
      headers: member,
    });
    expect(evidence.statusCode).toBe(200);
    expect(evidence.headers['content-type']).toBe('image/webp');
    expect(evidence.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    // The dates were read as the documents print them.
    const dates = r.labels.filter((l) => l.data_type === 'date').flatMap((l) => l.readings);
    expect(dates.length).toBeGreaterThanOrEqual(4);
    for (const reading of dates) expect([facts.invoiceDate, facts.blDate]).toContain(reading.value);

    const rows = await t.ctx.db
      .select()
      .from(validationDocuments)
      .where(eq(validationDocuments.validation_id, r.validation.id));
    const rowOf = (fixture: Fixture) => rows.find((row) => fixtureOf(row.template_document_id) === fixture)!;
    const [peb, bl] = [rowOf('peb'), rowOf('bill-of-lading')];
    const pageOf = async (row: typeof peb) => (await storedPages([row.id]))[0]!;
    // The PEB was stored turned over; the pages scanned upright were stored so.
    expect(Math.abs((await pageOf(peb)).skew - 180)).toBeLessThan(6);
    const upright = rows.filter((row) => row !== peb && row !== bl).map((row) => row.id);
    expect((await storedPages(upright)).every((p) => Math.abs(p.skew) < 6)).toBe(true);
    // The bill of lading's file page is landscape; the stored skew holds the quarter turn, the
    // viewer image stands upright.
    const side = await pageOf(bl);
    expect(side.width).toBeGreaterThan(side.height);
    expect(Math.abs(side.skew - 90)).toBeLessThan(6);
    const image = await sharp(await t.ctx.storage.get(side.image_key)).metadata();
    expect(image.height).toBeGreaterThan(image.width);
    // A document read back from storage keeps its turn without looking again.
    forgetDocument(peb.id);
    forgetDocument(bl.id);
    expect((await shipmentEngineDocument(t.ctx, peb)).pages[0]).toMatchObject({ turn: 180 });
    expect((await shipmentEngineDocument(t.ctx, bl)).pages[0]).toMatchObject({ turn: 90 });
  }, 240_000);

  it('fails the run cleanly when a stored scan cannot be decoded when its zones are read', async () => {
    // The invoice is a scan; the other documents are digital (read without OCR: only one scan is
    // needed to fail on).
    const files: Record<Fixture, UploadFile> = { ...(await scannedSet2()) };
    for (const fixture of FIXTURES.filter((f) => f !== 'invoice')) {
      files[fixture] = { bytes: (await fixtureDocument(fixture, 2)).pdf, name: `${fixture}.pdf` };
    }
    const validation = await upload(files);
    expect((await ok('GET', `validation/document/${validation.id}`)).status).toBe('ready');
    // The scan's stored file is damaged after its upload was read, and the run reads it from
    // storage (as on another worker, or once the cache's idle time has passed).
    const scan = validation.documents.find((d) => fixtureOf(d.template_document_id) === 'invoice')!;
    forgetDocument(scan.id);
    const [first] = await t.ctx.db
      .select()
      .from(validationDocuments)
      .where(eq(validationDocuments.id, scan.id));
    const stored = await t.ctx.storage.get(first!.storage_key!);
    await t.ctx.storage.put(
      first!.storage_key!,
      Buffer.concat([stored.subarray(0, 300), Buffer.alloc(4000, 7)]),
    );
    const balance = async () =>
      (await t.ctx.db.select().from(slotLedger).where(eq(slotLedger.company_id, owner.companyId))).reduce(
        (sum, e) => sum + e.delta,
        0,
      );
    const slots = await balance();
    const documentIds = validation.documents.map((d) => d.id);
    const pagesBefore = await storedPages(documentIds);

    await ok('POST', `validation/${validation.id}`, 202);
    await runQueued(t, member, validation.id);
    const detail = await ok('GET', `validation/document/${validation.id}`);
    expect(detail.status).toBe('failed');
    expect(detail.failure_reason).toMatch(new RegExp(`^${first!.document_type_name}: `));
    expect(detail.failure_reason.endsWith(validationMessages.runFailed)).toBe(true);
    // The slot came back and nothing of the failed run was stored.
    expect(await balance()).toBe(slots);
    const result = await t.app.inject({
      method: 'GET',
      url: `/api/v1/validation/${validation.id}/result`,
      headers: member,
    });
    expect(result.statusCode).toBe(409);
    expect(await storedPages(documentIds)).toEqual(pagesBefore);
  }, 240_000);

  /**
   * One scanned shipment whose PEB prints two weights differently (each run OCRs four scans, so the
   * two tests below share it): its net weight 3% off the other documents', and its gross weight
   * with one digit changed into its lookalike (3 and 8, 6 and 8...).
   */
  const facts2 = makeShipment(2);
  const lookalike = (value: number) => {
    const printed = String(value);
    const at = [...printed].findIndex((c, i) => i > 0 && c in LOOKALIKE_DIGIT);
    return Number(printed.slice(0, at) + LOOKALIKE_DIGIT[printed[at]!] + printed.slice(at + 1));
  };
  const wrongNet = Math.round(facts2.netKg * 1.03 * 10) / 10;
  const lookalikeGross = lookalike(facts2.grossKg);
  let differing: Promise<ValidationResult> | undefined;
  const differingPebRun = () => {
    differing ??= (async () => {
      const files = await scannedSet2();
      files.peb = await scannedPeb({ ...facts2, grossKg: lookalikeGross, netKg: wrongNet });
      return run(files);
    })();
    return differing;
  };

  it('finds exactly the PEB net weight that differs on a scanned shipment', async () => {
    const r = await differingPebRun();
    expect(r.validation.status).toBe('completed');
    expect(verdicts(r, settled)).toEqual([expect.stringMatching(/^Berat Bersih#0 mismatch: /)]);
    expect(r.summary).toMatchObject({
      overall: 'mismatch',
      mismatch: 1,
      missing: 0,
      review: reviewed(r).length,
    });
    const net = r.labels.find((l) => l.label_name === 'Berat Bersih')!;
    expect(net.readings.find((x) => x.document_type_code === 'PEB')).toMatchObject({ value: wrongNet });
    expect(net.readings.find((x) => x.document_type_code === 'PL')).toMatchObject({ value: facts2.netKg });
  }, 240_000);

  it('calls a scanned weight one lookalike digit apart Perlu Diperiksa, and Tidak Sesuai once a person confirms it', async () => {
    const r = await differingPebRun();
    const gross = r.labels.find((l) => l.label_name === 'Berat Kotor')!;
    expect(gross.readings.find((x) => x.document_type_code === 'PEB')).toMatchObject({
      value: lookalikeGross,
      review: false,
    });
    expect(gross.verdict).toBe('review');
    expect(gross.reason).toMatch(/^Berat Kotor di .*: selisih .*\. Bedanya dapat berasal dari salah baca/);
    // The net weight 3% off is the one Tidak Sesuai: a lookalike digit is not called a difference.
    expect(r.summary).toMatchObject({ mismatch: 1, review: reviewed(r).length });

    // A person checks each scan and confirms its value as read. The PEB alone leaves the other two
    // reads open to a misread; all three confirmed, the difference is real: Tidak Sesuai.
    const confirm = async (code: string) => {
      const reading = gross.readings.find((x) => x.document_type_code === code)!;
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/validation/${r.validation.id}/reading/${reading.id}`,
        headers: member,
        payload: { text: reading.text },
      });
      expect(res.statusCode, res.body).toBe(200);
      const result: ValidationResult = res.json().data;
      return result;
    };
    const grossOf = (result: ValidationResult) =>
      result.labels.find((l) => l.label_name === 'Berat Kotor' && l.row === 0)!;
    expect(grossOf(await confirm('PEB')).verdict).toBe('review');
    await confirm('PL');
    const confirmed = await confirm('CI');
    expect(grossOf(confirmed)).toMatchObject({ verdict: 'mismatch' });
    expect(grossOf(confirmed).reason).not.toContain(SLIP_NOTE);
    expect(confirmed.summary).toMatchObject({ overall: 'mismatch', mismatch: 2 });
  }, 240_000);
});
