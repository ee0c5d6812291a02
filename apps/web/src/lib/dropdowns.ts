import { DROPDOWN_LIMIT, type DropdownKey } from '@coaching/shared/constants';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';

export type DropdownOption = { id: number; value: string; rank: number; editable: boolean };
type Answer = { data: { key: string; options: DropdownOption[] }[] };

/** One lookup list, in rank order; every area reads lists through this one query. */
export const dropdownQuery = (key: DropdownKey) =>
  queryOptions({
    queryKey: ['dropdowns', key],
    queryFn: async () => {
      const query = new URLSearchParams({ key, limit: String(DROPDOWN_LIMIT) });
      // The ethnicity list is asked for with public=true (onboarding §7).
      if (key === 'ethnicity') query.set('public', 'true');
      const answer = await api.get<Answer>(`dropdowns?${query}`);
      return answer.data.find((list) => list.key === key)?.options ?? [];
    },
    staleTime: 10 * 60_000,
  });
