import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser } from '../test/factories.ts';
import { buildTestApp } from '../test/helper.ts';
import { runQueuedJobs } from '../test/jobs.ts';
import { multipartFile } from '../test/multipart.ts';
import { samplePdf } from '../test/templates.ts';
import { ingestDocumentJob } from './jobs/definitions/ingest-document.ts';

// pdfjs-dist's legacy build swaps JSON.stringify and Array.prototype.push for core-js polyfills
// when it is imported, and also patches Function.prototype.toString so that the polyfills still
// print "[native code]". A toString taken from a fresh realm sees through that.
const realmToString = vm.runInNewContext('Function.prototype.toString') as (this: unknown) => string;
const native = (fn: unknown) => realmToString.call(fn).includes('[native code]');
const builtins = () => ({
  'JSON.stringify': native(JSON.stringify) && JSON.stringify.toString().includes('[native code]'),
  'JSON.parse': native(JSON.parse),
  'Array.prototype.push':
    native(Array.prototype.push) && Array.prototype.push.toString().includes('[native code]'),
  'Function.prototype.toString': native(Function.prototype.toString),
});
const allNative = {
  'JSON.stringify': true,
  'JSON.parse': true,
  'Array.prototype.push': true,
  'Function.prototype.toString': true,
};

function upload(bytes: Buffer, filename: string, documentType: string) {
  const file = multipartFile(bytes, filename, 'application/pdf');
  const boundary = file.headers['content-type']!.split('boundary=')[1]!;
  const field = `--${boundary}\r\nContent-Disposition: form-data; name="document_type"\r\n\r\n${documentType}\r\n`;
  return { payload: Buffer.concat([Buffer.from(field), file.payload]), headers: file.headers };
}

describe('the API process keeps native built-ins after reading PDFs (pdfjs runs in worker threads)', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('after a PDF upload is ingested (text layer read, page rendered) and a corrupt one refused', async () => {
    expect(builtins()).toEqual(allNative);
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const types = await t.app.inject({ method: 'GET', url: '/api/v1/document-type', headers: owner.auth });
    const ci = types.json().data.find((d: { code: string }) => d.code === 'CI').id as string;
    const template = await t.app.inject({
      method: 'POST',
      url: '/api/v1/template',
      headers: owner.auth,
      payload: { name: 'Bawaan Asli', document_type_ids: [ci] },
    });
    const templateId = template.json().data.id as string;
    const send = (bytes: Buffer, name: string) => {
      const body = upload(bytes, name, ci);
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/file/upload/document/${templateId}`,
        payload: body.payload,
        headers: { ...body.headers, ...owner.auth },
      });
    };
    const res = await send((await samplePdf()).pdf, 'invoice.pdf');
    expect(res.statusCode, res.body).toBe(202);
    expect(await runQueuedJobs(t.ctx, ingestDocumentJob)).toBe(1);

    const docs = await t.app.inject({
      method: 'GET',
      url: `/api/v1/template/${templateId}/documents`,
      headers: owner.auth,
    });
    const [doc] = docs.json().data;
    // The PDF was really read: its page exists and its image can be fetched.
    expect(doc).toMatchObject({ status: 'ready', page_count: 1 });
    expect(builtins()).toEqual(allNative);

    // A corrupt PDF fails in its thread with the engine's message; the API's built-ins stay native.
    const corrupt = await send(
      Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> rusak rusak'),
      'rusak.pdf',
    );
    expect([202, 400, 422]).toContain(corrupt.statusCode);
    await runQueuedJobs(t.ctx, ingestDocumentJob);
    expect(builtins()).toEqual(allNative);
    expect(JSON.stringify({ a: [1, 2] })).toBe('{"a":[1,2]}');
  });
});
