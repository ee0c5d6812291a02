/** This browser's push subscription, if it has a service worker and one was made. */
export async function browserPushSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager?.getSubscription()) ?? null;
}
