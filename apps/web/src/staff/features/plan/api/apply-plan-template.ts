import type { ApplyPlanTemplate, PlanTemplateAnswer } from '@coaching/shared/schemas/staff-plan';
import { actionsKey } from '../../../lib/api/get-staff-actions.ts';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { clientKey, useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { planKey, planPath } from './get-staff-plan.ts';

/** POST .../plan/template {pathway}: the plan with the template in it, and what was added. */
export const applyPlanTemplate = ({ clientId, ...body }: { clientId: number } & ApplyPlanTemplate) =>
  staffApi.post<{ data: PlanTemplateAnswer }>(planPath(clientId, '/template'), body).then(data);

/** The template adds actions too: the plan, the actions tab and the record's summary refresh. */
export const useApplyPlanTemplate = () =>
  useStaffMutation(applyPlanTemplate, {
    invalidate: ({ clientId }) => [
      planKey(clientId),
      actionsKey(clientId),
      [...clientKey(clientId), 'record'],
    ],
  });
