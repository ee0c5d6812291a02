import { STAFF_AUTH_TEXT, type StaffMe, staffPasswordForm } from '@coaching/shared/schemas/staff-auth';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { Button } from '../../../../components/button.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { Notice } from '../../../../components/inset.tsx';
import { Modal } from '../../../../components/modal.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { staffSession } from '../../../lib/staff-session.ts';
import { staffSignInAgain } from '../../../lib/staff-sign-in-again.ts';
import { logInStaff } from '../api/log-in-staff.ts';
import { useLogOutStaff } from '../api/log-out-staff.ts';
import { SecondFactorStep } from './login-steps.tsx';

// A field name of its own: the page under the dialog may have a password field too (the code fields
// are the sign-in page's, never under it).
const passwordForm = z.strictObject({ session_password: staffPasswordForm.shape.password });

type Factor = { totp?: string; recovery_code?: string };

function refusalOf(error: unknown): string {
  if (error instanceof ApiError && error.code === 'TOO_MANY_REQUESTS') return STAFF_AUTH_TEXT.locked;
  if (error instanceof ApiError && error.code === 'LOGIN_FAILED') return STAFF_AUTH_TEXT.loginFailed;
  if (error instanceof ApiError && error.errors)
    return Object.values(error.errors).flat()[0] ?? error.message;
  throw error;
}

/**
 * Over the page when a call was refused because the staff session ended: the page and what was typed
 * on it stay, and the calls are made again once the same person has signed in (their e-mail is fixed,
 * so nothing is ever sent as someone else). With a save waiting, "Not now" leaves it unsaved and the
 * page as it is; with nothing to save, not signing in is signing out.
 */
export function SignInAgainDialog({ me }: { me: StaffMe }) {
  const asked = staffSignInAgain.useAsked();
  const logOut = useLogOutStaff();
  const [password, setPassword] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const first = useZodForm(passwordForm, { session_password: '' });
  const saving = asked === 'write';
  useEffect(() => staffSignInAgain.offer(), []);
  useEffect(() => {
    if (asked !== null) return;
    setPassword(null);
    setProblem(null);
    first.reset();
  }, [asked, first]);

  const signOut = () => {
    staffSignInAgain.decline();
    void logOut();
  };
  const send = async (secret: string, factor: Factor = {}) => {
    setProblem(null);
    try {
      const answer = await logInStaff({ email: me.email, password: secret, ...factor });
      if (answer.status === 'totp-required') return setPassword(secret);
      if (answer.status !== 'ok' || !answer.csrf_token) return signOut();
      staffSession.signedIn(answer.csrf_token);
      staffSignInAgain.settle(true);
    } catch (error) {
      setProblem(refusalOf(error));
    }
  };
  // The dialog reports closing also once it closes for a sign-in, when nothing is asked any more.
  const notNow = () => {
    if (asked === 'write') staffSignInAgain.decline();
    if (asked === 'read') signOut();
  };

  return (
    <Modal open={asked !== null} title="Sign in again to carry on" onClose={notNow}>
      <p>
        {saving
          ? 'Your session has ended. What you entered is kept: sign in again and it will be saved.'
          : 'Your session has ended. Sign in again to carry on where you were: anything you have typed is kept.'}
      </p>
      <p>
        Signing in as {me.name} ({me.email}).
      </p>
      {password === null ? (
        <Form form={first} onSubmit={(v) => send(v.session_password)}>
          {problem ? <Notice kind="error">{problem}</Notice> : null}
          <TextField
            name="session_password"
            label="Password"
            type="password"
            autoComplete="current-password"
          />
          <Button type="submit">Continue</Button>
        </Form>
      ) : (
        <SecondFactorStep problem={problem} onSubmit={(factor) => send(password, factor)} />
      )}
      <Button variant="secondary" onClick={notNow}>
        {saving ? 'Not now' : 'Sign out'}
      </Button>
    </Modal>
  );
}
