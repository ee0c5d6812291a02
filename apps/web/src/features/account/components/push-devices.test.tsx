import { createHash } from 'node:crypto';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { PushDevices } from './push-devices.tsx';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const PHONE_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/phone';
const LAPTOP_ENDPOINT = 'https://updates.push.services.mozilla.com/wpush/v2/laptop';
const PHONE = {
  id: 1,
  device: 'Chrome on Android',
  created_at: '2026-11-20T10:00:00.000Z',
  endpoint_sha256: sha256(PHONE_ENDPOINT),
};
const LAPTOP = {
  id: 2,
  device: 'Firefox on Windows',
  created_at: '2026-11-21T10:00:00.000Z',
  endpoint_sha256: sha256(LAPTOP_ENDPOINT),
};
const KEY = new Uint8Array(65).fill(4);
const PUBLIC_KEY = btoa(String.fromCharCode(...KEY));
const settings = (devices: object[]) => ({
  body: { data: { public_key: PUBLIC_KEY, devices, suggestion_dismissed: false } },
});

/** A browser that allows notifications and holds a subscription at `endpoint`, made with `key`. */
function browserSubscribedAt(endpoint: string, key: Uint8Array) {
  const subscription = {
    endpoint,
    options: { applicationServerKey: key.buffer },
    toJSON: () => ({ endpoint, keys: { p256dh: `B${'a'.repeat(86)}`, auth: 'b'.repeat(22) } }),
  };
  vi.stubGlobal('Notification', { permission: 'granted', requestPermission: async () => 'granted' });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager: { getSubscription: async () => subscription } }) },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the devices with notifications on', () => {
  it('says which device was removed and moves focus there, as its Remove button has gone', async () => {
    let devices = [PHONE, LAPTOP];
    const { user } = renderWithProviders(<PushDevices />, {
      fetch: {
        'GET /api/mlw/push': () => settings(devices),
        'DELETE /api/mlw/push/subscriptions/1': () => {
          devices = [LAPTOP];
          return { body: { data: 'ok' } };
        },
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Remove Chrome on Android, turned on 20/11/2026' }),
    );

    const status = await screen.findByText(
      'Notifications are off for Chrome on Android, turned on 20/11/2026.',
    );
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(status).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: /^Remove Chrome on Android/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Remove Firefox on Windows/ })).toBeInTheDocument();
  });

  it('says a device removed already elsewhere is off, rather than that it could not be removed', async () => {
    let devices = [PHONE, LAPTOP];
    const { user } = renderWithProviders(<PushDevices />, {
      fetch: {
        'GET /api/mlw/push': () => settings(devices),
        // Removed meanwhile in another tab (or taken over by someone who signed in on that browser).
        'DELETE /api/mlw/push/subscriptions/1': () => {
          devices = [LAPTOP];
          return { status: 404, body: { message: 'Device not found', code: 'NOT_FOUND' } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: /^Remove Chrome on Android/ }));

    await screen.findByText('Notifications are off for Chrome on Android, turned on 20/11/2026.');
    expect(screen.queryByText('That device could not be removed. Please try again.')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove Chrome on Android/ })).toBeNull();
  });

  it('keeps the message when the last device goes', async () => {
    let devices = [PHONE];
    const { user } = renderWithProviders(<PushDevices />, {
      fetch: {
        'GET /api/mlw/push': () => settings(devices),
        'DELETE /api/mlw/push/subscriptions/1': () => {
          devices = [];
          return { body: { data: 'ok' } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: /^Remove Chrome on Android/ }));

    await screen.findByText('Notifications are not on for any device.');
    const status = screen.getByText('Notifications are off for Chrome on Android, turned on 20/11/2026.');
    await waitFor(() => expect(document.activeElement).toBe(status));
  });

  it('marks this browser’s device and offers no second turn-on for it', async () => {
    browserSubscribedAt(LAPTOP_ENDPOINT, KEY);
    renderWithProviders(<PushDevices />, { fetch: { 'GET /api/mlw/push': () => settings([PHONE, LAPTOP]) } });

    await screen.findByText('Notifications are on for this device.');
    expect(screen.getByText('This device').closest('li')).toHaveTextContent('Firefox on Windows');
    expect(screen.getAllByText('This device')).toHaveLength(1);
    expect(
      screen.getByRole('button', { name: /^Remove Firefox on Windows \(this device\)/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get notifications on this device' })).toBeNull();
  });

  it('offers turning on again where this browser’s subscription was made with an earlier key', async () => {
    browserSubscribedAt(LAPTOP_ENDPOINT, new Uint8Array(65).fill(9));
    renderWithProviders(<PushDevices />, { fetch: { 'GET /api/mlw/push': () => settings([PHONE, LAPTOP]) } });

    expect(
      await screen.findByRole('button', { name: 'Get notifications on this device' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('This device')).toBeNull();
  });

  it('moves focus to say notifications are on once this device is listed, as its button has gone', async () => {
    browserSubscribedAt(PHONE_ENDPOINT, KEY);
    let devices = [LAPTOP];
    const { user } = renderWithProviders(<PushDevices />, {
      fetch: {
        'GET /api/mlw/push': () => settings(devices),
        'POST /api/mlw/push/subscriptions': () => {
          devices = [PHONE, LAPTOP];
          return { body: { data: PHONE } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Get notifications on this device' }));

    const on = await screen.findByText('Notifications are on for this device.');
    await waitFor(() => expect(document.activeElement).toBe(on));
    expect(screen.getByText('This device').closest('li')).toHaveTextContent('Chrome on Android');
  });
});
