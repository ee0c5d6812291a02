import type { ActionView } from '@coaching/shared/schemas/actions';
import type { NotificationView } from '@coaching/shared/schemas/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { versionedQuery } from '../../../lib/versioned-query.ts';

// The actions and notifications areas own these lists; the same keys and shapes share their caches.
const actionsQuery = queryOptions({
  queryKey: ['actions'],
  queryFn: () => api.get<{ data: ActionView[] }>('mlw/actions').then((r) => r.data),
});
const notificationsQuery = versionedQuery<NotificationView[]>(['notifications'], 'mlw/notifications');

/** Actions still to do. */
export const useOpenActionCount = () =>
  useQuery({ ...actionsQuery, select: (actions) => actions.filter((a) => a.status === 'incomplete').length });

/** Coach messages not yet read: their notifications are marked seen when the chat is read. */
export const useUnreadMessageCount = () =>
  useQuery({
    ...notificationsQuery,
    select: (versioned) => versioned.data.filter((n) => n.object === 'Message' && !n.seen).length,
  });
