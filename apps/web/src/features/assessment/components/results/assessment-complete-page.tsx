import { Link, Navigate, useLocation } from 'react-router';
import { Heading, Page } from '../../../../components/page.tsx';
import { useSession } from '../../../auth/api/get-profile.ts';
import { ActivitySection, AlcoholSection, BmiSection, SmokingSection } from './result-sections.tsx';
import { resultState } from './result-state.ts';

/** /assessment/complete: the results carried in the navigation state (onboarding §2). */
export function AssessmentCompletePage() {
  const location = useLocation();
  const session = useSession();
  const parsed = resultState.safeParse(location.state);
  if (!parsed.success) return <Navigate to="/" replace />;
  const state = parsed.data;
  return (
    <Page title="Your health check results">
      <Heading>Your health check results</Heading>
      <p className="lead">
        How you compare with the health guidelines
        {state.result.stats.previous ? ', and with your last check' : ''}.
      </p>
      <BmiSection state={state} />
      <ActivitySection state={state} />
      <SmokingSection state={state} />
      <AlcoholSection state={state} />
      <h2 className="heading-l">What happens next</h2>
      {session.status === 'logged-in' ? (
        <p>
          Want help with something else? <Link to="/update-goals">Change your goals</Link>.
        </p>
      ) : null}
      {session.status === 'logged-in' ? (
        <div className="button-group">
          {session.profile.completed_calls === 0 ? (
            <Link className="button button--primary" to="/book-a-chat">
              Arrange your first chat
            </Link>
          ) : null}
          <Link className="button button--secondary" to="/">
            Back to home
          </Link>
        </div>
      ) : (
        <p>
          Your coach will see your results at your next call. <Link to="/">Sign in</Link> to see your plan.
        </p>
      )}
    </Page>
  );
}
