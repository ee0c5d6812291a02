import type { NotificationObject } from '@coaching/shared/schemas/notifications';

/** Where a notification leads (portal §2): tasks and actions to /actions, messages to /messages. */
export function notificationTarget(object: NotificationObject): '/actions' | '/messages' {
  return object === 'Message' ? '/messages' : '/actions';
}
