import type { PushDevice, PushSettings } from '@coaching/shared/schemas/push';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client.ts';

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

async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionJSON> {
  if ((await Notification.requestPermission()) !== 'granted') throw new PushNotAllowed('permission');
  const registration = await navigator.serviceWorker.getRegistration('/');
  if (!registration) throw new PushNotAllowed('no service worker');
  const key = Uint8Array.from(atob(publicKey.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
  return subscription.toJSON();
}

/** "Get notifications on this device": asks the browser, subscribes, and stores the device. */
export function useTurnOnPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (publicKey: string) =>
      api
        .post<{ data: PushDevice }>('mlw/push/subscriptions', await subscribeThisBrowser(publicKey))
        .then((r) => r.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushSettingsQuery.queryKey }),
  });
}
