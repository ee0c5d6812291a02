import type { FastifyReply, FastifyRequest } from 'fastify';
import { sha256 } from './secrets.ts';

/** A weak validator for a list, built from a cheap aggregate of the rows that make it up. */
export function weakEtag(kind: string, parts: readonly (number | string)[]): string {
  return `W/"${kind}-${parts.join('-')}"`;
}

/**
 * A weak validator for an answer with no cheap aggregate to stamp it by (My day, a client's record):
 * a digest of the answer itself. The answer is still built, but an unchanged one is not sent again.
 */
export function contentEtag(kind: string, data: unknown): string {
  return weakEtag(kind, [digestOf(data)]);
}

/** A digest of an answer: any change to it changes the digest. */
export const digestOf = (data: unknown): string => sha256(JSON.stringify(data)).slice(0, 32);

/** True when the caller already holds this version (If-None-Match, RFC 9110 §13.1.2). */
export function isNotModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * An unchanged poll's answer: sent with no payload, so nothing is serialized and Fastify writes
 * neither Content-Type nor Content-Length (a 304 has no body; a `null` body would carry a length of 4).
 */
export function sendNotModified(reply: FastifyReply) {
  return reply.code(304).send();
}
