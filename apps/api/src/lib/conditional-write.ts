import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import { digestOf } from './conditional-get.ts';
import { HttpError } from './http-errors.ts';

export const CHANGED_SINCE_OPENED =
  'Someone changed this since you opened it. Your changes are still here: check theirs, then save again.';

/**
 * A strong validator for what a form edits: a digest of the answer, so any change to it changes the
 * tag. Strong, because If-Match compares strongly (RFC 9110 §8.8.3.2) and a weak tag never matches.
 * An item in a list carries the same tag as its `version`, which a form sends back as If-Match as is.
 */
export function versionEtag(kind: string, data: unknown): string {
  return `"${kind}-${digestOf(data)}"`;
}

/** The If-Match a write was sent with, for a check made below the route, in the write's transaction. */
export const heldVersion = (request: FastifyRequest): string | undefined => request.headers['if-match'];

/** Whether an If-Match or If-None-Match value ("*", or a list of tags) names the item as it is now. */
function namesCurrent(header: string, current: string | readonly string[]): boolean {
  const held = header.split(',').map((tag) => tag.trim());
  const tags = typeof current === 'string' ? [current] : current;
  return held.includes('*') || tags.some((tag) => held.includes(tag));
}

/**
 * Refuses (412) a write whose If-Match names a version other than the current one (RFC 9110 §13.1.1),
 * so a form opened earlier cannot silently replace someone else's later change. Without If-Match the
 * write goes ahead, as API callers' writes did before. An item known by more than one tag (the plan's
 * whole ETag and a form's part of it) passes with any of them.
 */
export function requireHeldVersion(ifMatch: string | undefined, current: string | readonly string[]): void {
  if (ifMatch && !namesCurrent(ifMatch, current)) throw new HttpError(412, CHANGED_SINCE_OPENED);
}

/**
 * Refuses (412) a write whose If-None-Match names the current version, or is "*" while there is one
 * (RFC 9110 §13.1.2): a form that believed there was nothing yet (or something else) to replace does
 * not silently replace what was saved meanwhile.
 */
function requireNotHeld(ifNoneMatch: string | undefined, current: string | readonly string[] | null): void {
  if (ifNoneMatch && current !== null && namesCurrent(ifNoneMatch, current)) {
    throw new HttpError(412, CHANGED_SINCE_OPENED);
  }
}

/**
 * Runs a write that replaces what a form showed, refused (412) when the item changed since the form
 * was filled. `current` reads the item's version inside the write's transaction with its row locked
 * (FOR UPDATE), so two saves sent with the same version cannot both pass, and a write without a
 * check waits for this one; it answers null when there is no such item, and the write then refuses
 * it as it always has (404), or, for a write that creates it, creates it. If-None-Match ("*": there
 * was nothing yet) is refused when there is one now. Without either nothing is read or locked first.
 */
export function writeIfCurrent<T>(
  db: Db,
  request: FastifyRequest,
  current: (tx: Tx) => Promise<string | readonly string[] | null>,
  write: (tx: Tx) => Promise<T>,
): Promise<T> {
  const ifMatch = heldVersion(request);
  const ifNoneMatch = request.headers['if-none-match'];
  return db.transaction(async (tx) => {
    if (ifMatch || ifNoneMatch) {
      const version = await current(tx);
      if (version !== null) requireHeldVersion(ifMatch, version);
      requireNotHeld(ifNoneMatch, version);
    }
    return write(tx);
  });
}
