/** Payments, pricing and invoices (docs/product.md §7): slot balance, packages, top-up, history, invoices. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  prefixes,
  type TransactionStatus,
  ZInvoiceResponse,
  ZPriceResponse,
  ZSlotResponse,
  ZTopupResponse,
  ZTransactionHistoryResponse,
  ZTransactionResponse,
} from '@vd/contract';
import { api } from './client.ts';
import { fileNameOf } from './file-download.ts';

const call = (path: string) => `${prefixes.api}/${path}`;

export const billingKeys = {
  all: ['billing'] as const,
  slot: ['billing', 'slot'] as const,
  price: ['billing', 'price'] as const,
  history: (page: number, perPage: number, filter: HistoryFilter) =>
    ['billing', 'history', page, perPage, filter] as const,
  order: (orderId: string) => ['billing', 'order', orderId] as const,
  invoice: (id: string) => ['billing', 'invoice', id] as const,
};

/** GET slot: the balance (sum of the slot ledger) and its latest entries. */
export function useSlot(enabled = true) {
  return useQuery({
    queryKey: billingKeys.slot,
    queryFn: async () => ZSlotResponse.parse((await api.get(call('slot'))).data).data,
    enabled,
  });
}

/** GET price: the slot packages with price, DPP, PPN and total in whole rupiah. */
export function usePrices(enabled = true) {
  return useQuery({
    queryKey: billingKeys.price,
    queryFn: async () => ZPriceResponse.parse((await api.get(call('price'))).data).data,
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** Filters of the history: one status, and a range of days (YYYY-MM-DD, WIB, inclusive). */
export interface HistoryFilter {
  status: TransactionStatus | null;
  date_from: string | null;
  date_to: string | null;
}

/** GET transaction/history, paginated, optionally one status and a date range. */
export function useTransactionHistory(page: number, perPage: number, filter: HistoryFilter) {
  return useQuery({
    queryKey: billingKeys.history(page, perPage, filter),
    queryFn: async () => {
      const params = {
        page,
        per_page: perPage,
        ...Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== null)),
      };
      return ZTransactionHistoryResponse.parse((await api.get(call('transaction/history'), { params })).data);
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * One transaction by its gateway order id (GET transaction/history?order_id=...), or null; asked
 * again every 3 s while it is pending and `refetchWhilePending` holds.
 */
export function useTransactionByOrder(orderId: string, refetchWhilePending: boolean) {
  return useQuery({
    queryKey: billingKeys.order(orderId),
    queryFn: async () => {
      const params = { page: 1, per_page: 1, order_id: orderId };
      const answer = ZTransactionHistoryResponse.parse(
        (await api.get(call('transaction/history'), { params })).data,
      );
      return answer.data[0] ?? null;
    },
    enabled: orderId !== '',
    refetchInterval: (query) =>
      refetchWhilePending && query.state.data?.status === 'pending' ? 3000 : false,
  });
}

/** POST transaction/topup: a pending transaction and the gateway page to pay it on. */
export async function topUp(packageId: string) {
  const response = await api.post(call('transaction/topup'), { package_id: packageId });
  return ZTopupResponse.parse(response.data).data;
}

/** POST invoice: the invoice of a paid transaction (numbered per month). */
/** POST transaction/{id}/cancel: a pending top-up given up. */
export async function cancelTopup(transactionId: string) {
  const response = await api.post(call(`transaction/${encodeURIComponent(transactionId)}/cancel`));
  return ZTransactionResponse.parse(response.data).data;
}

export async function createInvoice(transactionId: string) {
  const response = await api.post(call('invoice'), { transaction_id: transactionId });
  return ZInvoiceResponse.parse(response.data).data;
}

/** GET invoice/{id} as JSON. */
export function useInvoice(id: string | null) {
  return useQuery({
    queryKey: billingKeys.invoice(id ?? ''),
    queryFn: async () =>
      ZInvoiceResponse.parse((await api.get(call(`invoice/${encodeURIComponent(id ?? '')}`))).data).data,
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET invoice/{id} as a PDF file, with the file name the server gives it. */
export async function getInvoicePdf(id: string): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await api.get<Blob>(call(`invoice/${encodeURIComponent(id)}`), {
    params: { format: 'pdf' },
    headers: { Accept: 'application/pdf' },
    responseType: 'blob',
  });
  return { blob: response.data, fileName: fileNameOf(response.headers['content-disposition']) };
}

/** POST invoice/{id}/send: e-mails the PDF to the addresses given. */
export const sendInvoice = (id: string, emails: string[]) =>
  api.post(call(`invoice/${encodeURIComponent(id)}/send`), { emails });
