import { data, staffApi } from '../../../lib/staff-api.ts';
import { clientKey, myDayKey, useStaffMutation } from '../../../lib/use-staff-mutation.ts';

type Vars = { clientId: number; coachId: number | null };

export const assignCoach = ({ clientId, coachId }: Vars) =>
  staffApi
    .put<{ data: { coach: { id: number; name: string } | null } }>(`clients/${clientId}/coach`, {
      coach_id: coachId,
    })
    .then(data);

export const useAssignCoach = () =>
  useStaffMutation(assignCoach, {
    invalidate: ({ clientId }) => [clientKey(clientId), myDayKey, ['staff', 'clients']],
  });
