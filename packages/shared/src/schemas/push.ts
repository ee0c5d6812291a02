import { z } from 'zod';
import { id, NO_NUL } from './fields.ts';

/** Wordings shared by the server's refusals and the account page (issue 32). */
export const PUSH_MSG = {
  endpoint: 'This browser gave an address that is not a push service',
  keys: 'This browser gave keys that are not a push subscription’s',
} as const;

// A P-256 public key uncompressed is 65 bytes (87 base64url characters, starting 0x04 = "B");
// the authentication secret is 16 bytes (22). Browsers send them unpadded; padding is accepted.
const P256DH = /^B[A-Za-z0-9_-]{86}=?$/;
const AUTH = /^[A-Za-z0-9_-]{22}(==)?$/;

/** POST mlw/push/subscriptions: what PushSubscription.toJSON() gives in the browser. */
export const pushSubscriptionRequest = z.strictObject({
  endpoint: z
    .url({ protocol: /^https$/, error: PUSH_MSG.endpoint })
    .max(2000, PUSH_MSG.endpoint)
    .regex(NO_NUL, PUSH_MSG.endpoint),
  expirationTime: z.number().nullish(),
  keys: z.strictObject({
    p256dh: z.string({ error: PUSH_MSG.keys }).regex(P256DH, PUSH_MSG.keys),
    auth: z.string({ error: PUSH_MSG.keys }).regex(AUTH, PUSH_MSG.keys),
  }),
});
export type PushSubscriptionRequest = z.output<typeof pushSubscriptionRequest>;

/** PUT mlw/push/signed-in-browser: the push address of the browser the client has just signed in on. */
export const signedInBrowserRequest = z.strictObject({ endpoint: pushSubscriptionRequest.shape.endpoint });

export const pushDeviceParams = z.strictObject({ id });

export const pushDevice = z.object({
  id: z.number(),
  device: z.string().describe('The browser and system it was turned on in, such as "Chrome on Android"'),
  created_at: z.string().describe('ISO 8601 time'),
  endpoint_sha256: z
    .string()
    .describe(
      'SHA-256 of its push address, in hex: a browser finds its own row without the address being sent back',
    ),
});
export type PushDevice = z.output<typeof pushDevice>;

export const pushSettings = z.object({
  /** The VAPID public key a browser subscribes with (applicationServerKey). */
  public_key: z.string(),
  devices: z.array(pushDevice),
  /** The one-time suggestion after the coach's first message was dismissed. */
  suggestion_dismissed: z.boolean(),
});
export type PushSettings = z.output<typeof pushSettings>;
