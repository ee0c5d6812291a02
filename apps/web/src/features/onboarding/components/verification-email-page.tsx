import { REGISTRATION_MSG } from '@coaching/shared/messages';
import { changeEmailRequest } from '@coaching/shared/schemas/registration';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/button.tsx';
import { Form } from '../../../components/form/form.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { Notice } from '../../../components/inset.tsx';
import { Heading, Page } from '../../../components/page.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { changeEmail } from '../api/change-email.ts';
import { readCompleteState } from './register-complete-page.tsx';

const newEmailForm = changeEmailRequest.pick({ email: true });

/** The verification-email check page: a new address for a registration with a mistyped one. */
export function VerificationEmailPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = readCompleteState(location.state);
  const form = useZodForm(newEmailForm, { email: '' });
  const [taken, setTaken] = useState(false);
  if (!state?.key) return <Navigate to="/register/email-not-received" replace />;

  const submit = async (values: z.output<typeof newEmailForm>) => {
    setTaken(false);
    try {
      await changeEmail({ hash: state.key, email: values.email });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') {
        setTaken(true);
        form.setError('email', { message: REGISTRATION_MSG.emailExists }, { shouldFocus: true });
        return;
      }
      throw error;
    }
    navigate('/register/complete', {
      replace: true,
      state: { ...state, email: values.email, changed: true },
    });
  };

  return (
    <Page title="Check the email address">
      <Heading>Check the email address</Heading>
      <p className="lead">
        We sent the link to <strong>{state.email}</strong>.
      </p>
      <p>If that is not right, enter the correct address and we will send a new link there instead.</p>
      {taken ? (
        <Notice kind="warning">
          {REGISTRATION_MSG.emailExists} <Link to="/">Login Now</Link>
        </Notice>
      ) : null}
      <Form form={form} onSubmit={submit}>
        <TextField name="email" label="New email address" type="email" autoComplete="email" />
        <Button type="submit">Send a new link</Button>
      </Form>
    </Page>
  );
}
