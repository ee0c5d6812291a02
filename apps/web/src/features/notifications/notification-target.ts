import type { NotificationObject } from '@coaching/shared/schemas/notifications';

/**
 * Where a notification leads (portal §2): tasks and actions to /actions, messages to /messages, and
 * (not in the specs) a session booked, moved or cancelled by staff to /sessions.
 */
export function notificationTarget(object: NotificationObject): '/actions' | '/messages' | '/sessions' {
  if (object === 'Session') return '/sessions';
  return object === 'Message' ? '/messages' : '/actions';
}
