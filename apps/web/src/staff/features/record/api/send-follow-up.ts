import type { FollowUpForm } from '@coaching/shared/schemas/staff-record-forms';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { clientKey, myDayKey, useStaffMutation } from '../../../lib/use-staff-mutation.ts';

type Vars = { clientId: number } & FollowUpForm;

export const sendFollowUp = ({ clientId, ...body }: Vars) =>
  staffApi
    .post<{ data: { reminder_type: 'text' | 'email'; expires_at: string } }>(
      `clients/${clientId}/follow-up`,
      body,
    )
    .then(data);

export const useSendFollowUp = () =>
  useStaffMutation(sendFollowUp, { invalidate: ({ clientId }) => [clientKey(clientId), myDayKey] });
