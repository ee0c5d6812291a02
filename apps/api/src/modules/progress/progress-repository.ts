import { BMI_BANDS, type BmiBand, stoneToKg } from '@coaching/shared/rules/bmi';
import { assessmentStats } from '@coaching/shared/schemas/assessment-result';
import type { ProgressCheck, TechniqueRatings } from '@coaching/shared/schemas/progress';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { ukDay } from '../../db/uk-date.ts';

type Answers = {
  weight_metric?: string;
  assessment_weight_kg?: number;
  assessment_weight_st?: number;
  assessment_weight_lbs?: number;
  assessment_pregnant?: string;
};

function weightKg(answers: Answers): number | null {
  if (answers.weight_metric === 'st' && typeof answers.assessment_weight_st === 'number') {
    return stoneToKg(answers.assessment_weight_st, answers.assessment_weight_lbs ?? 0);
  }
  return typeof answers.assessment_weight_kg === 'number' ? answers.assessment_weight_kg : null;
}

const isBand = (value: unknown): value is BmiBand => BMI_BANDS.some((band) => band === value);

export type CheckRow = {
  kind: 'new' | 'follow-up';
  date: string;
  answers: unknown;
  stats: unknown;
  messages: unknown;
};

/** A stored check as the progress page and the report read it; null if its numbers are unreadable. */
export function toProgressCheck(row: CheckRow): ProgressCheck | null {
  const stats = assessmentStats.safeParse(row.stats);
  if (!stats.success) return null;
  const answers = (row.answers ?? {}) as Answers;
  const band = (row.messages as { bmi?: { band?: unknown } } | null)?.bmi?.band;
  return {
    date: row.date,
    kind: row.kind,
    weight_kg: weightKg(answers),
    bmi: stats.data.bmi,
    bmi_band: isBand(band) ? band : null,
    activity_minutes: stats.data.activity,
    units_week: stats.data.alcohol,
    cigarettes_day: stats.data.smoking,
    pregnant: answers.assessment_pregnant === 'yes',
  };
}

const CHECK_COLUMNS = sql`kind, ${ukDay(sql`created_at`)} as date, answers, stats, messages`;

/** Every check of the client, oldest first, dated in the UK; a check without readable numbers is left out. */
export async function listProgressChecks(db: Executor, clientId: number): Promise<ProgressCheck[]> {
  const rows = await queryRows<CheckRow>(
    db,
    sql`select ${CHECK_COLUMNS} from assessments where client_id = ${clientId} order by created_at, id`,
  );
  return rows.flatMap((row) => toProgressCheck(row) ?? []);
}

/** Each technique on the client's plan with the ratings given, oldest first. */
export async function listTechniqueRatings(db: Executor, clientId: number): Promise<TechniqueRatings[]> {
  const rows = await queryRows<{ name: string; date: string; progress: number }>(
    db,
    sql`select b.web_friendly_name as name,
          ${ukDay(sql`r.rated_at`)} as date, r.progress
        from plan_bct_ratings r
        join plan_bcts pb on pb.id = r.plan_bct_id
        join plans p on p.id = pb.plan_id
        join bcts b on b.id = pb.bct_id
        where p.client_id = ${clientId}
        order by pb.id, r.rated_at, r.id`,
  );
  const byName = new Map<string, TechniqueRatings>();
  for (const row of rows) {
    const entry = byName.get(row.name) ?? { name: row.name, ratings: [] };
    entry.ratings.push({ date: row.date, progress: row.progress });
    byName.set(row.name, entry);
  }
  return [...byName.values()];
}
