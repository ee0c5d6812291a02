import { DROPDOWN_LIMIT } from '@coaching/shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

type Option = { id: number; value: string; rank: number; editable: boolean };

export const genderOptionsQuery = queryOptions({
  queryKey: ['dropdowns', 'gender'],
  queryFn: () =>
    api
      .get<{ data: { key: string; options: Option[] }[] }>(`dropdowns?key=gender&limit=${DROPDOWN_LIMIT}`)
      .then((r) => r.data[0]?.options ?? []),
  staleTime: 5 * 60_000,
});

export const useGenderOptions = () => useQuery(genderOptionsQuery);
