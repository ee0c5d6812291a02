import type { ReminderSettings, ReminderSettingsRequest } from '@coaching/shared/schemas/reminders';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const reminderSettingsQuery = queryOptions({
  queryKey: ['reminders'],
  queryFn: () => api.get<{ data: ReminderSettings }>('mlw/reminders').then((r) => r.data),
});

export const useReminderSettings = () => useQuery(reminderSettingsQuery);

export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: ReminderSettingsRequest) =>
      api.put<{ data: ReminderSettings }>('mlw/reminders', choice).then((r) => r.data),
    onSuccess: (settings) => queryClient.setQueryData(reminderSettingsQuery.queryKey, settings),
  });
}
