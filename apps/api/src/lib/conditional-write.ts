import type { FastifyRequest } from 'fastify';
import { digestOf } from './conditional-get.ts';
import { HttpError } from './http-errors.ts';

export const CHANGED_SINCE_OPENED =
  'Someone changed this since you opened it. Your changes are still here: check theirs, then save again.';

/**
 * A strong validator for what a form edits: a digest of the answer, so any change to it changes the
 * tag. Strong, because If-Match compares strongly (RFC 9110 §8.8.3.2) and a weak tag never matches.
 */
export function versionEtag(kind: string, data: unknown): string {
  return `"${kind}-${digestOf(data)}"`;
}

/** True when the write is conditional: the caller sent the version its form was filled from. */
export const isConditional = (request: FastifyRequest): boolean => Boolean(request.headers['if-match']);

/**
 * Refuses (412) a write whose If-Match names a version other than the current one (RFC 9110 §13.1.1),
 * so a form opened earlier cannot silently replace someone else's later change. Without If-Match the
 * write goes ahead, as API callers' writes did before.
 */
export function requireCurrentVersion(request: FastifyRequest, current: string): void {
  requireHeldVersion(heldVersion(request), current);
}

/** The If-Match a write was sent with, for a check made below the route, in the write's transaction. */
export const heldVersion = (request: FastifyRequest): string | undefined => request.headers['if-match'];

/** requireCurrentVersion for a held If-Match value (none: the write goes ahead). */
export function requireHeldVersion(ifMatch: string | undefined, current: string): void {
  if (!ifMatch) return;
  const held = ifMatch.split(',').map((tag) => tag.trim());
  if (held.includes('*') || held.includes(current)) return;
  throw new HttpError(412, CHANGED_SINCE_OPENED);
}
