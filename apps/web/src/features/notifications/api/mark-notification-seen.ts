import type { NotificationView } from '@coaching/shared/schemas/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { notificationsQuery } from '../../../lib/notifications.ts';

export const markNotificationSeen = (id: number) =>
  api.put<{ data: NotificationView }>(`mlw/notifications/${id}`).then((r) => r.data);

export function useMarkNotificationSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationSeen,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQuery.queryKey }),
  });
}
