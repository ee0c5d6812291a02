import type { ContentDropdown } from '@coaching/shared/schemas/staff-content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { contentKey } from './content-keys.ts';

export const contentDropdownsQuery = queryOptions({
  queryKey: contentKey('dropdowns'),
  queryFn: () => staffApi.get<{ data: ContentDropdown[] }>('content/dropdowns').then(data),
});

export const useContentDropdowns = () => useQuery(contentDropdownsQuery);
