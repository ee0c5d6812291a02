import type { DropdownKey } from '@coaching/shared/constants';
import type { ContentDropdown } from '@coaching/shared/schemas/staff-content';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { contentKey } from './content-keys.ts';

export const reorderOptions = ({ key, ids }: { key: DropdownKey; ids: number[] }) =>
  staffApi.put<{ data: ContentDropdown }>(`content/dropdowns/${key}/order`, { ids }).then(data);

export const useReorderOptions = () =>
  useStaffMutation(reorderOptions, { invalidate: () => [contentKey('dropdowns')] });
