import type { FastifyRequest } from 'fastify';
import { sha256 } from './secrets.ts';
import { staffCookieToken } from './staff-session-cookie.ts';

/**
 * Rate limits run before authentication, so authenticated routes count per bearer token: clients
 * behind one shared address (a surgery, an office) do not use up each other's allowance. The staff
 * console's session cookie counts as its token.
 */
export function perBearerToken(request: FastifyRequest): string {
  return sha256(request.headers.authorization || staffCookieToken(request) || request.ip);
}
