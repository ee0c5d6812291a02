import type { DischargeForm } from '@coaching/shared/schemas/staff-discharge';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { clientKey, myDayKey, useStaffMutation } from '../../../lib/use-staff-mutation.ts';

type Vars = { clientId: number } & DischargeForm;

export const dischargeClient = ({ clientId, ...body }: Vars) =>
  staffApi
    .post<{ data: { status: 'discharged'; discharged_at: string } }>(`clients/${clientId}/discharge`, body)
    .then(data);

export const useDischargeClient = () =>
  useStaffMutation(dischargeClient, {
    invalidate: ({ clientId }) => [clientKey(clientId), myDayKey, ['staff', 'clients']],
  });
