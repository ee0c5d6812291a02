import { PASSWORD_RESET_MSG } from '@coaching/shared/messages';
import {
  type NewPasswordForm as NewPasswordValues,
  newPasswordForm,
} from '@coaching/shared/schemas/password-reset';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { DateOfBirthField } from '../../../components/form/date-of-birth-field.tsx';
import { Form } from '../../../components/form/form.tsx';
import { NewPasswordFields } from '../../../components/form/new-password-fields.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { Notice } from '../../../components/inset.tsx';
import { useResetPassword } from '../api/reset-password.ts';

export function NewPasswordForm({ token }: { token: string }) {
  const form = useZodForm(newPasswordForm, { dob: '', email: '', password: '', password_confirmation: '' });
  const reset = useResetPassword();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  const submit = async (values: NewPasswordValues) => {
    setFailed(false);
    try {
      const answer = await reset.mutateAsync({ ...values, token });
      if (answer.status !== true) throw new Error('status not true');
      navigate('/password-updated', { replace: true });
    } catch (error) {
      console.error('Password reset failed', error);
      setFailed(true);
    }
  };

  return (
    <Form form={form} onSubmit={submit}>
      {failed ? (
        <Notice kind="error">
          <p>{PASSWORD_RESET_MSG.failed}</p>
          <p>
            Links work once and only for an hour. <Link to="/reset-password">Ask for a new link</Link>.
          </p>
        </Notice>
      ) : null}
      <DateOfBirthField name="dob" />
      <TextField name="email" label="Email address" type="email" autoComplete="email" />
      <NewPasswordFields />
      <Button type="submit">Save password</Button>
    </Form>
  );
}
