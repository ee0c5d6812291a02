import { PushNotAllowed, useTurnOnPush } from '../lib/push.ts';
import { Button } from './button.tsx';
import { Notice } from './inset.tsx';

/** "Get notifications on this device", with what happened said in words (issue 32). */
export function TurnOnPush({ publicKey, onDone }: { publicKey: string; onDone?: () => void }) {
  const turnOn = useTurnOnPush();
  return (
    <>
      <Button onClick={() => turnOn.mutate(publicKey, { onSuccess: onDone })} pending={turnOn.isPending}>
        Get notifications on this device
      </Button>
      {turnOn.isSuccess ? (
        <Notice kind="success">
          <p>Notifications are on for this device.</p>
        </Notice>
      ) : null}
      {turnOn.isError ? (
        <Notice kind="error">
          <p>
            {turnOn.error instanceof PushNotAllowed
              ? 'This browser did not allow notifications. You can allow them in its site settings and try again.'
              : 'Notifications could not be turned on. Please try again later.'}
          </p>
        </Notice>
      ) : null}
    </>
  );
}
