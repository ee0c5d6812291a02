import type { DropdownKey } from '@coaching/shared/constants';
import { useQuery } from '@tanstack/react-query';
import type { Choice } from '../../../components/form/select-field.tsx';
import { dropdownQuery } from '../../../lib/dropdowns.ts';

/** One dropdown list as choices, in rank order, without the options a question leaves out. */
export function useDropdownChoices(key: DropdownKey, leaveOut: readonly number[] = []) {
  return useQuery({
    ...dropdownQuery(key),
    select: (options): Choice[] =>
      options.filter((o) => !leaveOut.includes(o.id)).map((o) => ({ value: o.id, label: o.value })),
  });
}
