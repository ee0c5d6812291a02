import type { ContentEvent } from '@coaching/shared/schemas/staff-content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { contentKey } from './content-keys.ts';

export const contentEventsQuery = queryOptions({
  queryKey: contentKey('events'),
  queryFn: () => staffApi.get<{ data: ContentEvent[] }>('content/events').then(data),
});

export const useContentEvents = () => useQuery(contentEventsQuery);
