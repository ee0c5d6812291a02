import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { PushSuggestion } from './push-suggestion.tsx';

/** A browser that can show notifications and has not been asked yet. */
function browserNotAskedYet() {
  vi.stubGlobal('Notification', { permission: 'default' });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const PUBLIC_KEY = btoa(String.fromCharCode(...new Uint8Array(65).fill(4)));
const settings = (dismissed: boolean, devices: object[] = []) => ({
  body: { data: { public_key: PUBLIC_KEY, devices, suggestion_dismissed: dismissed } },
});

/** A browser not asked yet, whose person allows notifications when asked. */
function browserThatWillAllow() {
  const notification = {
    permission: 'default',
    requestPermission: async () => {
      notification.permission = 'granted';
      return 'granted';
    },
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  const endpoint = 'https://fcm.googleapis.com/fcm/send/this-phone';
  const subscription = {
    endpoint,
    toJSON: () => ({ endpoint, keys: { p256dh: `B${'a'.repeat(86)}`, auth: 'b'.repeat(22) } }),
  };
  const pushManager = { getSubscription: async () => null, subscribe: async () => subscription };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }) },
  });
}

describe('the suggestion to turn notifications on', () => {
  it('says where notifications can still be turned on once dismissed, and moves focus there', async () => {
    browserNotAskedYet();
    let dismissed = false;
    const { user } = renderWithProviders(<PushSuggestion coachHasWritten />, {
      fetch: {
        'GET /api/mlw/push': () => settings(dismissed),
        'PUT /api/mlw/push/suggestion': () => {
          dismissed = true;
          return { body: { data: 'ok' } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'No thanks' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('We will not suggest notifications again.');
    expect(screen.getByRole('link', { name: 'account page' })).toHaveAttribute('href', '/account');
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(screen.queryByRole('region', { name: 'Know when your coach replies' })).toBeNull();
  });

  it('stays, saying so, when the dismissal did not reach the service', async () => {
    browserNotAskedYet();
    const { user } = renderWithProviders(<PushSuggestion coachHasWritten />, {
      fetch: {
        'GET /api/mlw/push': settings(false),
        'PUT /api/mlw/push/suggestion': { status: 500, body: { message: 'Down', code: 'INTERNAL' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'No thanks' }));

    await screen.findByText('That did not work. Please try again.');
    expect(screen.getByRole('region', { name: 'Know when your coach replies' })).toBeInTheDocument();
  });

  it('stays after turning notifications on, to say they are on, though a device is now listed', async () => {
    browserThatWillAllow();
    let devices: object[] = [];
    const { user } = renderWithProviders(<PushSuggestion coachHasWritten />, {
      fetch: {
        'GET /api/mlw/push': () => settings(false, devices),
        'POST /api/mlw/push/subscriptions': () => {
          const device = { id: 1, device: 'Chrome on Android', created_at: '2026-11-28T09:00:00.000Z' };
          devices = [device];
          return { body: { data: device } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Get notifications on this device' }));

    expect(await screen.findByText('Notifications are on for this device.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Know when your coach replies' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'No thanks' })).toBeNull();
  });
});
