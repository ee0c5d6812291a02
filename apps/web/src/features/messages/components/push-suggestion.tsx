import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/inset.tsx';
import { TurnOnPush } from '../../../components/turn-on-push.tsx';
import { pushPermission, pushSettingsQuery } from '../../../lib/push.ts';
import { useFocusWhen } from '../../../lib/use-focus-when.ts';
import { useDismissPushSuggestion } from '../api/dismiss-push-suggestion.ts';

/**
 * Once the coach has written, a one-time suggestion to get notifications (issue 32): not shown again
 * once dismissed, once any device has them on, or where the browser cannot or will not show them.
 */
export function PushSuggestion({ coachHasWritten }: { coachHasWritten: boolean }) {
  const settings = useQuery({ ...pushSettingsQuery, enabled: coachHasWritten });
  const dismiss = useDismissPushSuggestion();
  const [turnedOn, setTurnedOn] = useState(false);
  const data = settings.data;
  const dismissed = dismiss.isSuccess && data?.suggestion_dismissed === true;
  // "No thanks" leaves with the suggestion.
  const status = useFocusWhen<HTMLParagraphElement>(dismissed);
  if (dismissed)
    return (
      <p className="secondary-text" role="status" tabIndex={-1} ref={status}>
        We will not suggest notifications again. You can turn them on under Notifications on your{' '}
        <Link to="/account">account page</Link>.
      </p>
    );
  const wanted =
    coachHasWritten &&
    pushPermission() === 'default' &&
    data &&
    !data.suggestion_dismissed &&
    data.devices.length === 0;
  if (!data || !(wanted || turnedOn)) return null;
  return (
    <section className="card" aria-labelledby="push-suggestion-heading">
      <h2 className="heading-s" id="push-suggestion-heading">
        Know when your coach replies
      </h2>
      <p>
        Get a notification on this device when your coach sends you a message. It never shows what they wrote.
      </p>
      <TurnOnPush publicKey={data.public_key} onDone={() => setTurnedOn(true)} />
      {turnedOn ? null : (
        <Button variant="link" onClick={() => dismiss.mutate()}>
          No thanks
        </Button>
      )}
      {dismiss.isError ? (
        <Notice kind="error">
          <p>That did not work. Please try again.</p>
        </Notice>
      ) : null}
    </section>
  );
}
