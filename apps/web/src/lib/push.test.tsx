import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, testQueryClient } from '../test/render-with-providers.tsx';
import { useTurnOnPush } from './push.ts';

const CURRENT_KEY = new Uint8Array(65).fill(4);
const EARLIER_KEY = new Uint8Array(65).fill(9);
const publicKey = btoa(String.fromCharCode(...CURRENT_KEY))
  .replace(/\+/g, '-')
  .replace(/\//g, '_');
const keys = { p256dh: `B${'a'.repeat(86)}`, auth: 'b'.repeat(22) };

/** A browser's push subscription, made with `key`, at `endpoint`. */
const subscription = (endpoint: string, key: Uint8Array) => ({
  endpoint,
  options: { applicationServerKey: key.buffer },
  toJSON: () => ({ endpoint, expirationTime: null, keys }),
  unsubscribe: vi.fn(async () => true),
});

/** This browser: notifications allowed, a service worker, and the subscription it already has. */
function browserWith(existing: ReturnType<typeof subscription> | null) {
  const pushManager = {
    getSubscription: async () => existing,
    subscribe: vi.fn(async () => subscription('https://fcm.googleapis.com/fcm/send/new', CURRENT_KEY)),
  };
  vi.stubGlobal('Notification', { permission: 'granted', requestPermission: async () => 'granted' });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }) },
  });
  return pushManager;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

async function turnOn() {
  const requests = stubFetch({
    'POST /api/mlw/push/subscriptions': { body: { data: { id: 1, device: 'Chrome', created_at: '' } } },
    'GET /api/mlw/push': {
      body: { data: { public_key: publicKey, devices: [], suggestion_dismissed: false } },
    },
  });
  const queryClient = testQueryClient();
  const hook = renderHook(() => useTurnOnPush(), {
    wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
  });
  act(() => hook.result.current.mutate(publicKey));
  await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));
  return requests.find((r) => r.path === '/api/mlw/push/subscriptions')?.body;
}

describe('turning notifications on in this browser', () => {
  it('keeps the subscription the browser has when it was made with the service’s key', async () => {
    const existing = subscription('https://fcm.googleapis.com/fcm/send/kept', CURRENT_KEY);
    const pushManager = browserWith(existing);
    expect(await turnOn()).toMatchObject({ endpoint: 'https://fcm.googleapis.com/fcm/send/kept' });
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(existing.unsubscribe).not.toHaveBeenCalled();
  });

  it('replaces one made with an earlier key, which the push service would refuse every push for', async () => {
    const stale = subscription('https://fcm.googleapis.com/fcm/send/stale', EARLIER_KEY);
    const pushManager = browserWith(stale);
    expect(await turnOn()).toMatchObject({ endpoint: 'https://fcm.googleapis.com/fcm/send/new' });
    expect(stale.unsubscribe).toHaveBeenCalled();
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: CURRENT_KEY,
    });
  });
});
