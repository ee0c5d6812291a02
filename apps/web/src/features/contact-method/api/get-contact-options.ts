import { PREFERRED_CONTACT_METHODS } from '@coaching/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { type DropdownOption, dropdownQuery } from '../../../lib/dropdowns.ts';

/** The PreferredContact list, limited to Phone Call and Email (portal §9). */
export const useContactOptions = () =>
  useQuery({
    ...dropdownQuery('PreferredContact'),
    select: (options: DropdownOption[]) => options.filter((o) => PREFERRED_CONTACT_METHODS.includes(o.id)),
  });
