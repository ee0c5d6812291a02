import type { Profile } from '@coaching/shared/schemas/profile';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { signInAgain, useSignInAsked } from '../../../lib/sign-in-again.ts';
import { profileQuery } from '../api/get-profile.ts';
import { LoginForm } from './login-form.tsx';

const TITLE = 'Sign in again to continue';

/**
 * Shown over the page when a write was refused because the sign-in ended (issue #28): the page and
 * what was typed on it stay, and the write is sent once the same client has signed in. Signing in
 * as someone else sends nothing: the last client's data leaves the screen and the new one starts at
 * their dashboard.
 */
export function SignInAgainStep({ profile }: { profile: Profile }) {
  const asked = useSignInAsked();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
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
    <Modal open={asked} title={TITLE} onClose={() => signInAgain.settle(false)}>
      <p>Your sign-in has ended. What you entered is kept: sign in and it will be sent.</p>
      <LoginForm
        submitLabel="Sign in and send"
        again={{ onSignedIn: signedIn, idPrefix: 'sign-in-again-' }}
      />
      <Button variant="secondary" onClick={() => signInAgain.settle(false)}>
        Not now
      </Button>
    </Modal>
  );
}
