import {
  Box,
  Button,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertTriangle, IconBell, IconChecks, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@vd/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/errors.ts';
import {
  markAllNotificationsRead,
  markNotificationRead,
  notificationKeys,
  useNotifications,
} from '../../api/notifications.ts';
import { showError, showSuccess } from '../../api/toasts.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { formatDateTime } from '../../i18n/format.ts';
import { t } from '../../i18n/id.ts';
import { QueryState } from '../master-data/Section.tsx';

const c = t.validation.notifications;
const PER_PAGE = 15;

/** /admin/notifications: newest first, unread ones marked; a click marks it read and opens its link. */
export function NotificationsPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [onlyUnread, setOnlyUnread] = useState(false);
  const [page, setPage] = useState(1);
  const list = useNotifications(page, PER_PAGE, onlyUnread);
  const rows = list.data?.data ?? [];
  const unread = list.data?.unread ?? 0;
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });

  const open = async (item: Notification) => {
    try {
      if (!item.read) await markNotificationRead(item.id);
      void refresh();
      if (item.link) navigate(item.link);
    } catch (error) {
      showError(errorMessage(error));
    }
  };
  const markAll = useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: async () => {
      showSuccess(c.markedAll);
      await refresh();
    },
    onError: (error) => showError(errorMessage(error)),
  });

  return (
    <Stack gap={0}>
      <PageHeader title={c.title} subtitle={c.subtitle} />
      <Paper withBorder p="lg">
        <Group justify="space-between" mb="md" wrap="wrap">
          <Group gap="md">
            <SegmentedControl
              value={onlyUnread ? 'unread' : 'all'}
              onChange={(value) => {
                setOnlyUnread(value === 'unread');
                setPage(1);
              }}
              data={[
                { value: 'all', label: c.all },
                { value: 'unread', label: c.unread },
              ]}
            />
            <Text fz="sm" c="dimmed" data-testid="notifications-unread">
              {c.unreadCount(unread)}
            </Text>
          </Group>
          <Button
            variant="light"
            leftSection={<IconChecks size={16} />}
            onClick={() => markAll.mutate()}
            loading={markAll.isPending}
            disabled={unread === 0}
            data-testid="mark-all-read"
          >
            {c.markAll}
          </Button>
        </Group>
        <QueryState query={list} empty={rows.length === 0 ? (onlyUnread ? c.emptyUnread : c.empty) : null} />
        <Stack gap={6}>
          {rows.map((item) => (
            <NotificationItem key={item.id} item={item} onOpen={() => void open(item)} />
          ))}
        </Stack>
        {list.data && list.data.meta.total_pages > 1 && (
          <Group justify="flex-end" mt="md">
            <Pagination total={list.data.meta.total_pages} value={page} onChange={setPage} size="sm" />
          </Group>
        )}
      </Paper>
    </Stack>
  );
}

/** The icon and colour of a notification: the run's verdict (a failed check is never green). */
function look(item: Notification) {
  if (item.kind === 'validation_failed') return { Icon: IconCircleX, color: 'red' };
  if (item.verdict === 'mismatch') return { Icon: IconCircleX, color: 'red' };
  if (item.verdict === 'review') return { Icon: IconAlertTriangle, color: 'yellow' };
  if (item.verdict === 'match') return { Icon: IconCircleCheck, color: 'green' };
  return { Icon: IconBell, color: 'gray' };
}

function NotificationItem({ item, onOpen }: { item: Notification; onOpen: () => void }) {
  const { Icon, color } = look(item);
  return (
    <UnstyledButton
      onClick={onOpen}
      data-testid="notification-item"
      data-read={String(item.read)}
      p="md"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        border: `1px solid var(--mantine-color-${item.read ? 'gray-2' : 'green-3'})`,
        background: item.read ? 'white' : 'var(--mantine-color-green-0)',
      }}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon
          variant="light"
          color={color}
          radius="xl"
          size={36}
          data-verdict={item.verdict ?? item.kind}
        >
          <Icon size={20} />
        </ThemeIcon>
        <Stack gap={2} flex={1} miw={0}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text fz="sm" fw={item.read ? 500 : 700} truncate>
              {item.title}
            </Text>
            <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(item.created_at)}
            </Text>
          </Group>
          <Text fz="sm" c={item.read ? 'dimmed' : undefined}>
            {item.body}
          </Text>
        </Stack>
        {!item.read && (
          <Box
            w={10}
            h={10}
            mt={6}
            style={{ borderRadius: '50%', background: 'var(--mantine-color-green-6)', flex: 'none' }}
            aria-label={c.unread}
          />
        )}
      </Group>
    </UnstyledButton>
  );
}
