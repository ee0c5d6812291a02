import type { ActionView } from '@coaching/shared/schemas/actions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const actionsQuery = queryOptions({
  queryKey: ['actions'],
  queryFn: () => api.get<{ data: ActionView[] }>('mlw/actions').then((r) => r.data),
});

export const useActions = () => useQuery(actionsQuery);
