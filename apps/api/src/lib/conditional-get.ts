import type { FastifyReply, FastifyRequest } from 'fastify';

/** A weak validator for a list, built from a cheap aggregate of the rows that make it up. */
export function weakEtag(kind: string, parts: readonly (number | string)[]): string {
  return `W/"${kind}-${parts.join('-')}"`;
}

/** True when the caller already holds this version (If-None-Match, RFC 9110 §13.1.2). */
export function isNotModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Personal health data may be stored only by the person's own browser, and it must ask again
 * each time (the polling lists rely on revalidation).
 */
export function privateRevalidate(reply: FastifyReply, etag?: string): void {
  reply.header('cache-control', 'private, no-cache');
  reply.header('vary', 'Authorization');
  if (etag) reply.header('etag', etag);
}
