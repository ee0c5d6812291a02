import type { MessageView } from '@coaching/shared/schemas/messages';
import { messagesKey } from '../../../lib/api/get-staff-messages.ts';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { myDayKey, useStaffMutation } from '../../../lib/use-staff-mutation.ts';

export const markMessagesHandled = ({ clientId }: { clientId: number }) =>
  staffApi.post<{ data: MessageView[] }>(`clients/${clientId}/messages/handled`).then(data);

export const useMarkMessagesHandled = () =>
  useStaffMutation(markMessagesHandled, {
    set: ({ clientId }) => messagesKey(clientId),
    invalidate: () => [myDayKey],
  });
