import type { AppContext } from '../../../context.ts';
import { enqueueEmail } from '../../mail/enqueue-email.ts';
import { emails as templates } from '../../mail/templates.ts';
import { readCompanyLogo } from '../../settings/read-company-logo.ts';
import { formatRupiah } from '../rupiah.ts';
import { findInvoice } from './invoice-view.ts';
import { renderInvoicePdf } from './render-invoice-pdf.ts';

/** E-mails the invoice PDF (stored, then attached by the send-email job) to the given addresses. */
export async function sendInvoice(ctx: AppContext, companyId: string, invoiceId: string, emails: string[]) {
  const invoice = await findInvoice(ctx.db, companyId, invoiceId);
  const pdf = await renderInvoicePdf(
    invoice,
    ctx.config.invoiceSeller,
    await readCompanyLogo(ctx.db, ctx.storage, companyId),
  );
  const storageKey = `invoices/${companyId}/${invoice.id}.pdf`;
  await ctx.storage.put(storageKey, pdf);
  const to = [...new Set(emails.map((e) => e.toLowerCase()))];
  const filename = `Faktur-${invoice.number.replaceAll('/', '-')}.pdf`;
  const summary = `${invoice.package_name}, total ${formatRupiah(invoice.total)} (termasuk PPN ${formatRupiah(invoice.ppn)}).`;
  const content = templates.invoice(invoice.number, invoice.company.name, summary);
  await ctx.db.transaction((tx) =>
    enqueueEmail(tx, ctx.queue, {
      to,
      ...content,
      attachments: [{ filename, storage_key: storageKey, content_type: 'application/pdf' }],
      logHint: `faktur ${invoice.number}`,
    }),
  );
  return { sent_to: to };
}
