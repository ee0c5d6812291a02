import { formatUkDate } from '@coaching/shared/rules/dates';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { sessionsQuery, useSessions } from '../../../lib/sessions.ts';
import { useProfile, useSession } from '../../auth/api/get-profile.ts';
import { nextDueDate, showsPlusBanner } from '../next-steps.ts';

const DISMISSED_KEY = 'plus-banner-dismissed';

/**
 * True while a signed-in page's notices are still loading. The page waits for them (they load beside the
 * profile, not after it) so its content does not jump down when they arrive. A stored token whose profile
 * was refused asks for no sessions: the sign-in page shows no notices.
 */
export function useHeaderNoticesPending(): boolean {
  const signedIn = useSession().status !== 'logged-out';
  return useQuery({ ...sessionsQuery, enabled: signedIn }).isPending && signedIn;
}

/** The Plus header line and banner shown on every logged-in page (portal §2). */
export function HeaderNotices() {
  const profile = useProfile();
  const sessions = useSessions();
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY) === 'yes');

  useEffect(() => {
    if (sessions.isError) console.error('Unable to load sessions', sessions.error);
  }, [sessions.isError, sessions.error]);

  if (!sessions.data) return null;
  const nextDate = nextDueDate(sessions.data);
  const banner = !dismissed && showsPlusBanner(profile, sessions.data);

  const dismiss = () => {
    sessionStorage.setItem(DISMISSED_KEY, 'yes');
    setDismissed(true);
  };

  return (
    <>
      {nextDate ? (
        <p className="notice">
          Your next session is on <strong>{formatUkDate(nextDate)}</strong>
          {profile.plan ? (
            <>
              {' '}
              <Link to="/sessions">See your sessions</Link>
            </>
          ) : null}
        </p>
      ) : null}
      {banner ? (
        <section className="notice notice--success" aria-labelledby="plus-banner-title">
          <h2 className="heading-s" id="plus-banner-title">
            Welcome to Live Well Plus
          </h2>
          <p>
            Thank you for your first chat. Your coach will be in touch to book your first coaching session.
          </p>
          <button type="button" className="button button--secondary" onClick={dismiss}>
            Dismiss
          </button>
        </section>
      ) : null}
    </>
  );
}
