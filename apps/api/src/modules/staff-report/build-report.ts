import { PATHWAY_SLUGS } from '@coaching/shared/constants';
import { followUpWindowOf } from '@coaching/shared/rules/follow-up-windows';
import type { ProgressCheck } from '@coaching/shared/schemas/progress';
import {
  type CommissionerReport,
  REPORT_MEASURES,
  type ReportMeasure,
  type ReportQuery,
} from '@coaching/shared/schemas/staff-report';
import type { Executor } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { toProgressCheck } from '../progress/progress-repository.ts';
import {
  countFollowUpsDue,
  countRegistrations,
  countSessions,
  listChecksOfFollowedUpClients,
  listStaffNames,
} from './report-repository.ts';
import { figuresTally } from './tally-figures.ts';

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
    improved,
    mean_change: pairs.length ? round(pairs.reduce((a, b) => a + b, 0) / pairs.length, 1) : null,
    share_improved: pairs.length ? round(improved / pairs.length, 3) : null,
  };
}

/**
 * The commissioner's outcome report for a period: counts and averages only, for the service and per
 * coach. A follow-up counts for the 3, 6 or 12-month check only when taken in that check's window
 * (rules/follow-up-windows.ts, docs/product.md#report-windows); the change is from each client's
 * first check to their latest follow-up in the period.
 */
export async function buildReport(db: Executor, period: ReportQuery): Promise<CommissionerReport> {
  const [registrations, sessions, due, rows] = await readTogether(
    db,
    () => countRegistrations(db, period),
    () => countSessions(db, period),
    () => countFollowUpsDue(db, period),
    () => listChecksOfFollowedUpClients(db, period),
  );
  const tally = figuresTally();
  for (const r of registrations) {
    tally.add(r.coach_id, {
      clients_registered: r.registered,
      first_chats: r.chats,
      first_chats_within_48h: r.quick,
    });
  }
  for (const s of sessions)
    tally.add(s.coach_id, { sessions_attended: s.attended, sessions_missed: s.missed });
  for (const d of due) tally.addCheck(d.coach_id, 'follow_ups_due', d.months, d.due);
  const byClient = new Map<number, { coachId: number | null; pathways: string[]; checks: ProgressCheck[] }>();
  for (const row of rows) {
    const check = toProgressCheck(row);
    if (!check) continue;
    const entry = byClient.get(row.client_id) ?? {
      coachId: row.coach_id,
      pathways: row.pathways,
      checks: [],
    };
    entry.checks.push(check);
    byClient.set(row.client_id, entry);
  }
  const changes: ClientChange[] = [];
  for (const { coachId, pathways, checks } of byClient.values()) {
    const [first] = checks;
    const inPeriod = checks.filter(
      (c) => c.kind === 'follow-up' && c.date >= period.from && c.date <= period.to,
    );
    const latest = inPeriod.at(-1);
    if (first?.kind !== 'new' || !latest) continue;
    const counted = new Set(inPeriod.map((check) => followUpWindowOf(first.date, check.date)));
    for (const months of counted)
      if (months !== null) tally.addCheck(coachId, 'follow_ups_completed', months);
    changes.push({ pathways, first, latest });
  }
  const groups: Array<[string, ClientChange[]]> = [
    ['all', changes],
    ...PATHWAY_SLUGS.map((slug): [string, ClientChange[]] => [
      slug,
      changes.filter((c) => c.pathways.includes(slug)),
    ]),
  ];
  const coachIds = [...tally.perCoach.keys()].filter((id): id is number => id !== null);
  const names = new Map((await listStaffNames(db, coachIds)).map((s) => [s.id, s.name]));
  return {
    from: period.from,
    to: period.to,
    ...tally.total,
    changes: REPORT_MEASURES.flatMap((measure) =>
      groups.map(([pathway, group]) => change(group, measure, pathway)),
    ),
    coaches: [...tally.perCoach]
      .map(([coachId, figures]) => ({
        coach_id: coachId,
        coach: coachId === null ? null : (names.get(coachId) ?? null),
        ...figures,
      }))
      .sort((a, b) => (a.coach ?? '\uffff').localeCompare(b.coach ?? '\uffff')),
  };
}
