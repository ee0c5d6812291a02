import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/http-errors.ts';
import {
  countLiveArticles,
  countLiveEvents,
  replacePlanArticles,
  replacePlanEvents,
  touchPlan,
} from './plan-editor-repository.ts';
import { requirePlanId } from './require-plan.ts';

/** The suggested articles replace the old suggestions; each must be a live article. */
export function choosePlanArticles(db: Db, clientId: number, ids: number[]): Promise<void> {
  return db.transaction(async (tx) => {
    const planId = await requirePlanId(tx, clientId);
    if ((await countLiveArticles(tx, ids)) !== ids.length) {
      throw fieldError('article_ids', 'Choose articles from the list');
    }
    await replacePlanArticles(tx, planId, ids);
    await touchPlan(tx, planId);
  });
}

export function choosePlanEvents(db: Db, clientId: number, ids: number[]): Promise<void> {
  return db.transaction(async (tx) => {
    const planId = await requirePlanId(tx, clientId);
    if ((await countLiveEvents(tx, ids)) !== ids.length)
      throw fieldError('event_ids', 'Choose events from the list');
    await replacePlanEvents(tx, planId, ids);
    await touchPlan(tx, planId);
  });
}
