import type { SelfLog } from '@coaching/shared/schemas/self-log';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';

/**
 * What the client may record and their entries of the last year: the record page, the dashboard's
 * week at a glance and the progress page share it.
 */
export const selfLogQuery = queryOptions({
  queryKey: ['self-log'],
  queryFn: () => api.get<{ data: SelfLog }>('mlw/self-log').then((r) => r.data),
});
