/** The Plus header line and banner shown on every logged-in page (portal §2). */
export function HeaderNotices() {
  return null;
}
