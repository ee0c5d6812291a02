import { createECDH } from 'node:crypto';
import webPush from 'web-push';

export type VapidKeys = {
  publicKey: string;
  privateKey: string;
  /** A contact for the push services: `mailto:` or an `https:` URL (RFC 8292). */
  subject: string;
  /** Made at start-up because none were configured: subscriptions stop working at the next start. */
  generated: boolean;
};

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function decodeKey(name: string, value: string, bytes: number): Buffer {
  const key = BASE64URL.test(value) ? Buffer.from(value, 'base64url') : Buffer.alloc(0);
  if (key.length !== bytes) throw new Error(`${name} must be ${bytes} bytes in URL-safe base64 without =`);
  return key;
}

/** The public key a private key makes, so a pair copied from two different runs is refused. */
function publicKeyOf(privateKey: Buffer): string {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  return ecdh.getPublicKey().toString('base64url');
}

function checkSubject(subject: string): string {
  let protocol = '';
  try {
    protocol = new URL(subject).protocol;
  } catch {}
  if (protocol !== 'mailto:' && protocol !== 'https:')
    throw new Error('VAPID_SUBJECT must be a mailto: address or an https: URL');
  return subject;
}

/**
 * VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT identify this service to the browsers' push
 * services. Production requires all three; elsewhere a missing pair is generated (and start-up
 * prints it to copy into the environment) and the subject defaults to the sender's address.
 */
export function parseVapidKeys(
  env: { publicKey?: string; privateKey?: string; subject?: string },
  options: { production: boolean; mailFrom: string },
): VapidKeys {
  if (options.production) {
    for (const [name, value] of [
      ['VAPID_PUBLIC_KEY', env.publicKey],
      ['VAPID_PRIVATE_KEY', env.privateKey],
      ['VAPID_SUBJECT', env.subject],
    ])
      if (!value) throw new Error(`${name} is required in production (npx web-push generate-vapid-keys)`);
  }
  const fallbackSubject = `mailto:${/<([^>]+)>/.exec(options.mailFrom)?.[1] ?? options.mailFrom}`;
  const subject = checkSubject(env.subject ?? fallbackSubject);
  if (!env.publicKey && !env.privateKey) return { ...webPush.generateVAPIDKeys(), subject, generated: true };
  if (!env.publicKey || !env.privateKey)
    throw new Error(`${env.publicKey ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'} must be set with the other`);
  decodeKey('VAPID_PUBLIC_KEY', env.publicKey, 65);
  const privateKey = decodeKey('VAPID_PRIVATE_KEY', env.privateKey, 32);
  if (publicKeyOf(privateKey) !== env.publicKey)
    throw new Error('VAPID_PUBLIC_KEY is not the public half of VAPID_PRIVATE_KEY');
  return { publicKey: env.publicKey, privateKey: env.privateKey, subject, generated: false };
}
