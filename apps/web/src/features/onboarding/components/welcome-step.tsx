import { REGISTRATION_PROGRESS_STEPS } from '@coaching/shared/constants';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Heading, Page } from '../../../components/page.tsx';

/**
 * Page 0 (onboarding §1): what registering takes, and consent by Get Started. The steps it counts
 * are the wizard's ("Step 1 of 3"), not the spec's "4 steps" (docs/product.md#spec-departures).
 */
export function WelcomeStep({ onStart }: { onStart: () => void }) {
  return (
    <Page title="Register">
      <Heading>Discover a healthier, happier you</Heading>
      <p className="lead">
        Register for a free personal health and wellbeing plan, with your own coach to help you move more,
        lose weight, drink less or quit smoking.
      </p>
      <ul className="list--bullet">
        <li>It takes around 2 minutes.</li>
        <li>
          There are {REGISTRATION_PROGRESS_STEPS} steps: check you can use the service, your name and goals,
          and your details. Then you check your answers and send them.
        </li>
        <li>We handle your data securely.</li>
      </ul>
      <p>
        <Button onClick={onStart}>Get Started</Button>
      </p>
      <p className="secondary-text">
        By selecting Get Started you agree to our <Link to="/privacy">privacy policy</Link> and{' '}
        <Link to="/terms">terms of service</Link>.
      </p>
      <h2 className="heading-m">Registering for someone else?</h2>
      <p>
        You can register a friend or family member with their agreement.{' '}
        <Link to="/register/somebody-else">What you need to register somebody else</Link>.
      </p>
      <p>
        Already registered? <Link to="/">Sign in</Link>.
      </p>
    </Page>
  );
}
