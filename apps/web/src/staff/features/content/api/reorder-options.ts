import type { DropdownKey } from '@coaching/shared/constants';
import type { ContentDropdown } from '@coaching/shared/schemas/staff-content';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { contentKey } from './content-keys.ts';

type Vars = { key: DropdownKey; ids: number[]; ifMatch: string };

/** The new order, computed from the list as the page showed it: refused if the list changed since. */
export const reorderOptions = ({ key, ids, ifMatch }: Vars) =>
  staffApi.versioned<ContentDropdown>('PUT', `content/dropdowns/${key}/order`, { ids }, ifMatch).then(data);

export const useReorderOptions = () =>
  useStaffMutation(reorderOptions, { invalidate: () => [contentKey('dropdowns')] });
