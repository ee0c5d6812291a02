import type { DropdownKey } from '@coaching/shared/constants';
import type { ContentDropdown } from '@coaching/shared/schemas/staff-content';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { contentKey } from './content-keys.ts';

export const addOption = ({ key, value }: { key: DropdownKey; value: string }) =>
  staffApi.post<{ data: ContentDropdown }>(`content/dropdowns/${key}`, { value }).then(data);

export const useAddOption = () =>
  useStaffMutation(addOption, { invalidate: () => [contentKey('dropdowns')] });
