import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, createServer } from 'node:https';

/** What a browser makes when it subscribes: its key pair and authentication secret, as the server gets them. */
export type TestSubscriber = {
  keys: { p256dh: string; auth: string };
  /** Opens a push sent to this subscriber (RFC 8291). */
  decrypt(body: Buffer): string;
};

/** A new device's keys, made as a browser makes them (P-256 and 16 random bytes). */
export function newSubscriber(): TestSubscriber {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
    decrypt: (body) => decryptAes128gcm(body, ecdh.computeSecret.bind(ecdh), publicKey, auth),
  };
}

/**
 * RFC 8291 §3.4 and RFC 8188: the header is salt (16) | record size (4) | key id length (1) | the
 * sender's public key; one record follows, ending in the delimiter 0x02 and zero padding.
 */
function decryptAes128gcm(
  body: Buffer,
  sharedSecretWith: (publicKey: Buffer) => Buffer,
  receiverPublicKey: Buffer,
  auth: Buffer,
): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublicKey, senderPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecretWith(senderPublicKey), auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('the last record does not end with the 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export type VapidClaims = { aud: string; exp: number; sub: string };

/**
 * Reads `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292 §3): checks the ES256 signature
 * against k and answers the claims and k.
 */
export function readVapid(authorization: string): { claims: VapidClaims; publicKey: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(authorization);
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [header = '', payload = '', signature = ''] = match[1].split('.');
  const raw = Buffer.from(match[2], 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID token is not signed by its key');
  const alg = JSON.parse(Buffer.from(header, 'base64url').toString()).alg;
  if (alg !== 'ES256') throw new Error(`VAPID token signed with ${alg}`);
  return { claims: JSON.parse(Buffer.from(payload, 'base64url').toString()), publicKey: match[2] };
}

/**
 * The stand-in's self-signed certificate (127.0.0.1, valid for 100 years): a server trusts it with an
 * agent made from it, or a process started with NODE_EXTRA_CA_CERTS set to PUSH_SERVICE_CA_FILE.
 */
export const PUSH_SERVICE_CA_FILE = new URL('./push-service-cert.pem', import.meta.url).pathname;
const tls = {
  cert: readFileSync(PUSH_SERVICE_CA_FILE),
  key: readFileSync(new URL('./push-service-key.pem', import.meta.url)),
};

export type ReceivedPush = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/**
 * A stand-in for a browser vendor's push service on loopback, over HTTPS as they all are: keeps every
 * push it is sent and answers 201 Created (RFC 8030 §5), or the status set with `answer` (410 for a
 * gone subscription).
 */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  let status = 201;
  const server = createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const origin = `https://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    origin,
    received,
    /** Trusts this service's certificate, for a sender in the test's own process. */
    agent: new Agent({ ca: tls.cert }),
    /** A new endpoint on this service, as a push service gives each subscription. */
    endpoint: () => `${origin}/push/${randomBytes(12).toString('base64url')}`,
    answer: (next: number) => {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
