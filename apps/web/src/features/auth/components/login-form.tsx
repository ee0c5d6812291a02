import type { LoginForm as LoginValues } from '@coaching/shared/schemas/auth';
import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { DateOfBirthInput } from '../../../components/form/date-of-birth-input.tsx';
import { ErrorSummary } from '../../../components/form/error-summary.tsx';
import { controlProps, FieldGroup } from '../../../components/form/field-group.tsx';
import { fieldIds } from '../../../components/form/field-ids.ts';
import { FormControls } from '../../../components/form/form-controls.tsx';
import { CallUsNotice, Notice } from '../../../components/inset.tsx';
import { currentHeading, focusHeadingOnceShown } from '../../../components/use-focus-heading.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useLogIn } from '../api/log-in.ts';

type Name = keyof LoginValues;
type Errors = Partial<Record<Name, string>>;
/** In page order: the first of these in error takes the focus. */
const NAMES: Name[] = ['dob', 'email', 'password'];

/**
 * The shared schema's first message for each field, in the schema's order. zod and the schema load on
 * the first submit, not with the page.
 */
async function check(values: LoginValues): Promise<{ data?: LoginValues; errors: Errors }> {
  const { loginForm } = await import('@coaching/shared/schemas/auth');
  const result = loginForm.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: Errors = {};
  for (const issue of result.error.issues) errors[issue.path[0] as Name] ??= issue.message;
  return { errors };
}

type Props = {
  submitLabel?: string;
  /**
   * Signing in again over a page (issue #28): called instead of going to the dashboard, with no
   * link away from the page, and the fields' ids prefixed so they cannot clash with the page's own.
   */
  again?: { onSignedIn: () => void; idPrefix: string };
};

/** The page a signed-out visitor was sent here from; only a path on this site. */
function pageToReturnTo(state: unknown): string {
  const returnTo = (state as { returnTo?: unknown } | null)?.returnTo;
  return typeof returnTo === 'string' && /^\/(?!\/)/.test(returnTo) ? returnTo : '/';
}

/**
 * Date of birth, e-mail and password (portal §2); also used where registration finds an account.
 * Written without react-hook-form, which keeps that library out of the first page a visitor loads;
 * it behaves as the other forms do: errors on submit, then corrected as the person types.
 */
export function LoginForm({ submitLabel = 'Sign in', again }: Props) {
  const values = useRef<LoginValues>({ email: '', dob: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitCount, setSubmitCount] = useState(0);
  const latestCheck = useRef(0);
  /**
   * Why the last sign-in did not happen: wrong details, or in words with the phone number a pause after
   * too many tries (the API's) or no connection (said only once the details were never judged).
   */
  const [refusal, setRefusal] = useState<{ notice: string } | 'invalid' | null>(null);
  const navigate = useNavigate();
  const returnTo = pageToReturnTo(useLocation().state);
  const logIn = useLogIn(!again && returnTo === '/' ? 'dashboard' : 'page');

  const recheck = async () => {
    const id = ++latestCheck.current;
    const result = await check(values.current);
    if (id === latestCheck.current) setErrors(result.errors);
    return result;
  };
  const change = (name: Name, value: string) => {
    values.current = { ...values.current, [name]: value };
    if (submitCount) void recheck();
  };
  const field = (name: Name) => `${again?.idPrefix ?? ''}${name}`;
  const focus = (name: Name) => document.getElementById(fieldIds(field(name)).id)?.focus();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitCount((count) => count + 1);
    const { data, errors: found } = await recheck();
    const firstInError = NAMES.find((name) => found[name]);
    if (!data) {
      if (firstInError) focus(firstInError);
      return;
    }
    setRefusal(null);
    try {
      await logIn.mutateAsync(data);
      if (again) return again.onSignedIn();
      const replacing = currentHeading();
      navigate(returnTo, { replace: true });
      focusHeadingOnceShown(replacing);
    } catch (error) {
      setRefusal(
        error instanceof ApiError && (error.code === 'TOO_MANY_REQUESTS' || error.code === 'UNREACHABLE')
          ? { notice: error.message }
          : 'invalid',
      );
      focus('email');
    }
  };

  const summary = NAMES.flatMap((name) => {
    const message = errors[name];
    return message ? [{ name: field(name), message }] : [];
  });
  const text = (name: Name, label: string, type: 'email' | 'password', autoComplete: string) => (
    <FieldGroup name={field(name)} label={label} error={errors[name]}>
      <input
        {...controlProps(field(name), undefined, errors[name])}
        name={name}
        type={type}
        autoComplete={autoComplete}
        onChange={(event) => change(name, event.target.value)}
      />
    </FieldGroup>
  );

  return (
    <form noValidate onSubmit={submit}>
      <ErrorSummary items={summary} focusKey={submitCount} />
      {refusal === 'invalid' ? <Notice kind="error">Invalid email/dob/password</Notice> : null}
      {refusal && refusal !== 'invalid' ? <CallUsNotice>{refusal.notice}</CallUsNotice> : null}
      <FormControls>
        <DateOfBirthInput
          name={field('dob')}
          error={errors.dob}
          defaultValue=""
          onChange={(value) => change('dob', value)}
        />
        {text('email', 'Email address', 'email', 'email')}
        {text('password', 'Password', 'password', 'current-password')}
        <Button type="submit">{submitLabel}</Button>
      </FormControls>
      {again ? null : (
        <p>
          <Link to="/reset-password">Forgotten your password?</Link>
        </p>
      )}
    </form>
  );
}
