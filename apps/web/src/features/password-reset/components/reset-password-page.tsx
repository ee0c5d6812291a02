import { Link, useSearchParams } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { Heading, Page } from '../../../components/page.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useResetLink } from '../api/get-reset-link.ts';
import { NewPasswordForm } from './new-password-form.tsx';
import { ResetRequestForm } from './reset-request-form.tsx';

/**
 * Portal §2, except that the e-mailed link carries only the token t (docs/decisions.md, Security):
 * with it, the set-new-password form; without it, the request form.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('t');
  const link = useResetLink(token);
  if (token && link.isPending) return <Loading />;
  // A link the API refuses to read (malformed) is as unusable as a used one; a network failure is not.
  if (
    token &&
    (link.data?.usable === false || (link.error instanceof ApiError && link.error.code === 'INVALID_INPUT'))
  ) {
    return (
      <Page title="This link has expired or has already been used">
        <Heading>This link has expired or has already been used</Heading>
        <p className="lead">Each link to reset your password works once, for an hour.</p>
        <p>
          <Link to="/reset-password">Ask for a new link</Link> or, if you have just saved a new password,{' '}
          <Link to="/">log in</Link>.
        </p>
      </Page>
    );
  }
  if (token) {
    return (
      <Page title="Choose a new password">
        <Heading>Choose a new password</Heading>
        <p className="lead">Confirm the date of birth and email address you registered with.</p>
        <NewPasswordForm token={token} />
      </Page>
    );
  }
  return (
    <Page title="Reset your password">
      <Heading>Reset your password</Heading>
      <p className="lead">
        Enter the date of birth and email address you registered with. We will email you a link to choose a
        new password.
      </p>
      <ResetRequestForm />
    </Page>
  );
}
