import type { SelfLogReminder, SelfLogReminderRequest } from '@coaching/shared/schemas/self-log';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const logReminderQuery = queryOptions({
  queryKey: ['self-log', 'reminder'],
  queryFn: () => api.get<{ data: SelfLogReminder }>('mlw/self-log/reminder').then((r) => r.data),
});

export const useLogReminder = () => useQuery(logReminderQuery);

export function useSaveLogReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: SelfLogReminderRequest) =>
      api.put<{ data: SelfLogReminder }>('mlw/self-log/reminder', choice).then((r) => r.data),
    onSuccess: (reminder) => queryClient.setQueryData(logReminderQuery.queryKey, reminder),
  });
}
