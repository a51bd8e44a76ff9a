import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { jobs, templateDocuments } from '@vd/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeEncryptedPdf } from '../../../../../packages/engine/src/fixtures/write-pdf.ts';
import { internalAuth } from '../../../test/billing.ts';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { ingestNow, samplePdf } from '../../../test/templates.ts';
import { ingestDocumentJob } from '../../jobs/definitions/ingest-document.ts';

/** A ZIP archive's first bytes (local file header), named like a PDF. */
const zipBytes = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]), Buffer.alloc(200, 7)]);

describe('template uploads: bad files store nothing; failed documents can be re-uploaded', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof seedUser>>;
  let templateId: string;
  let ci: string;
  beforeAll(async () => {
    t = await buildTestApp({ MAX_UPLOAD_MB: '1' });
    owner = await seedUser(t.ctx.db, t.ctx.config);
    const types = await t.app.inject({ method: 'GET', url: '/api/v1/document-type', headers: owner.auth });
    ci = types.json().data.find((d: { code: string }) => d.code === 'CI').id;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/template',
      headers: owner.auth,
      payload: { name: 'Uji Berkas', document_type_ids: [ci] },
    });
    templateId = created.json().data.id;
  });
  afterAll(() => t.close());

  const upload = (
    bytes: Buffer,
    name: string,
    url = `file/upload/document/${templateId}`,
    auth = owner.auth,
  ) => {
    const file = multipartFile(bytes, name, 'application/pdf');
    const boundary = file.headers['content-type']!.split('boundary=')[1]!;
    const field = `--${boundary}\r\nContent-Disposition: form-data; name="document_type"\r\n\r\n${ci}\r\n`;
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/${url}`,
      payload: Buffer.concat([Buffer.from(field), file.payload]),
      headers: { ...file.headers, ...auth },
    });
  };
  const storedFiles = async () =>
    readdir(path.join(t.env.config.filesDir, 'templates'), { recursive: true }).catch(() => [] as string[]);
  const nothingStored = async () => {
    expect(await storedFiles()).toEqual([]);
    expect(await t.ctx.db.select().from(templateDocuments)).toEqual([]);
    expect(await t.ctx.db.select().from(jobs).where(eq(jobs.name, ingestDocumentJob.name))).toEqual([]);
  };

  it('answers 415 for a ZIP renamed .pdf, 422 for a corrupt or encrypted PDF, 413 over the limit', async () => {
    const zip = await upload(zipBytes, 'invoice.pdf');
    expect(zip.statusCode).toBe(415);
    expect(zip.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: expect.stringMatching(/tidak didukung/),
    });

    const corrupt = await upload(
      Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\ntrailer garbage'),
      'rusak.pdf',
    );
    expect(corrupt.statusCode).toBe(422);
    expect(corrupt.json()).toMatchObject({
      code: 'UNREADABLE_DOCUMENT',
      message: expect.stringMatching(/rusak|tidak dapat dibaca/i),
    });

    const encrypted = await upload(await writeEncryptedPdf(), 'terkunci.pdf');
    expect(encrypted.statusCode).toBe(422);
    expect(encrypted.json().message).toMatch(/kata sandi/);

    const empty = await upload(Buffer.alloc(0), 'kosong.pdf');
    expect(empty.statusCode).toBe(422);

    const big = await upload(
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1024 * 1024 + 10, 0x20)]),
      'besar.pdf',
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.stringMatching(/melebihi batas/),
    });

    const json = await t.app.inject({
      method: 'POST',
      url: `/api/v1/file/upload/document/${templateId}`,
      headers: owner.auth,
      payload: { document_type: ci },
    });
    expect(json.statusCode).toBe(415);
    await nothingStored();
  });

  it('refuses internal staff (read only) and another company (404) before reading the file', async () => {
    const staff = await internalAuth(t.ctx.db, t.ctx.config, owner.companyId);
    const res = await upload((await samplePdf()).pdf, 'invoice.pdf', undefined, staff);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('READ_ONLY');
    const other = await seedUser(t.ctx.db, t.ctx.config);
    expect((await upload((await samplePdf()).pdf, 'invoice.pdf', undefined, other.auth)).statusCode).toBe(
      404,
    );
    await nothingStored();
  });

  it('marks a document failed with the reason, and a re-upload makes it ready', async () => {
    const { pdf } = await samplePdf();
    const res = await upload(pdf, 'invoice.pdf');
    expect(res.statusCode, res.body).toBe(202);
    const { document_id: id, uid } = res.json().data;
    // The stored file is damaged after the upload check: the job fails it with the engine's reason.
    const [row] = await t.ctx.db.select().from(templateDocuments).where(eq(templateDocuments.id, id));
    await t.ctx.storage.put(row!.storage_key, zipBytes);
    await ingestNow(t.ctx, id);
    const failed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/template/${templateId}/documents`,
      headers: owner.auth,
    });
    expect(failed.json().data[0]).toMatchObject({
      status: 'failed',
      failure_reason: expect.stringMatching(/tidak didukung/),
    });

    expect((await upload(zipBytes, 'lagi.pdf', `file/reupload/document/${id}`)).statusCode).toBe(415);
    const again = await upload(pdf, 'invoice-2.pdf', `file/reupload/document/${id}`);
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json().data).toMatchObject({ document_id: id, status: 'uploaded' });
    expect(again.json().data.uid).not.toBe(uid);
    expect(await t.ctx.storage.exists(row!.storage_key)).toBe(false);
    await ingestNow(t.ctx, id);
    const ready = await t.app.inject({
      method: 'GET',
      url: `/api/v1/template/${templateId}/documents`,
      headers: owner.auth,
    });
    expect(ready.json().data[0]).toMatchObject({
      status: 'ready',
      failure_reason: null,
      file_name: 'invoice-2.pdf',
      page_count: 1,
    });
  });
});
