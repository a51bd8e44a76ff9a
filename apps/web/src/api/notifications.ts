/** Notifications of the signed-in user (a validation finished or failed). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { notificationsApi } from '@vd/contract';
import { call } from './call.ts';

export const notificationKeys = {
  all: ['notification'] as const,
  list: (page: number, perPage: number, unread: boolean) =>
    ['notification', 'list', page, perPage, unread] as const,
  unread: ['notification', 'unread'] as const,
};

const UNREAD_POLL_MS = 30_000;

/** GET notification (paged; `unread` for only the unread ones). */
export function useNotifications(page: number, perPage: number, unread: boolean) {
  return useQuery({
    queryKey: notificationKeys.list(page, perPage, unread),
    queryFn: () =>
      call(notificationsApi.list, {
        query: { page, per_page: perPage, ...(unread ? { unread: 'true' as const } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET notification/unread-count, asked again every 30 s (and when a validation finishes). */
export function useUnreadCount(enabled = true) {
  return useQuery({
    queryKey: notificationKeys.unread,
    enabled,
    queryFn: async () => (await call(notificationsApi.unreadCount)).data.unread,
    refetchInterval: UNREAD_POLL_MS,
  });
}

/** PUT notification/{id}/read. */
export const markNotificationRead = (id: string) => call(notificationsApi.markRead, { params: { id } });

/** PUT notification/read-all. */
export const markAllNotificationsRead = () => call(notificationsApi.markAllRead);
