import type { StaffPlan } from '@coaching/shared/schemas/staff-plan';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { planChange, planPath } from './get-staff-plan.ts';

export type PlanContentKind = 'articles' | 'events';
type Vars = { clientId: number; kind: PlanContentKind; ids: number[] };

/** PUT .../plan/articles {article_ids} or .../plan/events {event_ids}: the suggestions the client sees. */
export const choosePlanContent = ({ clientId, kind, ids }: Vars) =>
  staffApi
    .put<{ data: StaffPlan }>(planPath(clientId, `/${kind}`), {
      [kind === 'articles' ? 'article_ids' : 'event_ids']: ids,
    })
    .then(data);

export const useChoosePlanContent = () => useStaffMutation(choosePlanContent, planChange);
