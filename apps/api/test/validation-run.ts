import type { AppContext } from '../src/context.ts';
import { runValidationJob } from '../src/jobs/definitions/run-validation.ts';
import { JobWorker } from '../src/jobs/worker.ts';
import { createLogger } from '../src/logger.ts';
import { type PublishedTemplate, publishedTemplate, type TestApp } from './validation.ts';

/**
 * A published template of the four fixture documents, ready to run: the PEB is the company's
 * master document, and the incoterm is compared by its code (`incoterm` logic: the invoice writes
 * "FOB JAKARTA", the PEB "FOB"), so a shipment whose documents agree matches on every compared label.
 */
export async function runnableTemplate(t: TestApp, auth: Record<string, string>): Promise<PublishedTemplate> {
  const template = await publishedTemplate(t, auth, ['invoice', 'packing-list', 'bill-of-lading', 'peb'], {
    name: 'Ekspor Kopi - Buyer Jepang',
  });
  const peb = template.documents.find((d) => d.fixture === 'peb')!;
  const put = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'PUT', url: `/api/v1/${url}`, headers: auth, payload });
    if (res.statusCode !== 200) throw new Error(`PUT ${url}: ${res.statusCode} ${res.body}`);
  };
  await put('company/master-document', { document_type: peb.document_type_id });
  await put('document-labels/validation-logic', {
    document_label_id: template.labels.Incoterm,
    validation_logic: { logic: 'incoterm' },
  });
  return template;
}

/** A worker of this process that runs only validation runs (the helpers ingest uploads themselves). */
function validationRunWorker(ctx: AppContext): JobWorker {
  return new JobWorker(ctx, [runValidationJob], createLogger('silent'), { concurrency: 1 });
}

/**
 * Runs the queued validation runs with a worker of this process until validation `id` has left
 * `processing` (the helpers ingested the uploads already). `auth`: any company role.
 */
export async function runQueued(t: TestApp, auth: Record<string, string>, id: string): Promise<void> {
  const worker = validationRunWorker(t.ctx);
  await worker.start();
  try {
    for (let i = 0; i < 1200; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/validation/document/${id}`,
        headers: auth,
      });
      if (res.statusCode !== 200)
        throw new Error(`GET validation/document/${id}: ${res.statusCode} ${res.body}`);
      if (res.json().data.status !== 'processing') break;
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await worker.stop();
  }
}
