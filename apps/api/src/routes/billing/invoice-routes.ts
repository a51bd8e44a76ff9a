import { billingApi } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import { createInvoice } from '../../services/billing/invoice/create-invoice.ts';
import { findInvoice } from '../../services/billing/invoice/invoice-view.ts';
import { renderInvoicePdf } from '../../services/billing/invoice/render-invoice-pdf.ts';
import { sendInvoice } from '../../services/billing/invoice/send-invoice.ts';
import { readCompanyLogo } from '../../services/settings/read-company-logo.ts';
import { attachmentNamed, sendDownload } from '../file-reply.ts';

/** docs/product.md §7 invoices: issue for a paid top-up, read as JSON or PDF, e-mail the PDF. */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  registerRoute(app, billingApi.createInvoice, async (request, reply) => {
    const { invoice, created } = await createInvoice(
      ctx.db,
      callerOf(request).companyId,
      request.body.transaction_id,
    );
    return reply
      .status(created ? 201 : 200)
      .send({ message: created ? 'Faktur dibuat.' : 'Faktur sudah ada.', data: invoice });
  });

  registerRoute(app, billingApi.invoice, async (request, reply) => {
    const { companyId } = callerOf(request);
    const invoice = await findInvoice(ctx.db, companyId, request.params.id);
    const wantsPdf =
      request.query.format === 'pdf' ||
      (request.query.format !== 'json' && /application\/pdf/.test(request.headers.accept ?? ''));
    if (!wantsPdf) return { message: 'Berhasil', data: invoice };
    const pdf = await renderInvoicePdf(
      invoice,
      ctx.config.invoiceSeller,
      await readCompanyLogo(ctx.db, ctx.storage, companyId),
    );
    const filename = `Faktur-${invoice.number.replaceAll('/', '-')}.pdf`;
    return sendDownload(reply, 'application/pdf', attachmentNamed(filename), pdf);
  });

  registerRoute(app, billingApi.sendInvoice, async (request) => ({
    message: 'Faktur akan dikirim ke email tujuan.',
    data: await sendInvoice(ctx, callerOf(request).companyId, request.params.id, request.body.emails),
  }));
};
