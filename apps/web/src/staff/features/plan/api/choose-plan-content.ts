import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { changePlan, planChange } from './get-staff-plan.ts';

export type PlanContentKind = 'articles' | 'events';
type Vars = { clientId: number; kind: PlanContentKind; ids: number[] };

/** PUT .../plan/articles {article_ids} or .../plan/events {event_ids}: the suggestions the client sees. */
export const choosePlanContent = ({ clientId, kind, ids }: Vars) =>
  changePlan('PUT', clientId, `/${kind}`, { [kind === 'articles' ? 'article_ids' : 'event_ids']: ids });

export const useChoosePlanContent = () => useStaffMutation(choosePlanContent, planChange);
