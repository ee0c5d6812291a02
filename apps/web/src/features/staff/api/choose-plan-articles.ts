import type { StaffPlan } from '@coaching/shared/schemas/staff-plan';
import { data, staffApi } from '../lib/staff-api.ts';
import { useStaffMutation } from '../lib/use-staff-mutation.ts';
import { planChange, planPath } from './get-staff-plan.ts';

export const choosePlanArticles = ({ clientId, article_ids }: { clientId: number; article_ids: number[] }) =>
  staffApi.put<{ data: StaffPlan }>(planPath(clientId, '/articles'), { article_ids }).then(data);

export const useChoosePlanArticles = () => useStaffMutation(choosePlanArticles, planChange);
