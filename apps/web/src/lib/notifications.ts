import type { NotificationView } from '@coaching/shared/schemas/notifications';
import { versionedQuery } from './versioned-query.ts';

/** The client's notifications: the bell and the plan's unread-message badge share it. */
export const notificationsQuery = versionedQuery<NotificationView[]>(['notifications'], 'mlw/notifications');
