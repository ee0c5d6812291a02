import { CLOSURE_WORKING_DAYS } from '@coaching/shared/constants';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { Heading, Page } from '../../../components/page.tsx';
import { ServicePhone } from '../../../components/service-phone.tsx';
import { useForgetSession } from '../../auth/api/log-out.ts';

export function AccountUpdatedPage() {
  return (
    <Page title="Your details have been updated">
      <Heading>Your details have been updated</Heading>
      <p className="lead">Thank you. We have saved the changes to your details.</p>
      <div className="button-group">
        <Link to="/" className="button">
          Back to home
        </Link>
        <Link to="/account">Back to your account</Link>
      </div>
    </Page>
  );
}

/**
 * The server has already revoked every token; the login state is cleared here, once the page is
 * showing, because clearing it on /account would let the logged-in guard send the client home first.
 */
export function AccountClosedPage() {
  const location = useLocation();
  const forgetSession = useForgetSession();
  const justClosed = (location.state as { closed?: boolean } | null)?.closed === true;
  const forgotten = useRef(false);
  useEffect(() => {
    if (!justClosed || forgotten.current) return;
    forgotten.current = true;
    forgetSession();
  }, [justClosed, forgetSession]);
  return (
    <Page title="Account closure requested">
      <Heading>Account closure requested</Heading>
      <p className="lead">
        We have received your request to close your account. It will be actioned within {CLOSURE_WORKING_DAYS}{' '}
        working days.
      </p>
      <p>
        If you change your mind, call us on <ServicePhone />.
      </p>
    </Page>
  );
}
