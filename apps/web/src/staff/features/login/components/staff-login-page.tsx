import { STAFF_AUTH_TEXT, type StaffLoginRequest } from '@coaching/shared/schemas/staff-auth';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Heading, Page } from '../../../../components/page.tsx';
import { useFocusHeadingOnStep } from '../../../../components/use-focus-heading.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { useLogInStaff, useStartStaffSession } from '../api/log-in-staff.ts';
import { PasswordStep, RecoveryCodesStep, SecondFactorStep, SetupStep } from './login-steps.tsx';

type Step =
  | { name: 'password' }
  | { name: 'code'; email: string; password: string }
  | { name: 'setup'; email: string; password: string; secret: string; uri: string }
  | { name: 'recovery-codes'; codes: string[]; csrf: string };

const TITLES: Record<Step['name'], string> = {
  password: 'Staff sign in',
  code: 'Enter your security code',
  setup: 'Set up your authenticator app',
  'recovery-codes': 'Save your recovery codes',
};

/** A message the person can act on; field errors for the code come back through the form. */
function loginProblem(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'TOO_MANY_REQUESTS') return STAFF_AUTH_TEXT.locked;
  if (error.code === 'LOGIN_FAILED') return STAFF_AUTH_TEXT.loginFailed;
  return null;
}

/** E-mail and password, then a code from the authenticator app (set up on the first login). */
export function StaffLoginPage() {
  const [step, setStep] = useState<Step>({ name: 'password' });
  const [problem, setProblem] = useState<string | null>(null);
  const logIn = useLogInStaff();
  const start = useStartStaffSession();
  const navigate = useNavigate();
  const location = useLocation();
  useFocusHeadingOnStep(step.name);
  const from = (location.state as { from?: string } | null)?.from ?? '/staff';

  const send = async (body: StaffLoginRequest) => {
    setProblem(null);
    try {
      const answer = await logIn.mutateAsync(body);
      if (answer.status === 'totp-required')
        setStep({ name: 'code', email: body.email, password: body.password });
      else if (answer.status === 'totp-setup') {
        setStep({
          name: 'setup',
          email: body.email,
          password: body.password,
          secret: answer.secret,
          uri: answer.otpauth_uri,
        });
      } else if (answer.recovery_codes) {
        setStep({ name: 'recovery-codes', codes: answer.recovery_codes, csrf: answer.csrf_token ?? '' });
      } else navigate(from, { replace: true });
    } catch (error) {
      const message = loginProblem(error);
      if (!message) throw error;
      setProblem(message);
    }
  };

  return (
    <Page title={TITLES[step.name]}>
      <Heading caption="Staff console">{TITLES[step.name]}</Heading>
      {step.name === 'password' ? <PasswordStep problem={problem} onSubmit={send} /> : null}
      {step.name === 'code' ? (
        <SecondFactorStep
          problem={problem}
          onSubmit={(factor) => send({ email: step.email, password: step.password, ...factor })}
        />
      ) : null}
      {step.name === 'setup' ? (
        <SetupStep
          secret={step.secret}
          uri={step.uri}
          problem={problem}
          onSubmit={(totp) => send({ email: step.email, password: step.password, totp })}
        />
      ) : null}
      {step.name === 'recovery-codes' ? (
        <RecoveryCodesStep
          codes={step.codes}
          onDone={() => {
            start(step.csrf);
            navigate(from, { replace: true });
          }}
        />
      ) : null}
    </Page>
  );
}
