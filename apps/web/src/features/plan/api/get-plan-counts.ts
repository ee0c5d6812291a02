import { useQuery } from '@tanstack/react-query';
import { actionsQuery } from '../../../lib/actions.ts';
import { notificationsQuery } from '../../../lib/notifications.ts';

/** Actions still to do. */
export const useOpenActionCount = () =>
  useQuery({ ...actionsQuery, select: (actions) => actions.filter((a) => a.status === 'incomplete').length });

/** Coach messages not yet read: their notifications are marked seen when the chat is read. */
export const useUnreadMessageCount = () =>
  useQuery({
    ...notificationsQuery,
    select: (versioned) => versioned.data.filter((n) => n.object === 'Message' && !n.seen).length,
  });
