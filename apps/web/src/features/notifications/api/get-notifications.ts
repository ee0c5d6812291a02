import { NOTIFICATION_POLL_MS } from '@coaching/shared/constants';
import type { NotificationView } from '@coaching/shared/schemas/notifications';
import { useQuery } from '@tanstack/react-query';
import { versionedQuery } from '../../../lib/versioned-query.ts';

export const notificationsQuery = versionedQuery<NotificationView[]>(['notifications'], 'mlw/notifications');

export function useNotifications() {
  return useQuery({
    ...notificationsQuery,
    refetchInterval: NOTIFICATION_POLL_MS,
    select: (versioned) => versioned.data,
  });
}
