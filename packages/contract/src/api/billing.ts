/**
 * The routes of the billing area (apps/api/src/routes/billing), defined once for the API and the
 * SPA: slots and packages, top-ups and their history, the payment gateway's notification and the
 * simulator's pages, invoices.
 */
import { z } from 'zod';
import { ZMessageResponse } from '../auth/sign-up.ts';
import {
  ZCreateInvoiceRequest,
  ZInvoiceQuery,
  ZInvoiceResponse,
  ZSendInvoiceRequest,
  ZSendInvoiceResponse,
} from '../billing/invoice.ts';
import { ZPaymentNotification } from '../billing/notification.ts';
import { ZPriceResponse } from '../billing/price.ts';
import { ZSlotAdjustmentRequest, ZSlotAdjustmentResponse, ZSlotResponse } from '../billing/slot.ts';
import {
  ZTopupRequest,
  ZTopupResponse,
  ZTransactionHistoryQuery,
  ZTransactionHistoryResponse,
  ZTransactionResponse,
} from '../billing/transaction.ts';
import { defineRoute } from '../route.ts';

const ZId = z.object({ id: z.uuid() });
const ZOrderParams = z.object({ order_id: z.string().regex(/^[A-Za-z0-9\-_~.]{1,50}$/) });
/** The simulator page's ticket (a signed token for the order's company and user); 404 without it. */
const ZTicket = z.string().max(2000).optional();

const area = { prefix: 'api', tag: 'billing' } as const;

export const billingApi = {
  // Slots and packages.
  price: defineRoute({
    ...area,
    method: 'GET',
    path: 'price',
    summary: 'Paket slot dengan DPP, PPN dan total',
    access: 'member',
    responses: { 200: ZPriceResponse },
  }),
  slot: defineRoute({
    ...area,
    method: 'GET',
    path: 'slot',
    summary: 'Saldo slot dan entri terbaru',
    access: 'member',
    responses: { 200: ZSlotResponse },
  }),
  // Top-ups.
  transactionTopup: defineRoute({
    ...area,
    method: 'POST',
    path: 'transaction/topup',
    summary: 'Isi ulang slot: transaksi pending dan halaman pembayaran (pemilik dan admin)',
    access: { permission: 'billing.manage' },
    body: ZTopupRequest,
    responses: { 201: ZTopupResponse },
  }),
  transactionCancel: defineRoute({
    ...area,
    method: 'POST',
    path: 'transaction/{id}/cancel',
    summary: 'Batalkan isi ulang yang masih menunggu pembayaran (pemilik dan admin)',
    access: { permission: 'billing.manage' },
    params: ZId,
    responses: { 200: ZTransactionResponse },
  }),
  transactionHistory: defineRoute({
    ...area,
    method: 'GET',
    path: 'transaction/history',
    summary: 'Riwayat transaksi isi ulang (filter status, nomor pesanan, tanggal)',
    access: { permission: 'billing.read' },
    query: ZTransactionHistoryQuery,
    responses: { 200: ZTransactionHistoryResponse },
  }),
  // The payment gateway's notification (docs/decisions/payment-notification-is-a-trigger.md), and
  // the simulator that plays the gateway.
  paymentNotification: defineRoute({
    ...area,
    method: 'POST',
    path: 'payment/notification',
    summary: 'Notifikasi HTTP dari gateway pembayaran (tanpa token; ditandatangani)',
    access: 'public',
    body: ZPaymentNotification,
    responses: { 200: ZMessageResponse },
  }),
  simulatorPage: defineRoute({
    ...area,
    tag: 'payment',
    method: 'GET',
    path: 'payment-simulator/{order_id}',
    summary: '',
    access: 'public',
    hidden: true,
    params: ZOrderParams,
    query: z.object({ ticket: ZTicket }),
  }),
  simulatorChoice: defineRoute({
    ...area,
    tag: 'payment',
    method: 'POST',
    path: 'payment-simulator/{order_id}',
    summary: '',
    access: 'public',
    hidden: true,
    params: ZOrderParams,
    body: z.object({ action: z.enum(['pay', 'cancel', 'expire']), ticket: ZTicket }),
  }),
  // Invoices of paid top-ups.
  createInvoice: defineRoute({
    ...area,
    method: 'POST',
    path: 'invoice',
    summary: 'Buat faktur untuk transaksi lunas (sekali per transaksi)',
    access: { permission: 'billing.manage' },
    body: ZCreateInvoiceRequest,
    responses: { 200: ZInvoiceResponse, 201: ZInvoiceResponse },
  }),
  invoice: defineRoute({
    ...area,
    method: 'GET',
    path: 'invoice/{id}',
    summary: 'Faktur (JSON; PDF dengan ?format=pdf atau Accept: application/pdf)',
    access: { permission: 'billing.read' },
    params: ZId,
    query: ZInvoiceQuery,
    responses: { 200: ZInvoiceResponse },
  }),
  sendInvoice: defineRoute({
    ...area,
    method: 'POST',
    path: 'invoice/{id}/send',
    summary: 'Kirim faktur PDF ke alamat email',
    access: { permission: 'billing.manage' },
    params: ZId,
    body: ZSendInvoiceRequest,
    responses: { 200: ZSendInvoiceResponse },
  }),
  // Slot adjustments by internal staff.
  slotAdjustment: defineRoute({
    ...area,
    method: 'POST',
    path: 'slot/adjustment',
    summary: 'Koreksi saldo slot sebuah perusahaan dengan alasan (staf internal)',
    access: 'internal',
    body: ZSlotAdjustmentRequest,
    responses: { 201: ZSlotAdjustmentResponse },
  }),
};
