import {
  ZCreateInvoiceRequest,
  ZInvoiceQuery,
  ZInvoiceResponse,
  ZSendInvoiceRequest,
  ZSendInvoiceResponse,
} from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, requireCaller } from '../../plugins/auth.ts';
import { createInvoice } from '../../services/invoice/create-invoice.ts';
import { findInvoice } from '../../services/invoice/invoice-view.ts';
import { renderInvoicePdf } from '../../services/invoice/render-invoice-pdf.ts';
import { sendInvoice } from '../../services/invoice/send-invoice.ts';
import { readCompanyLogo } from '../../services/settings/read-company-logo.ts';

const tags = ['billing'];
const security = [{ bearerAuth: [] }];
const ZId = z.object({ id: z.uuid() });

/** docs/product.md §7 invoices: issue for a paid top-up, read as JSON or PDF, e-mail the PDF. */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const reader = requireCaller(app, { permission: 'billing.read' });
  const writer = requireCaller(app, { permission: 'billing.manage' });

  app.post(
    '/invoice',
    {
      schema: {
        tags,
        security,
        summary: 'Buat faktur untuk transaksi lunas (sekali per transaksi)',
        body: ZCreateInvoiceRequest,
        response: { 200: ZInvoiceResponse, 201: ZInvoiceResponse },
      },
      preHandler: writer,
    },
    async (request, reply) => {
      const { invoice, created } = await createInvoice(
        ctx.db,
        callerOf(request).companyId,
        request.body.transaction_id,
      );
      return reply
        .status(created ? 201 : 200)
        .send({ message: created ? 'Faktur dibuat.' : 'Faktur sudah ada.', data: invoice });
    },
  );

  app.get(
    '/invoice/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Faktur (JSON; PDF dengan ?format=pdf atau Accept: application/pdf)',
        params: ZId,
        querystring: ZInvoiceQuery,
        response: { 200: ZInvoiceResponse },
      },
      preHandler: reader,
    },
    async (request, reply) => {
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
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf as never); // a Buffer is sent as is, never through the JSON serializer
    },
  );

  app.post(
    '/invoice/:id/send',
    {
      schema: {
        tags,
        security,
        summary: 'Kirim faktur PDF ke alamat email',
        params: ZId,
        body: ZSendInvoiceRequest,
        response: { 200: ZSendInvoiceResponse },
      },
      preHandler: writer,
    },
    async (request) => ({
      message: 'Faktur akan dikirim ke email tujuan.',
      data: await sendInvoice(ctx, callerOf(request).companyId, request.params.id, request.body.emails),
    }),
  );
};
