import { DROPDOWN_LIMIT, type DropdownKey } from '@coaching/shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type DropdownOption = { id: number; value: string; rank: number; editable: boolean };
type Answer = { data: { key: string; options: DropdownOption[] }[] };

export const dropdownQuery = (key: DropdownKey) =>
  queryOptions({
    queryKey: ['onboarding', 'dropdowns', key],
    queryFn: async () => {
      const query = new URLSearchParams({ key, limit: String(DROPDOWN_LIMIT) });
      // The ethnicity list is asked for with public=true (onboarding §7).
      if (key === 'ethnicity') query.set('public', 'true');
      const answer = await api.get<Answer>(`dropdowns?${query}`);
      return answer.data.find((list) => list.key === key)?.options ?? [];
    },
    staleTime: 10 * 60_000,
  });

/** One lookup list, optionally filtered; failures are logged and show as an empty list. */
export function useDropdown(key: DropdownKey, keep: (option: DropdownOption) => boolean = () => true) {
  const query = useQuery(dropdownQuery(key));
  if (query.error) console.error(`dropdown ${key} failed`, query.error);
  const options = query.data?.filter(keep);
  return {
    loading: query.isPending,
    options,
    choices: options?.map((o) => ({ value: o.id, label: o.value })),
    labelOf: (id: unknown) => options?.find((o) => o.id === id)?.value,
  };
}
