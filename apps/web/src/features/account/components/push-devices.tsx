import { formatUkDate } from '@coaching/shared/rules/dates';
import type { PushDevice } from '@coaching/shared/schemas/push';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/inset.tsx';
import { TurnOnPush } from '../../../components/turn-on-push.tsx';
import { pushPermission, pushSettingsQuery, thisBrowserPushQuery } from '../../../lib/push.ts';
import { useFocusWhen } from '../../../lib/use-focus-when.ts';
import { useRemovePushDevice } from '../api/remove-push-device.ts';

/** Notifications on the client's phones and computers: turn on here, remove any (issue 32). */
export function PushDevices() {
  const settings = useQuery(pushSettingsQuery);
  const permission = pushPermission();
  const thisBrowser = useQuery({
    ...thisBrowserPushQuery(settings.data?.public_key ?? ''),
    enabled: settings.data !== undefined && permission === 'granted',
  });
  const thisDevice = settings.data?.devices.find((device) => device.endpoint_sha256 === thisBrowser.data);
  const [turnedOn, setTurnedOn] = useState(false);
  // The button that had focus leaves once this device is listed.
  const onHere = useFocusWhen<HTMLParagraphElement>(turnedOn && thisDevice !== undefined);
  return (
    <section id="notifications" aria-labelledby="notifications-heading">
      <h2 className="heading-m" id="notifications-heading">
        Notifications
      </h2>
      <p>
        Get a notification on your phone or computer when your coach sends you a message, before your sessions
        and when it is time for your health check. Notifications never show what a message says or anything
        about your health.
      </p>
      {permission === 'unsupported' ? (
        <p>This browser cannot show notifications. On a phone, add this site to your home screen first.</p>
      ) : null}
      {permission === 'denied' ? (
        <p>This browser blocks notifications from this site. You can allow them in its site settings.</p>
      ) : null}
      {thisDevice ? (
        <p role="status" tabIndex={-1} ref={onHere}>
          Notifications are on for this device.
        </p>
      ) : null}
      {settings.data && !thisDevice && permission !== 'unsupported' && permission !== 'denied' ? (
        <TurnOnPush publicKey={settings.data.public_key} onDone={() => setTurnedOn(true)} />
      ) : null}
      {settings.data ? <DeviceList devices={settings.data.devices} thisDevice={thisDevice} /> : null}
      {settings.isError ? (
        <Notice kind="error">
          <p>Your notification settings could not be loaded. Please try again later.</p>
        </Notice>
      ) : null}
    </section>
  );
}

function DeviceList({ devices, thisDevice }: { devices: PushDevice[]; thisDevice: PushDevice | undefined }) {
  const remove = useRemovePushDevice();
  const [removed, setRemoved] = useState<PushDevice | null>(null);
  const gone = removed !== null && !devices.some((device) => device.id === removed.id);
  // The Remove button leaves with its device (the list too, with the last one).
  const status = useFocusWhen<HTMLParagraphElement>(gone);
  const removeDevice = (device: PushDevice) => {
    setRemoved(null);
    remove.mutate(device.id, { onSuccess: () => setRemoved(device) });
  };
  return (
    <>
      {gone ? (
        <p className="secondary-text" role="status" tabIndex={-1} ref={status}>
          Notifications are off for {removed.device}, turned on {formatUkDate(removed.created_at)}.
        </p>
      ) : null}
      {devices.length === 0 ? (
        <p>Notifications are not on for any device.</p>
      ) : (
        <>
          <h3 className="heading-s">Devices with notifications on</h3>
          <ul className="summary-list">
            {devices.map((device) => (
              <li key={device.id} className="summary-list__row">
                <span className="summary-list__key">
                  {device.device}
                  {device === thisDevice ? (
                    <>
                      {' '}
                      <strong className="tag">This device</strong>
                    </>
                  ) : null}
                </span>
                <span className="summary-list__value">turned on {formatUkDate(device.created_at)}</span>
                <span className="summary-list__actions">
                  <Button
                    variant="secondary"
                    onClick={() => removeDevice(device)}
                    aria-label={`Remove ${device.device}${device === thisDevice ? ' (this device)' : ''}, turned on ${formatUkDate(device.created_at)}`}
                  >
                    Remove
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {remove.isError ? (
        <Notice kind="error">
          <p>That device could not be removed. Please try again.</p>
        </Notice>
      ) : null}
    </>
  );
}
