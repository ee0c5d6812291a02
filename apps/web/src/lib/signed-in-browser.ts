import { api } from './api-client.ts';
import { browserPushSubscription } from './browser-push-subscription.ts';

/**
 * After a sign-in, a browser with a push subscription stops notifying whoever used it before (a
 * shared device: one client signs out, or their sign-in expires, and another signs in). The client
 * signed in now gets notifications here only once they turn them on themselves (issue 32).
 */
export async function claimThisBrowserForPush(): Promise<void> {
  const subscription = await browserPushSubscription();
  if (!subscription) return;
  await api.put('mlw/push/signed-in-browser', { endpoint: subscription.endpoint }, { signInAgain: false });
}
