import type { ActionView } from '@coaching/shared/schemas/actions';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** The client's actions: the actions screen and the plan's count of actions to do share it. */
export const actionsQuery = queryOptions({
  queryKey: ['actions'],
  queryFn: () => api.get<{ data: ActionView[] }>('mlw/actions').then((r) => r.data),
});
