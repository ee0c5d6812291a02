import type { DropdownKey } from '@coaching/shared/constants';
import type { ContentDropdown, OptionUpdate } from '@coaching/shared/schemas/staff-content';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { contentKey } from './content-keys.ts';

type Vars = { key: DropdownKey; optionId: number; ifMatch: string | null } & OptionUpdate;

/** Rename, retire or bring back one option, over the version of it the page showed. */
export const changeOption = ({ key, optionId, ifMatch, ...body }: Vars) =>
  staffApi
    .versioned<ContentDropdown>('PUT', `content/dropdowns/${key}/${optionId}`, body, ifMatch)
    .then(data);

export const useChangeOption = () =>
  useStaffMutation(changeOption, { invalidate: () => [contentKey('dropdowns')] });
