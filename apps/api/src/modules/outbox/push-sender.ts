import type { Agent } from 'node:https';
import webPush from 'web-push';
import type { Config } from '../../config/load-config.ts';
import type { Executor } from '../../db/client.ts';
import { findSubscription, forgetSubscription } from '../push/push-repository.ts';
import type { Sender } from './deliver.ts';

/** How long a push service keeps a notification for a device that is off (RFC 8030 §5.2). */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const GONE = new Set([404, 410]);

/**
 * Sends a queued push with web-push: the payload encrypted for the device (RFC 8291, aes128gcm) and
 * signed with the service's VAPID key (RFC 8292). A device removed since, or one its push service
 * says is gone (404/410), is done with: the subscription is deleted and nothing is retried. `agent`
 * replaces Node's TLS trust for the push services (tests trust their stand-in's certificate).
 */
export function createPushSender(config: Config, db: Executor, agent?: Agent): Sender {
  const vapidDetails = {
    subject: config.vapid.subject,
    publicKey: config.vapid.publicKey,
    privateKey: config.vapid.privateKey,
  };
  return async (message) => {
    const subscription = await findSubscription(db, Number(message.recipient));
    if (!subscription) return;
    try {
      await webPush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        message.body,
        { vapidDetails, TTL: TIME_TO_LIVE_SECONDS, contentEncoding: 'aes128gcm', timeout: 15_000, agent },
      );
    } catch (error) {
      if (error instanceof webPush.WebPushError && GONE.has(error.statusCode)) {
        await forgetSubscription(db, subscription.id);
        return;
      }
      throw error;
    }
  };
}
