import type { PathwaySlug } from '@coaching/shared/constants';
import { addDays, todayIso } from '@coaching/shared/rules/dates';
import { PLAN_TEMPLATES } from '@coaching/shared/rules/plan-templates';
import type { PlanTemplateAnswer } from '@coaching/shared/schemas/staff-plan';
import type { Db } from '../../db/client.ts';
import { addAction } from '../staff-actions/set-action.ts';
import { listOpenActionTitles } from '../staff-actions/staff-action-repository.ts';
import {
  findLibraryBctsByName,
  insertNote,
  insertPlanBct,
  listNotes,
  touchPlan,
} from './plan-editor-repository.ts';
import { requirePlanId } from './require-plan.ts';

/**
 * A pathway's starting plan joins the client's plan, for the coach to edit with them: goal notes,
 * library techniques and actions (due a week or two from today, each ringing the client's bell as
 * an action set by hand does). What the plan already has (a note or an open action of the same
 * title, a technique already in it) is not added twice, so applying a template again adds nothing.
 */
export function applyPlanTemplate(
  db: Db,
  clientId: number,
  pathway: PathwaySlug,
): Promise<PlanTemplateAnswer['added']> {
  const template = PLAN_TEMPLATES[pathway];
  return db.transaction(async (tx) => {
    const planId = await requirePlanId(tx, clientId);
    const added = { goal_notes: 0, techniques: 0, actions: 0 };
    const noteTitles = new Set((await listNotes(tx, planId)).map((n) => n.title.toLowerCase()));
    for (const goal of template.goals) {
      if (noteTitles.has(goal.title.toLowerCase())) continue;
      await insertNote(tx, planId, 'goal', goal.title, goal.note);
      added.goal_notes += 1;
    }
    for (const bct of await findLibraryBctsByName(tx, template.techniques)) {
      if ((await insertPlanBct(tx, planId, bct.id)) !== null) added.techniques += 1;
    }
    const openTitles = await listOpenActionTitles(tx, clientId);
    for (const { title, description, dueInDays } of template.actions) {
      if (openTitles.has(title.toLowerCase())) continue;
      await addAction(tx, clientId, { title, description, due_date: addDays(todayIso(), dueInDays) });
      added.actions += 1;
    }
    await touchPlan(tx, planId);
    return added;
  });
}
