import type { RescheduleSession, SessionView } from '@coaching/shared/schemas/sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, overVersion } from '../../../lib/api-client.ts';
import { reloadIfChanged } from '../../../lib/reload-if-changed.ts';
import { sessionsQuery } from '../../../lib/sessions.ts';

type Vars = RescheduleSession & { ifMatch: string | null };

/**
 * Answers the client's sessions after the move (portal §7). Sent with the session's version the
 * modal was opened with: refused (412) when the coach moved or cancelled it since.
 */
export const rescheduleSession = ({ ifMatch, ...body }: Vars) =>
  api
    .put<{ data: SessionView[] }>(`mlw/sessions/${body.taskId}`, body, overVersion(ifMatch))
    .then((r) => r.data);

export function useRescheduleSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleSession,
    onSuccess: (sessions) => queryClient.setQueryData(sessionsQuery.queryKey, sessions),
    onError: reloadIfChanged(queryClient, sessionsQuery.queryKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['sessions', 'timeslots'] }),
  });
}
