import type { SessionView } from '@coaching/shared/schemas/sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sessionsQuery } from '../../../lib/sessions.ts';

export const cancelSession = (id: number) =>
  api.delete<{ data: SessionView[] }>(`mlw/sessions/${id}`).then((r) => r.data);

export function useCancelSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSession,
    onSuccess: (sessions) => queryClient.setQueryData(sessionsQuery.queryKey, sessions),
  });
}
