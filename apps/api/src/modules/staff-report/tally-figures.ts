import type { ReportFigures } from '@coaching/shared/schemas/staff-report';

type ByCheck = ReportFigures['follow_ups_completed'];
const noChecks = (): ByCheck => ({ months_3: 0, months_6: 0, months_12: 0 });
const emptyFigures = (): ReportFigures => ({
  clients_registered: 0,
  first_chats: 0,
  first_chats_within_48h: 0,
  sessions_attended: 0,
  sessions_missed: 0,
  follow_ups_completed: noChecks(),
  follow_ups_due: noChecks(),
});
const checkKey = (months: number) => `months_${months}` as keyof ByCheck;

/** Adds counts up per coach (null: no coach) and for the whole service at once. */
export function figuresTally() {
  const total = emptyFigures();
  const perCoach = new Map<number | null, ReportFigures>();
  const both = (coachId: number | null) => {
    const coach = perCoach.get(coachId) ?? emptyFigures();
    perCoach.set(coachId, coach);
    return [total, coach];
  };
  type Count = Exclude<keyof ReportFigures, 'follow_ups_completed' | 'follow_ups_due'>;
  return {
    total,
    perCoach,
    add(coachId: number | null, counts: Partial<Record<Count, number>>) {
      for (const figures of both(coachId)) {
        for (const [key, n] of Object.entries(counts) as [Count, number][]) figures[key] += n;
      }
    },
    addCheck(
      coachId: number | null,
      which: 'follow_ups_completed' | 'follow_ups_due',
      months: number,
      n = 1,
    ) {
      const key = checkKey(months);
      for (const figures of both(coachId)) if (key in figures[which]) figures[which][key] += n;
    },
  };
}
