import type { DropdownKey } from '@coaching/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { type DropdownOption, dropdownQuery } from '../../../lib/dropdowns.ts';

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
