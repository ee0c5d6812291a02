import { Link } from 'react-router';
import { Heading, Page } from '../../../components/page.tsx';
import { ServicePhone } from '../../../components/service-phone.tsx';

function Outcome({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Page title={title}>
      <Heading>{title}</Heading>
      {children}
      <p>
        <Link to="/sessions">Back to your sessions</Link>
      </p>
    </Page>
  );
}

export function SessionUpdatedPage() {
  return (
    <Outcome title="Your session has been updated">
      <p>We have moved your session to the date and time you chose. Your coach will call you then.</p>
    </Outcome>
  );
}

export function CancelCoachingPage() {
  return (
    <Outcome title="Your coaching session has been cancelled">
      <p>Your coach will be in touch to arrange a new session with you.</p>
      <p>
        If you would like to talk to someone sooner, call us on <ServicePhone />.
      </p>
    </Outcome>
  );
}

export function CancelCheckinPage() {
  return (
    <Outcome title="Your check-in has been cancelled">
      <p>Your coach will be in touch to arrange another check-in with you.</p>
      <p>
        If you would like to talk to someone sooner, call us on <ServicePhone />.
      </p>
    </Outcome>
  );
}
