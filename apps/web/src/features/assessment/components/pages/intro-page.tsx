import { FOLLOW_UP_TTL_DAYS, HEALTH_CHECK_LENGTH } from '@coaching/shared/constants';
import { Link } from 'react-router';
import { Button } from '../../../../components/button.tsx';
import { Heading, Page } from '../../../../components/page.tsx';
import { ServicePhone } from '../../../../components/service-phone.tsx';

export function IntroPage({ onContinue, onBack }: { onContinue: () => void; onBack: () => void }) {
  return (
    <Page title="Quick health check">
      <Heading>Your quick health check</Heading>
      <p className="lead">A few questions about your weight, activity, smoking and drinking.</p>
      <p>
        It takes {HEALTH_CHECK_LENGTH}. Your answers help your coach understand where you are now, and your
        results show how you compare with the health guidelines.
      </p>
      <p>
        You can go back and change an answer at any time until you submit. Your answers are kept in this
        browser tab until then.
      </p>
      <div className="button-group">
        <Button onClick={onContinue}>Continue</Button>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
      </div>
    </Page>
  );
}

/** Pre-assessment status notfound (onboarding §8). */
export function CaseClosedPage() {
  return (
    <Page title="Case closed">
      <Heading>Sorry your case is currently closed</Heading>
      <p>
        If you would like to use the service again, <Link to="/help">send us a message</Link>.
      </p>
    </Page>
  );
}

/** A follow-up link that is unknown, used or expired: not a closed case, and there are two ways on. */
export function LinkUsedOrExpiredPage() {
  return (
    <Page title="Link used or expired">
      <Heading>This health check link has already been used or has expired</Heading>
      <p>Each link we send works once, for {FOLLOW_UP_TTL_DAYS} days.</p>
      <p>
        To take the check now, <Link to="/">log in</Link> and start it from your home page. Or call us free on{' '}
        <ServicePhone /> and we will send you a new link.
      </p>
    </Page>
  );
}
