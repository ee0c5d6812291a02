import { CLOSURE_WORKING_DAYS } from '@coaching/shared/constants';
import { Link } from 'react-router';
import { Heading, Page } from '../../../components/page.tsx';
import { ServicePhone } from '../../../components/service-phone.tsx';

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

export function AccountClosedPage() {
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
