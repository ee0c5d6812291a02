import { Button } from '../button.tsx';
import { Notice } from '../inset.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { TextField } from './text-field.tsx';

/** The current password, the new one twice, and the confirmation once it has changed. */
export function ChangePasswordFields({ saved, hint }: { saved: boolean; hint?: string }) {
  return (
    <>
      {saved ? (
        <Notice kind="success">
          <p>Your password has been changed. You have been signed out on other devices.</p>
        </Notice>
      ) : null}
      <TextField
        name="current_password"
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <NewPasswordFields {...(hint ? { hint } : {})} />
      <Button type="submit">Change password</Button>
    </>
  );
}
