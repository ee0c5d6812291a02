import type { RescheduleSession, SessionView } from '@coaching/shared/schemas/sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sessionsQuery } from '../../../lib/sessions.ts';

/** Answers the client's sessions after the move (portal §7). */
export const rescheduleSession = (id: number, body: RescheduleSession) =>
  api.put<{ data: SessionView[] }>(`mlw/sessions/${id}`, body).then((r) => r.data);

export function useRescheduleSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RescheduleSession) => rescheduleSession(body.taskId, body),
    onSuccess: (sessions) => queryClient.setQueryData(sessionsQuery.queryKey, sessions),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['sessions', 'timeslots'] }),
  });
}
