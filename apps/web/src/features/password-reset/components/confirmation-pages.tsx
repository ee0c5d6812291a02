import { PASSWORD_RESET_TTL_MINUTES } from '@coaching/shared/constants';
import { PASSWORD_RESET_MSG } from '@coaching/shared/messages';
import { Link } from 'react-router';
import { Heading, Page } from '../../../components/page.tsx';
import { ServicePhone } from '../../../components/service-phone.tsx';

export function CheckEmailPage() {
  return (
    <Page title="Check your email">
      <Heading>Check your email</Heading>
      <p className="lead">
        If the details you entered match an account, we have emailed you a link to reset your password.
      </p>
      <p>
        The link works once, for {PASSWORD_RESET_TTL_MINUTES} minutes. Check your spam folder if it has not
        arrived.
      </p>
      <p>
        No email? <Link to="/reset-password">Ask for another link</Link> or call us on <ServicePhone />.
      </p>
    </Page>
  );
}

export function PasswordUpdatedPage() {
  return (
    <Page title={PASSWORD_RESET_MSG.saved}>
      <Heading>{PASSWORD_RESET_MSG.saved}</Heading>
      <p className="lead">You can now sign in with your new password.</p>
      <p>
        <Link to="/" className="button">
          Sign in
        </Link>
      </p>
    </Page>
  );
}
