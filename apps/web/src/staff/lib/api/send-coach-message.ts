import type { MessageView, SendMessage } from '@coaching/shared/schemas/messages';
import { data, staffApi } from '../staff-api.ts';
import { myDayKey, useStaffMutation } from '../use-staff-mutation.ts';
import { messagesKey } from './get-staff-messages.ts';

export const sendCoachMessage = ({ clientId, ...body }: { clientId: number } & SendMessage) =>
  staffApi.postOnce<{ data: MessageView[] }>(`clients/${clientId}/messages`, body).then(data);

export const useSendCoachMessage = () =>
  useStaffMutation(sendCoachMessage, {
    set: ({ clientId }) => messagesKey(clientId),
    invalidate: () => [myDayKey],
  });
