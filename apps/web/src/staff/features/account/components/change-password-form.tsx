import { STAFF_PASSWORD_MIN_LENGTH } from '@coaching/shared/constants';
import {
  type StaffChangePasswordRequest,
  staffChangePasswordRequest,
} from '@coaching/shared/schemas/staff-auth';
import { useState } from 'react';
import { ChangePasswordFields } from '../../../../components/form/change-password-fields.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { useChangeStaffPassword } from '../api/change-staff-password.ts';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** A wrong current password comes back as an error on that field, through the form's server errors. */
export function ChangePasswordForm() {
  const form = useZodForm(staffChangePasswordRequest, EMPTY);
  const change = useChangeStaffPassword();
  const [saved, setSaved] = useState(false);

  const submit = async (values: StaffChangePasswordRequest) => {
    setSaved(false);
    await change.mutateAsync(values);
    form.reset(EMPTY);
    setSaved(true);
  };

  return (
    <Form form={form} onSubmit={submit}>
      <ChangePasswordFields saved={saved} hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters`} />
    </Form>
  );
}
