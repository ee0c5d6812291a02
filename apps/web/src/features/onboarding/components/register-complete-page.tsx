import { PASSWORD_CREATION_TTL_HOURS } from '@coaching/shared/constants';
import { Link, Navigate, useLocation } from 'react-router';
import { Notice } from '../../../components/inset.tsx';
import { Heading, Page } from '../../../components/page.tsx';
import type { CompleteState } from './registration-steps.tsx';

export type CompleteLocationState = CompleteState & { changed?: boolean };

/** The navigation state the confirmation needs (onboarding §2), or null. */
export function readCompleteState(state: unknown): CompleteLocationState | null {
  const s = state as Partial<CompleteLocationState> | null;
  return s && typeof s.first_name === 'string' && typeof s.email === 'string' && typeof s.dob === 'string'
    ? {
        first_name: s.first_name,
        email: s.email,
        dob: s.dob,
        someone_else: s.someone_else === true,
        key: typeof s.key === 'string' ? s.key : '',
        changed: s.changed === true,
      }
    : null;
}

const LINK_DAYS = PASSWORD_CREATION_TTL_HOURS / 24;

/** /register/complete: the e-mail is on its way; worded for the person or for someone else. */
export function RegisterCompletePage() {
  const location = useLocation();
  const state = readCompleteState(location.state);
  if (!state) return <Navigate to="/" replace />;
  return (
    <Page title="Check your email">
      {state.changed ? <Notice kind="success">We have sent a new email to {state.email}.</Notice> : null}
      {state.someone_else ? (
        <>
          <Heading>Thank you for registering {state.first_name}</Heading>
          <p className="lead">
            We have sent an email to {state.first_name} at <strong>{state.email}</strong> with a link to
            create their password.
          </p>
          <p>
            Please let {state.first_name} know to look out for it. The link works for {LINK_DAYS} days. Once
            they have created a password, they can complete a quick health check and arrange a first chat with
            an advisor.
          </p>
        </>
      ) : (
        <>
          <Heading>Check your email, {state.first_name}</Heading>
          <p className="lead">
            We have sent an email to <strong>{state.email}</strong> with a link to create your password.
          </p>
          <p>The link works for {LINK_DAYS} days. It can take a few minutes to arrive.</p>
        </>
      )}
      <ul className="list--bullet">
        <li>
          <Link to="/register/email-not-received">The email has not arrived</Link>
        </li>
        <li>
          <Link to="/register/verification-email" state={state}>
            The email address is wrong
          </Link>
        </li>
        <li>
          <Link to="/what-happens-next">What happens next</Link>
        </li>
      </ul>
    </Page>
  );
}
