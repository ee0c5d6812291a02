import type { Profile } from '@coaching/shared/schemas/profile';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { signInAgain, useSignInAsked } from '../../../lib/sign-in-again.ts';
import { profileQuery } from '../api/get-profile.ts';
import { useLogOut } from '../api/log-out.ts';
import { LoginForm } from './login-form.tsx';

const TITLE = 'Sign in again to continue';

/**
 * Shown over the page when a call was refused because the sign-in ended (issue #28): the page and
 * what was typed on it stay, and the call is made again once the same client has signed in (a write
 * is sent, a read fills the page in). Signing in as someone else sends nothing: the last client's
 * data leaves the screen and the new one starts at their dashboard. With nothing to send, not signing
 * in is signing out, to a sign-in page that comes back here: the page cannot be shown signed out.
 */
export function SignInAgainStep({ profile }: { profile: Profile }) {
  const asked = useSignInAsked();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logOut = useLogOut();
  const { pathname, search } = useLocation();
  const sending = asked === 'write';
  // The dialog reports closing also once it closes for a sign-in, when nothing is asked any more.
  const notNow = () => {
    if (asked === 'write') signInAgain.decline();
    if (asked === 'read') void logOut(`${pathname}${search}`);
  };
  useEffect(() => {
    const withdraw = signInAgain.offer();
    // A write still waiting when the signed-in pages go is not sent.
    return () => {
      withdraw();
      signInAgain.settle(false);
    };
  }, []);
  const signedIn = () => {
    const now = queryClient.getQueryData(profileQuery.queryKey);
    if (now?.id === profile.id) return signInAgain.settle(true);
    signInAgain.settle(false);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== profileQuery.queryKey[0] });
    navigate('/', { replace: true });
  };
  return (
    <Modal open={asked !== null} title={TITLE} onClose={notNow}>
      <p>
        {sending
          ? 'Your sign-in has ended. What you entered is kept: sign in and it will be sent.'
          : 'Your sign-in has ended. Sign in again to carry on where you were.'}
      </p>
      <LoginForm
        submitLabel={sending ? 'Sign in and send' : 'Sign in'}
        again={{ onSignedIn: signedIn, idPrefix: 'sign-in-again-' }}
      />
      <Button variant="secondary" onClick={notNow}>
        {sending ? 'Not now' : 'Sign out'}
      </Button>
    </Modal>
  );
}
