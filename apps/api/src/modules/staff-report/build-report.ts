import { PATHWAY_SLUGS } from '@coaching/shared/constants';
import { followUpSchedule } from '@coaching/shared/rules/follow-up-schedule';
import type { ProgressCheck } from '@coaching/shared/schemas/progress';
import {
  type CommissionerReport,
  REPORT_MEASURES,
  type ReportMeasure,
  type ReportQuery,
} from '@coaching/shared/schemas/staff-report';
import type { Executor } from '../../db/client.ts';
import { toProgressCheck } from '../progress/progress-repository.ts';
import { countRegistrations, countSessions, listChecksOfFollowedUpClients } from './report-repository.ts';

/** Up is better only for activity; for weight, units and cigarettes down is better. */
const BETTER_WHEN_HIGHER: Record<ReportMeasure, boolean> = {
  weight_kg: false,
  activity_minutes: true,
  units_week: false,
  cigarettes_day: false,
};

type ClientChange = { pathways: string[]; first: ProgressCheck; latest: ProgressCheck };

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

function change(group: ClientChange[], measure: ReportMeasure, pathway: string) {
  const pairs = group.flatMap(({ first, latest }) => {
    const before = first[measure];
    const after = latest[measure];
    return before === null || after === null ? [] : [after - before];
  });
  const improved = pairs.filter((d) => (BETTER_WHEN_HIGHER[measure] ? d > 0 : d < 0)).length;
  return {
    measure,
    pathway,
    clients: pairs.length,
    mean_change: pairs.length ? round(pairs.reduce((a, b) => a + b, 0) / pairs.length, 1) : null,
    share_improved: pairs.length ? round(improved / pairs.length, 3) : null,
  };
}

/**
 * The commissioner's outcome report for a period: counts and averages only. A follow-up counts for
 * the 3, 6 or 12-month check whose window it falls in (docs/product.md#repeat-checks, follow-up-schedule.ts); the change
 * is from each client's first check to their latest follow-up in the period.
 */
export async function buildReport(db: Executor, period: ReportQuery): Promise<CommissionerReport> {
  const [registrations, sessions, rows] = await Promise.all([
    countRegistrations(db, period),
    countSessions(db, period),
    listChecksOfFollowedUpClients(db, period),
  ]);
  const byClient = new Map<number, { pathways: string[]; checks: ProgressCheck[] }>();
  for (const row of rows) {
    const check = toProgressCheck(row);
    if (!check) continue;
    const entry = byClient.get(row.client_id) ?? { pathways: row.pathways, checks: [] };
    entry.checks.push(check);
    byClient.set(row.client_id, entry);
  }
  const completed = { months_3: 0, months_6: 0, months_12: 0 };
  const changes: ClientChange[] = [];
  for (const { pathways, checks } of byClient.values()) {
    const [first] = checks;
    const inPeriod = checks.filter(
      (c) => c.kind === 'follow-up' && c.date >= period.from && c.date <= period.to,
    );
    const latest = inPeriod.at(-1);
    if (first?.kind !== 'new' || !latest) continue;
    const counted = new Set<number>();
    for (const check of inPeriod) {
      const done = followUpSchedule(first.date, [check.date], check.date).find((m) => m.status === 'done');
      if (done && !counted.has(done.months)) {
        counted.add(done.months);
        const key = `months_${done.months}` as keyof typeof completed;
        if (key in completed) completed[key] += 1;
      }
    }
    changes.push({ pathways, first, latest });
  }
  const groups: Array<[string, ClientChange[]]> = [
    ['all', changes],
    ...PATHWAY_SLUGS.map((slug): [string, ClientChange[]] => [
      slug,
      changes.filter((c) => c.pathways.includes(slug)),
    ]),
  ];
  return {
    from: period.from,
    to: period.to,
    clients_registered: registrations.registered,
    first_chats_within_48h: registrations.firstChatsWithin48h,
    sessions_attended: sessions.attended,
    sessions_missed: sessions.missed,
    follow_ups_completed: completed,
    changes: REPORT_MEASURES.flatMap((measure) =>
      groups.map(([pathway, group]) => change(group, measure, pathway)),
    ),
  };
}
