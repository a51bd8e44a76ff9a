/** Payments, pricing and invoices (docs/product.md §7): slot balance, packages, top-up, history, invoices. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { billingApi, type TransactionStatus } from '@vd/contract';
import { call, requestOf } from './call.ts';
import { api } from './client.ts';
import { fileNameOf } from './file-download.ts';

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
    queryFn: async () => (await call(billingApi.slot)).data,
    enabled,
  });
}

/** GET price: the slot packages with price, DPP, PPN and total in whole rupiah. */
export function usePrices(enabled = true) {
  return useQuery({
    queryKey: billingKeys.price,
    queryFn: async () => (await call(billingApi.price)).data,
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
    queryFn: () => {
      const query = {
        page,
        per_page: perPage,
        ...Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== null)),
      };
      return call(billingApi.transactionHistory, { query });
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
      const query = { page: 1, per_page: 1, order_id: orderId };
      const answer = await call(billingApi.transactionHistory, { query });
      return answer.data[0] ?? null;
    },
    enabled: orderId !== '',
    refetchInterval: (query) =>
      refetchWhilePending && query.state.data?.status === 'pending' ? 3000 : false,
  });
}

/** POST transaction/topup: a pending transaction and the gateway page to pay it on. */
export async function topUp(packageId: string) {
  return (await call(billingApi.transactionTopup, { body: { package_id: packageId } })).data;
}

/** POST transaction/{id}/cancel: a pending top-up given up. */
export async function cancelTopup(transactionId: string) {
  return (await call(billingApi.transactionCancel, { params: { id: transactionId } })).data;
}

/** POST invoice: the invoice of a paid transaction (numbered per month). */
export async function createInvoice(transactionId: string) {
  return (await call(billingApi.createInvoice, { body: { transaction_id: transactionId } })).data;
}

/** GET invoice/{id} as JSON. */
export function useInvoice(id: string | null) {
  return useQuery({
    queryKey: billingKeys.invoice(id ?? ''),
    queryFn: async () => (await call(billingApi.invoice, { params: { id: id ?? '' } })).data,
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET invoice/{id} as a PDF file, with the file name the server gives it. */
export async function getInvoicePdf(id: string): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await api.request<Blob>(
    requestOf(billingApi.invoice, {
      params: { id },
      query: { format: 'pdf' },
      config: { headers: { Accept: 'application/pdf' }, responseType: 'blob' },
    }),
  );
  return { blob: response.data, fileName: fileNameOf(response.headers['content-disposition']) };
}

/** POST invoice/{id}/send: e-mails the PDF to the addresses given. */
export const sendInvoice = (id: string, emails: string[]) =>
  call(billingApi.sendInvoice, { params: { id }, body: { emails } });
