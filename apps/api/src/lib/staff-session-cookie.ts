import {
  STAFF_CSRF_HEADER,
  STAFF_SIGNED_IN_COOKIE,
  STAFF_TOKEN_TTL_SECONDS,
} from '@coaching/shared/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sha256 } from './secrets.ts';

/**
 * The staff console's session in the browser (docs/decisions.md, Staff sessions): the token in an
 * HttpOnly cookie that every tab of the browser shares and no script can read, sent only to the staff
 * API and never with a request started by another site. Changes also need the CSRF token, which the
 * console holds in memory: derived from the session token, it proves the page read an answer of ours.
 */
export const STAFF_COOKIE = 'staff_session';
const COOKIE_PATH = '/api/staff';

const attributes = `Path=${COOKIE_PATH}; HttpOnly; Secure; SameSite=Strict`;

/** The session token from the request's cookie, or null. */
export function staffCookieToken(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === STAFF_COOKIE) return value.join('=') || null;
  }
  return null;
}

/** The CSRF token that goes with a session token. */
export const csrfTokenFor = (sessionToken: string): string => sha256(`csrf:${sessionToken}`);

/** Whether a change sent with the session cookie carries its CSRF token. */
export function hasCsrfToken(request: FastifyRequest, sessionToken: string): boolean {
  return request.headers[STAFF_CSRF_HEADER] === csrfTokenFor(sessionToken);
}

/**
 * Beside the session, a cookie the console's script can read that says only that this browser signed
 * in (no secret): a tab that finds none shows the sign-in page without asking GET /staff/me, whose 401
 * the browser would log as an error on every visit to the sign-in page.
 */
const hintAttributes = 'Path=/; Secure; SameSite=Strict';

export function setStaffCookie(reply: FastifyReply, token: string): void {
  reply.header('set-cookie', [
    `${STAFF_COOKIE}=${token}; ${attributes}; Max-Age=${STAFF_TOKEN_TTL_SECONDS}`,
    `${STAFF_SIGNED_IN_COOKIE}=1; ${hintAttributes}; Max-Age=${STAFF_TOKEN_TTL_SECONDS}`,
  ]);
}

export function clearStaffCookie(reply: FastifyReply): void {
  reply.header('set-cookie', [
    `${STAFF_COOKIE}=; ${attributes}; Max-Age=0`,
    `${STAFF_SIGNED_IN_COOKIE}=; ${hintAttributes}; Max-Age=0`,
  ]);
}
