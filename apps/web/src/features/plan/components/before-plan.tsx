import {
  FIRST_CHAT_WITHIN_HOURS,
  HEALTH_CHECK_LENGTH,
  PATHWAY_LABELS,
  PATHWAY_SLUGS,
  TIME_LABELS,
} from '@coaching/shared/constants';
import { compareIsoDates, formatUkDate } from '@coaching/shared/rules/dates';
import { Link } from 'react-router';
import { useSessions } from '../../../lib/sessions.ts';
import { useProfile } from '../../auth/api/get-profile.ts';
import { BarriersSection } from './barriers-section.tsx';

/** The client's next upcoming session, as "Tuesday 01/12/2026, morning", if one is booked. */
function useNextSession(): string | null {
  const sessions = useSessions();
  const next = (sessions.data ?? [])
    .filter((s) => s.status === 'due')
    .sort((a, b) => compareIsoDates(a.due_date, b.due_date))[0];
  return next ? `${formatUkDate(next.due_date)}, ${TIME_LABELS[next.time].toLowerCase()}` : null;
}

/**
 * /plan before the coach has written one: what the client has told us (their goals and what gets in
 * the way, which their coach already sees) and what happens next, instead of an empty page.
 */
export function BeforePlan() {
  const profile = useProfile();
  const next = useNextSession();
  const goals = PATHWAY_SLUGS.filter((slug) => profile.pathways.includes(slug));
  return (
    <>
      <p>
        You do not have a plan yet. Your coach will write it with you{' '}
        {profile.completed_calls === 0 ? 'after your first chat' : 'at your next session'}.
      </p>
      <section aria-labelledby="before-goals-heading">
        <h2 className="heading-l" id="before-goals-heading">
          Your goals
        </h2>
        {goals.length === 0 ? (
          <p>You have not chosen any goals yet.</p>
        ) : (
          <>
            <p>You told us you would like help with:</p>
            <ul className="list--bullet">
              {goals.map((slug) => (
                <li key={slug}>{PATHWAY_LABELS[slug]}</li>
              ))}
            </ul>
          </>
        )}
        <p>
          <Link to="/update-goals">{goals.length === 0 ? 'Choose your goals' : 'Change your goals'}</Link>
        </p>
      </section>
      <BarriersSection />
      <section aria-labelledby="before-next-heading">
        <h2 className="heading-l" id="before-next-heading">
          What happens next
        </h2>
        <ol>
          {profile.assessment_count === 0 ? (
            <li>
              <Link to="/assessment">Take the quick health check</Link>. It takes {HEALTH_CHECK_LENGTH}.
            </li>
          ) : null}
          {profile.completed_calls === 0 ? (
            <li>
              Have your first chat with an advisor. We aim to call you within {FIRST_CHAT_WITHIN_HOURS} hours
              of your health check, or <Link to="/suggest-time">tell us when you are free</Link>.
            </li>
          ) : null}
          {next ? <li>Your next session is on {next}.</li> : null}
          <li>
            Your coach writes your plan with you: your goals, what gets in the way and techniques to help. It
            will be on this page, and you can rate how each technique is going.
          </li>
        </ol>
      </section>
    </>
  );
}
