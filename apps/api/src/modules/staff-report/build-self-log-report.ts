import type { SelfLogMeasure } from '@coaching/shared/rules/self-log';
import { SELF_LOG_MEASURES } from '@coaching/shared/rules/self-log';
import { selfReportedChange } from '@coaching/shared/rules/self-log-report';
import type { SelfLogReport } from '@coaching/shared/schemas/self-log-report';
import type { ReportMeasure, ReportQuery } from '@coaching/shared/schemas/staff-report';
import type { Executor } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { toProgressCheck } from '../progress/progress-repository.ts';
import { countKeptLogging, listLastLoggedWeeks } from './self-log-report-repository.ts';

/** The first check's figure each measure's logs are compared with. */
const AT_FIRST_CHECK: Record<SelfLogMeasure, ReportMeasure> = {
  weight: 'weight_kg',
  activity: 'activity_minutes',
  alcohol: 'units_week',
  smoking: 'cigarettes_day',
};

/**
 * Self-logging in the commissioner report (issue 31): how many kept logging in their first 12 weeks,
 * and the change from the first check by the last week logged in the period, as clients reported it.
 */
export async function buildSelfLogReport(db: Executor, period: ReportQuery): Promise<SelfLogReport> {
  const [kept, rows] = await readTogether(
    db,
    () => countKeptLogging(db, period),
    () => listLastLoggedWeeks(db, period),
  );
  const changes = new Map<SelfLogMeasure, number[]>(SELF_LOG_MEASURES.map((m) => [m, []]));
  for (const row of rows) {
    const baseline = toProgressCheck(row)?.[AT_FIRST_CHECK[row.measure]];
    if (typeof baseline === 'number') changes.get(row.measure)?.push(row.figure - baseline);
  }
  return {
    kept_logging: { clients: kept.clients, logged_8_of_12: kept.logged },
    self_reported: SELF_LOG_MEASURES.map((m) => selfReportedChange(m, changes.get(m) ?? [])),
  };
}
