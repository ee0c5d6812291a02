import { REGISTRATION_MSG } from '@coaching/shared/messages';
import { Link } from 'react-router';
import { Heading, Page } from '../../../components/page.tsx';
import { useSession } from '../../auth/api/get-profile.ts';
import { LoginForm } from '../../auth/components/login-form.tsx';
import { PAGE, updateDraft, withPage } from '../registration-draft.ts';

/** /eligibility/email-exists: the e-mail, or the name and postcode, already has an account. */
export function EmailExistsPage() {
  const session = useSession();
  return (
    <Page title="You already have an account">
      <Heading>{REGISTRATION_MSG.emailExists}</Heading>
      {session.status === 'logged-in' ? (
        <p>
          You are logged in. <Link to="/">Go to your home page</Link>.
        </p>
      ) : (
        <>
          <p className="lead">Log in with your date of birth, email address and password.</p>
          <LoginForm submitLabel="Login Now" />
          <h2 className="heading-m">Not created a password yet?</h2>
          <p>
            <Link to="/register/email-not-received">Send me the link to create my password again</Link>
          </p>
        </>
      )}
      <h2 className="heading-m">Registering someone new?</h2>
      <p>
        <Link to="/register" onClick={() => updateDraft((draft) => withPage(draft, PAGE.eligibility))}>
          Use a different email address
        </Link>
      </p>
    </Page>
  );
}
