import { PUSH_MSG, type PushSubscriptionRequest } from '@coaching/shared/schemas/push';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/http-errors.ts';
import { describeDevice } from './describe-device.ts';
import { saveSubscription } from './push-repository.ts';

// The browsers' push services. The server posts to whatever address a subscription names, so only
// these are accepted: anything else would let a caller make the server send requests to any host.
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /(^|\.)push\.services\.mozilla\.com$/,
  /^web\.push\.apple\.com$/,
  /\.notify\.windows\.com$/,
];
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A known push service over HTTPS; outside production also a stand-in on this machine (tests). */
export function isPushServiceEndpoint(endpoint: string, production: boolean): boolean {
  const url = new URL(endpoint);
  if (url.protocol !== 'https:') return false;
  if (!production && LOOPBACK.has(url.hostname)) return true;
  return PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
}

/** Turns push on for the browser the client is using now; answers the device's id. */
export async function subscribeDevice(
  db: Db,
  clientId: number,
  subscription: PushSubscriptionRequest,
  context: { userAgent: string | undefined; production: boolean },
): Promise<number> {
  if (!isPushServiceEndpoint(subscription.endpoint, context.production))
    throw fieldError('endpoint', PUSH_MSG.endpoint);
  return saveSubscription(db, clientId, subscription, describeDevice(context.userAgent));
}
