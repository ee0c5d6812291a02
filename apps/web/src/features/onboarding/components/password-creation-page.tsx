import { type PasswordCreationForm, passwordCreationForm } from '@coaching/shared/schemas/registration';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Form } from '../../../components/form/form.tsx';
import { NewPasswordFields } from '../../../components/form/new-password-fields.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { Notice } from '../../../components/inset.tsx';
import { Loading } from '../../../components/loading.tsx';
import { Heading, Page } from '../../../components/page.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { createPassword } from '../api/create-password.ts';
import { usePasswordCreationLink } from '../api/get-password-creation-link.ts';

const isFieldProblem = (error: unknown) =>
  error instanceof ApiError &&
  error.code === 'INVALID_INPUT' &&
  Object.keys(error.errors).some((field) => field === 'password' || field === 'password_confirmation');

function LinkUsedOrExpired() {
  return (
    <Page title="This link has expired or has already been used">
      <Heading>This link has expired or has already been used</Heading>
      <p className="lead">Each link to create your password works once, for a limited time.</p>
      <p>
        If you have already created your password, <Link to="/">log in</Link>. Otherwise{' '}
        <Link to="/register/email-not-received">ask for a new link</Link>.
      </p>
    </Page>
  );
}

/** /password-creation?hash=&id=: the first password, from the e-mailed link (onboarding §4). */
export function PasswordCreationPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const hash = params.get('hash');
  const id = params.get('id');
  const form = useZodForm(passwordCreationForm, { password: '', password_confirmation: '' });
  const [failed, setFailed] = useState(false);
  const link = usePasswordCreationLink(hash, id);
  if (!hash || !id) return <Navigate to="/register" replace />;
  if (link.isPending) return <Loading />;
  // A link the API refuses to read (malformed) is as unusable as a used one; a network failure is not.
  if (
    link.data?.usable === false ||
    (link.error instanceof ApiError && link.error.code === 'INVALID_INPUT')
  ) {
    return <LinkUsedOrExpired />;
  }

  const submit = async (values: PasswordCreationForm) => {
    setFailed(false);
    try {
      const answer = await createPassword({ ...values, hash, client_id: Number(id) });
      if (answer.status === 'complete') return navigate('/password-creation/complete', { replace: true });
    } catch (error) {
      console.error('password creation failed', error);
      if (isFieldProblem(error)) throw error;
    }
    setFailed(true);
  };

  return (
    <Page title="Create your password">
      <Heading>Create your password</Heading>
      <p className="lead">You will log in with your email address, your date of birth and this password.</p>
      {failed ? (
        <Notice kind="error" title="Something went wrong">
          <p>
            Your link may have expired or already been used.{' '}
            <Link to="/register/email-not-received">Ask for a new link</Link>.
          </p>
        </Notice>
      ) : null}
      <Form form={form} onSubmit={submit}>
        <NewPasswordFields
          label="Password"
          hint="At least 8 characters. A few words together make a strong password you can remember."
        />
        <Button type="submit">Create password</Button>
      </Form>
    </Page>
  );
}
