import { Badge } from '@mantine/core';
import { useUnreadCount } from '../../api/notifications.ts';
import { useMe } from '../../api/profile.ts';
import { isInternal } from '../../api/session.ts';
import { t } from '../../i18n/id.ts';

/** The side navigation's count of unread notifications (asked every 30 s; none for internal staff). */
export function UnreadBadge() {
  const me = useMe();
  const unread = useUnreadCount(Boolean(me.data && !me.data.internal) && !isInternal());
  const count = unread.data ?? 0;
  if (count === 0) return null;
  return (
    <Badge
      size="sm"
      color="red"
      variant="filled"
      data-testid="unread-badge"
      aria-label={t.validation.notifications.badge(count)}
    >
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
