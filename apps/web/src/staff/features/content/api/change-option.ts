import type { DropdownKey } from '@coaching/shared/constants';
import type { ContentDropdown, OptionUpdate } from '@coaching/shared/schemas/staff-content';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { contentKey } from './content-keys.ts';

type Vars = { key: DropdownKey; optionId: number } & OptionUpdate;

/** Rename, retire or bring back one option. */
export const changeOption = ({ key, optionId, ...body }: Vars) =>
  staffApi.put<{ data: ContentDropdown }>(`content/dropdowns/${key}/${optionId}`, body).then(data);

export const useChangeOption = () =>
  useStaffMutation(changeOption, { invalidate: () => [contentKey('dropdowns')] });
