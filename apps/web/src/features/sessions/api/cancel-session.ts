import type { SessionView } from '@coaching/shared/schemas/sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, overVersion } from '../../../lib/api-client.ts';
import { reloadIfChanged } from '../../../lib/reload-if-changed.ts';
import { sessionsQuery } from '../../../lib/sessions.ts';

type Vars = { id: number; ifMatch: string | null };

/**
 * Answers the client's sessions after the cancel. Sent with the session's version the window showed:
 * refused (412) when the coach moved or cancelled it since.
 */
export const cancelSession = ({ id, ifMatch }: Vars) =>
  api.delete<{ data: SessionView[] }>(`mlw/sessions/${id}`, overVersion(ifMatch)).then((r) => r.data);

export function useCancelSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSession,
    onSuccess: (sessions) => queryClient.setQueryData(sessionsQuery.queryKey, sessions),
    onError: reloadIfChanged(queryClient, sessionsQuery.queryKey),
  });
}
