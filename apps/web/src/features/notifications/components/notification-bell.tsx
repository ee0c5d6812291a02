import { formatUkDate, todayIso } from '@coaching/shared/rules/dates';
import type { NotificationView } from '@coaching/shared/schemas/notifications';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkNotificationSeen } from '../api/mark-notification-seen.ts';
import { notificationTarget } from '../notification-target.ts';

/** The header's notification bell (portal §2): unseen count, a panel of unseen notifications. */
export function NotificationBell() {
  const notifications = useNotifications();
  const markSeen = useMarkNotificationSeen();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (notifications.isError) console.error('Unable to find notifications', notifications.error);
  }, [notifications.isError, notifications.error]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (wrapper.current && !wrapper.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const unseen = (notifications.data ?? []).filter((n) => !n.seen);

  const openNotification = async (notification: NotificationView) => {
    setOpen(false);
    try {
      await markSeen.mutateAsync(notification.id);
    } catch (error) {
      console.error('Unable to mark the notification seen', error);
    }
    navigate(notificationTarget(notification.object));
  };

  return (
    <div className="bell" ref={wrapper}>
      <button
        ref={toggle}
        type="button"
        className="button button--header-secondary bell__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        Notifications
        <span className="badge bell__count" aria-hidden="true">
          {unseen.length}
        </span>
        <span className="visually-hidden">, {unseen.length} unseen</span>
      </button>
      <div id={panelId} className="bell__panel" hidden={!open}>
        <h2 className="heading-s">Notifications</h2>
        {unseen.length === 0 ? (
          <p>You have no messages.</p>
        ) : (
          <ul className="bell__list">
            {unseen.map((notification) => (
              <li key={notification.id}>
                <button type="button" className="bell__item" onClick={() => openNotification(notification)}>
                  <span className="bell__title">{notification.title}</span>
                  <span className="secondary-text">
                    {formatUkDate(todayIso(new Date(notification.created_at)))}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
