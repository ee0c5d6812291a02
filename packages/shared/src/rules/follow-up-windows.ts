import { addDays } from './dates.ts';

/**
 * When a follow-up counts for the commissioner report: taken from `fromWeeks` until before
 * `untilWeeks` after the first check (docs/product.md#report-windows). Each window opens before the
 * link goes out (two weeks before the due date, follow-up-schedule.ts) and closes as the next opens.
 */
export const FOLLOW_UP_WINDOWS = [
  { months: 3, fromWeeks: 10, untilWeeks: 22 },
  { months: 6, fromWeeks: 22, untilWeeks: 48 },
  { months: 12, fromWeeks: 48, untilWeeks: 65 },
] as const;
export type FollowUpWindowMonths = (typeof FOLLOW_UP_WINDOWS)[number]['months'];

/** The window's first day and the day after its last, for a first check taken on `firstCheck`. */
export function followUpWindowDays(firstCheck: string, window: (typeof FOLLOW_UP_WINDOWS)[number]) {
  return {
    from: addDays(firstCheck, window.fromWeeks * 7),
    until: addDays(firstCheck, window.untilWeeks * 7),
  };
}

/** The check (3, 6 or 12 months) a follow-up taken on `taken` counts for; null outside every window. */
export function followUpWindowOf(firstCheck: string, taken: string): FollowUpWindowMonths | null {
  const window = FOLLOW_UP_WINDOWS.find((w) => {
    const { from, until } = followUpWindowDays(firstCheck, w);
    return taken >= from && taken < until;
  });
  return window?.months ?? null;
}
