import { Link } from 'react-router';
import { Heading, Page } from '../../../components/page.tsx';

/** /password-creation/complete. */
export function PasswordCreationCompletePage() {
  return (
    <Page title="Password created">
      <Heading>Your password has been created</Heading>
      <p className="lead">You can now log in with your email address, date of birth and password.</p>
      <p>
        Once you have logged in, complete the quick health check and arrange your first chat with an advisor.
      </p>
      <p>
        <Link to="/" className="button button--primary">
          Log in
        </Link>
      </p>
      <p>
        <Link to="/what-happens-next">What happens next</Link>
      </p>
    </Page>
  );
}
