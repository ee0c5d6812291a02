import { type ForgotPasswordRequest, forgotPasswordRequest } from '@coaching/shared/schemas/password-reset';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { DateOfBirthField } from '../../../components/form/date-of-birth-field.tsx';
import { Form } from '../../../components/form/form.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { Notice } from '../../../components/inset.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';

export function ResetRequestForm() {
  const form = useZodForm(forgotPasswordRequest, { dob: '', email: '' });
  const request = useRequestPasswordReset();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: ForgotPasswordRequest) => {
    setFailure(null);
    try {
      await request.mutateAsync(values);
      navigate('/check-email');
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length) throw error;
      // Portal §8: the server's message is shown (it is written to be safe to show).
      setFailure(error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');
    }
  };

  return (
    <Form form={form} onSubmit={submit}>
      {failure ? <Notice kind="error">{failure}</Notice> : null}
      <DateOfBirthField name="dob" />
      <TextField name="email" label="Email address" type="email" autoComplete="email" />
      <Button type="submit">Send me a reset link</Button>
    </Form>
  );
}
