/** The header's notification bell (portal §2). */
export function NotificationBell() {
  return null;
}
