import type { FastifyRequest } from 'fastify';
import { sha256 } from './secrets.ts';

/**
 * Rate limits run before authentication, so authenticated routes count per bearer token: clients
 * behind one shared address (a surgery, an office) do not use up each other's allowance.
 */
export function perBearerToken(request: FastifyRequest): string {
  return sha256(request.headers.authorization ?? request.ip);
}
