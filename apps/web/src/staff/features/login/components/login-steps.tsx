import {
  type StaffLoginRequest,
  staffCodeForm,
  staffPasswordForm,
  staffRecoveryForm,
} from '@coaching/shared/schemas/staff-auth';
import { useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { Notice } from '../../../../components/inset.tsx';
import { TotpQrCode } from './totp-qr-code.tsx';

type Problem = { problem: string | null };

export function PasswordStep({
  problem,
  onSubmit,
}: Problem & { onSubmit: (v: StaffLoginRequest) => Promise<void> }) {
  const form = useZodForm(staffPasswordForm, { email: '', password: '' });
  return (
    <Form form={form} onSubmit={onSubmit}>
      {problem ? <Notice kind="error">{problem}</Notice> : null}
      <TextField name="email" label="Work email address" type="email" autoComplete="username" />
      <TextField name="password" label="Password" type="password" autoComplete="current-password" />
      <Button type="submit">Continue</Button>
    </Form>
  );
}

function CodeForm({ onSubmit, label }: { onSubmit: (totp: string) => Promise<void>; label: string }) {
  const form = useZodForm(staffCodeForm, { totp: '' });
  return (
    <Form form={form} onSubmit={(v) => onSubmit(v.totp)}>
      <TextField
        name="totp"
        label="Security code"
        hint="The 6-digit code your authenticator app shows now"
        inputMode="numeric"
        autoComplete="one-time-code"
        allowed={/[\d ]/}
        width="short"
      />
      <Button type="submit">{label}</Button>
    </Form>
  );
}

function RecoveryForm({ onSubmit }: { onSubmit: (code: string) => Promise<void> }) {
  const form = useZodForm(staffRecoveryForm, { recovery_code: '' });
  return (
    <Form form={form} onSubmit={(v) => onSubmit(v.recovery_code)}>
      <TextField
        name="recovery_code"
        label="Recovery code"
        hint="For example, abcde-12345"
        autoComplete="off"
        width="half"
      />
      <Button type="submit">Sign in</Button>
    </Form>
  );
}

export function SecondFactorStep({
  problem,
  onSubmit,
}: Problem & { onSubmit: (factor: { totp?: string; recovery_code?: string }) => Promise<void> }) {
  const [useRecovery, setUseRecovery] = useState(false);
  return (
    <>
      {problem ? <Notice kind="error">{problem}</Notice> : null}
      {useRecovery ? (
        <RecoveryForm onSubmit={(recovery_code) => onSubmit({ recovery_code })} />
      ) : (
        <CodeForm label="Sign in" onSubmit={(totp) => onSubmit({ totp })} />
      )}
      <p>
        <button type="button" className="button--link" onClick={() => setUseRecovery(!useRecovery)}>
          {useRecovery ? 'Use a code from the app instead' : 'I cannot use my authenticator app'}
        </button>
      </p>
    </>
  );
}

export function SetupStep({
  secret,
  uri,
  problem,
  onSubmit,
}: Problem & { secret: string; uri: string; onSubmit: (totp: string) => Promise<void> }) {
  return (
    <>
      {problem ? <Notice kind="error">{problem}</Notice> : null}
      <p>
        Staff accounts need a second step to sign in. This is the first time you have signed in, so set it up
        now.
      </p>
      <ol className="list--bullet">
        <li>
          Open an authenticator app on your phone, such as Microsoft Authenticator or Google Authenticator.
        </li>
        <li>Add an account and scan the QR code, or choose to enter a setup key and type the key below.</li>
        <li>Type the 6-digit code the app shows.</li>
      </ol>
      <div className="staff-panel">
        <h2 className="heading-s">Scan the QR code</h2>
        <TotpQrCode uri={uri} />
        <h2 className="heading-s">Or enter the setup key</h2>
        <p className="staff-secret" data-testid="totp-secret">
          {secret.match(/.{1,4}/g)?.join(' ')}
        </p>
        <details className="details">
          <summary>Setup link for apps that accept one</summary>
          <p className="details__text staff-secret">{uri}</p>
        </details>
      </div>
      <CodeForm label="Finish setting up" onSubmit={onSubmit} />
    </>
  );
}

export function RecoveryCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <>
      <Notice kind="warning" title="These codes are shown only once">
        <p>
          If you lose your phone, each code lets you sign in once instead of the app. Print them or keep them
          somewhere safe that is not your phone.
        </p>
      </Notice>
      <ul className="staff-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button onClick={onDone}>I have saved my recovery codes</Button>
    </>
  );
}
