import { PATHWAY_AREAS, PATHWAY_SLUGS } from '@coaching/shared/constants';
import type { StaffPlan } from '@coaching/shared/schemas/staff-plan';
import type { Executor } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { findPlanOfClient } from '../plan/plan-repository.ts';
import { listBctsWithNotes, listChosenIds, listNotes } from './plan-editor-repository.ts';
import { noteVersion, settingsVersion } from './plan-part-versions.ts';

type Bct = StaffPlan['bcts'][number];

/** The plan as the staff editor needs it, or null before the coach has created one. */
export async function readStaffPlan(db: Executor, clientId: number): Promise<StaffPlan | null> {
  const plan = await findPlanOfClient(db, clientId);
  if (!plan) return null;
  const [notes, bctRows, chosen] = await readTogether(
    db,
    () => listNotes(db, plan.id),
    () => listBctsWithNotes(db, plan.id),
    () => listChosenIds(db, plan.id),
  );
  const byBct = new Map<number, Bct>();
  for (const row of bctRows) {
    const bct = byBct.get(row.bctId) ?? {
      bct_id: row.bctId,
      name: row.name,
      web_friendly_name: row.webFriendlyName,
      progress: row.progress,
      retired: row.retired,
      barrier_id: row.barrierId,
      notes: [],
    };
    if (row.noteId !== null && row.note !== null && row.noteDate !== null) {
      bct.notes.push({ id: row.noteId, date: row.noteDate, note: row.note });
    }
    byBct.set(row.bctId, bct);
  }
  const note = ({ id, title, note }: { id: number; title: string; note: string }) => ({
    id,
    title,
    note,
    version: noteVersion({ title, note }),
  });
  const settings = {
    service_level: plan.serviceLevel,
    pathways: PATHWAY_SLUGS.filter((slug) => plan.pathways.includes(PATHWAY_AREAS[slug])),
  };
  return {
    id: plan.id,
    ...settings,
    settings_version: settingsVersion(settings),
    goal_notes: notes.filter((n) => n.kind === 'goal').map(note),
    barrier_notes: notes.filter((n) => n.kind === 'barrier').map(note),
    bcts: [...byBct.values()],
    article_ids: chosen.articleIds,
    event_ids: chosen.eventIds,
  };
}
