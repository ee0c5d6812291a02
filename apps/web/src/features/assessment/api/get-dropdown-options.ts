import { DROPDOWN_LIMIT, type DropdownKey } from '@coaching/shared/constants';
import { useQuery } from '@tanstack/react-query';
import type { Choice } from '../../../components/form/select-field.tsx';
import { api } from '../../../lib/api-client.ts';

type Option = { id: number; value: string; rank: number; editable: boolean };

/** One dropdown list as choices, in rank order, without the options a question leaves out. */
export function useDropdownChoices(key: DropdownKey, leaveOut: readonly number[] = []) {
  return useQuery({
    queryKey: ['assessment', 'dropdown', key],
    queryFn: async () => {
      const query = new URLSearchParams({ key, limit: String(DROPDOWN_LIMIT) });
      if (key === 'ethnicity') query.set('public', 'true');
      const answer = await api.get<{ data: { key: string; options: Option[] }[] }>(`dropdowns?${query}`);
      return answer.data.flatMap((list) => list.options);
    },
    staleTime: 5 * 60_000,
    select: (options): Choice[] =>
      options.filter((o) => !leaveOut.includes(o.id)).map((o) => ({ value: o.id, label: o.value })),
  });
}
