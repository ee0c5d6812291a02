// Self-logging in the commissioner report (issue 31; docs/product.md, "Self-logging").
import type { SelfLogMeasure } from './self-log.ts';

/** The first weeks from a client's first check over which their logging is counted ... */
export const REPORT_LOGGING_WEEKS = 12;
/** ... and the weeks of those with an entry that count as having kept logging. */
export const REPORT_LOGGING_WEEKS_NEEDED = 8;

/** Up is better only for activity; for weight, units and cigarettes down is better. */
export const SELF_LOG_BETTER_WHEN_HIGHER: Record<SelfLogMeasure, boolean> = {
  weight: false,
  activity: true,
  alcohol: false,
  smoking: false,
};

/**
 * The self-reported change of one measure over a group: each client's last logged week's figure less
 * their first check's, averaged, and the share who moved the better way; nulls with no clients.
 */
export function selfReportedChange(measure: SelfLogMeasure, changes: readonly number[]) {
  const clients = changes.length;
  if (!clients) return { measure, clients, mean_change: null, share_improved: null };
  const better = SELF_LOG_BETTER_WHEN_HIGHER[measure];
  const improved = changes.filter((d) => (better ? d > 0 : d < 0)).length;
  const mean = changes.reduce((sum, d) => sum + d, 0) / clients;
  return {
    measure,
    clients,
    mean_change: Math.round(mean * 10) / 10,
    share_improved: Math.round((improved / clients) * 1000) / 1000,
  };
}
