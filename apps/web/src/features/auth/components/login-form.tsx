import type { LoginForm as LoginValues } from '@coaching/shared/schemas/auth';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { DateOfBirthField } from '../../../components/form/date-of-birth-field.tsx';
import { Form } from '../../../components/form/form.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useLazyZodForm } from '../../../components/form/use-lazy-zod-form.ts';
import { Notice } from '../../../components/inset.tsx';
import { useLogIn } from '../api/log-in.ts';

const loadSchema = () => import('@coaching/shared/schemas/auth').then((m) => m.loginForm);

/** Date of birth, e-mail and password (portal §2); also used where registration finds an account. */
export function LoginForm({ submitLabel = 'Sign in' }: { submitLabel?: string }) {
  const form = useLazyZodForm(loadSchema, { email: '', dob: '', password: '' });
  const logIn = useLogIn();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  const submit = async (values: LoginValues) => {
    setFailed(false);
    try {
      await logIn.mutateAsync(values);
      navigate('/', { replace: true });
    } catch {
      setFailed(true);
      form.setFocus('email');
    }
  };

  return (
    <Form form={form} onSubmit={submit}>
      {failed ? <Notice kind="error">Invalid email/dob/password</Notice> : null}
      <DateOfBirthField name="dob" />
      <TextField name="email" label="Email address" type="email" autoComplete="email" />
      <TextField name="password" label="Password" type="password" autoComplete="current-password" />
      <Button type="submit">{submitLabel}</Button>
      <p>
        <Link to="/reset-password">Forgotten your password?</Link>
      </p>
    </Form>
  );
}
