import { NOTIFICATION_POLL_MS } from '@coaching/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { notificationsQuery } from '../../../lib/notifications.ts';

export function useNotifications() {
  return useQuery({
    ...notificationsQuery,
    refetchInterval: NOTIFICATION_POLL_MS,
    select: (versioned) => versioned.data,
  });
}
