import { addDays, todayIso } from '@coaching/shared/rules/dates';
import { SELF_LOG_UNITS, type SelfLogMeasure } from '@coaching/shared/rules/self-log';
import type { Executor } from '../client.ts';
import { selfLogEntries } from '../schema.ts';

const entry = (clientId: number, measure: SelfLogMeasure, daysAgo: number, value: number) => ({
  clientId,
  measure,
  day: addDays(todayIso(), -daysAgo),
  value,
  unit: SELF_LOG_UNITS[measure][0],
});

/**
 * Logs between checks that put one demo client on each of My day's self-logging lists
 * (rules/self-log-alerts.ts): `stopped` recorded active minutes three weeks running and nothing for
 * 16 days; `weightRising` weighed in weekly, 2.4 kg more in the last 3 weeks.
 */
export async function seedDemoSelfLogs(
  tx: Executor,
  clients: { stopped: number; weightRising: number },
): Promise<void> {
  await tx
    .insert(selfLogEntries)
    .values([
      entry(clients.stopped, 'activity', 30, 20),
      entry(clients.stopped, 'activity', 23, 35),
      entry(clients.stopped, 'activity', 16, 30),
      entry(clients.weightRising, 'weight', 20, 85),
      entry(clients.weightRising, 'weight', 13, 86.1),
      entry(clients.weightRising, 'weight', 6, 87.4),
    ]);
}
