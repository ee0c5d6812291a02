import type { PushDevice, PushSettings } from '@coaching/shared/schemas/push';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { browserPushSubscription } from './browser-push-subscription.ts';

/** The client's devices with notifications on: the account page and the messages suggestion share it. */
export const pushSettingsQuery = queryOptions({
  queryKey: ['push'],
  queryFn: () => api.get<{ data: PushSettings }>('mlw/push').then((r) => r.data),
});

/** What this browser allows: 'unsupported' without a service worker or the Push API. */
export type PushPermission = 'unsupported' | NotificationPermission;

export function pushPermission(): PushPermission {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return Notification.permission;
}

/** Refusals the screens word for the person, not the browser's own message. */
export class PushNotAllowed extends Error {}

const keyBytes = (publicKey: string) =>
  Uint8Array.from(atob(publicKey.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionJSON> {
  if ((await Notification.requestPermission()) !== 'granted') throw new PushNotAllowed('permission');
  const registration = await navigator.serviceWorker.getRegistration('/');
  if (!registration) throw new PushNotAllowed('no service worker');
  const key = keyBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && madeWithKey(existing, key)) return existing.toJSON();
  // One made with the service's earlier key (its keys changed, or a development restart made new
  // ones): the push service refuses every push signed with the new key, so it is replaced.
  await existing?.unsubscribe();
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  return subscription.toJSON();
}

function madeWithKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const made = subscription.options.applicationServerKey;
  if (!made || made.byteLength !== key.length) return false;
  return new Uint8Array(made).every((byte, i) => byte === key[i]);
}

/**
 * Which listed device is this browser: the SHA-256 of its push address, as each device is listed with
 * (the addresses are never sent back). None when its subscription was made with an earlier key, as
 * the push service would refuse every push for it: then it is offered again.
 */
async function thisBrowserEndpointSha256(publicKey: string): Promise<string | null> {
  const subscription = await browserPushSubscription();
  if (!subscription || !madeWithKey(subscription, keyBytes(publicKey))) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(subscription.endpoint));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const thisBrowserPushQuery = (publicKey: string) =>
  queryOptions({
    queryKey: [...pushSettingsQuery.queryKey, 'this-browser', publicKey],
    queryFn: () => thisBrowserEndpointSha256(publicKey),
  });

/** "Get notifications on this device": asks the browser, subscribes, and stores the device. */
export function useTurnOnPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (publicKey: string) =>
      api
        .post<{ data: PushDevice }>('mlw/push/subscriptions', await subscribeThisBrowser(publicKey))
        .then((r) => r.data),
    // Not awaited: the caller hears of success before the list shows this device, as the button it
    // was told by may then be gone (the account page says "on" in its place).
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: pushSettingsQuery.queryKey });
    },
  });
}
