import { useSearchParams } from 'react-router';
import { Heading, Page } from '../../../components/page.tsx';
import { NewPasswordForm } from './new-password-form.tsx';
import { ResetRequestForm } from './reset-request-form.tsx';

/** Portal §2: the e-mailed link carries email, dob and t; without all three it is the request form. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const email = params.get('email');
  const dob = params.get('dob');
  const token = params.get('t');
  if (email && dob && token) {
    return (
      <Page title="Choose a new password">
        <Heading>Choose a new password</Heading>
        <NewPasswordForm link={{ email, dob, token }} />
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
