import { TextField } from './text-field.tsx';

type Props = { label?: string; hint?: string };

/** A new password and its confirmation ("Must match"), named as every password request names them. */
export function NewPasswordFields({ label = 'New password', hint = 'At least 8 characters' }: Props) {
  return (
    <>
      <TextField name="password" label={label} hint={hint} type="password" autoComplete="new-password" />
      <TextField
        name="password_confirmation"
        label={`Confirm ${label.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
