import { useSearchParams } from 'react-router';
import { Heading, Page } from '../../../components/page.tsx';
import { NewPasswordForm } from './new-password-form.tsx';
import { ResetRequestForm } from './reset-request-form.tsx';

/**
 * Portal §2, except that the e-mailed link carries only the token t (docs/decisions.md, Security):
 * with it, the set-new-password form; without it, the request form.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('t');
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
