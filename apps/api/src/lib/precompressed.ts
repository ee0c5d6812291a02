import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** One body in each encoding a browser may accept, compressed once at the best ratio. */
export type Precompressed = { identity: Buffer; br: Buffer; gzip: Buffer };

export async function precompress(body: string | Buffer): Promise<Precompressed> {
  const identity = Buffer.from(body);
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzipped(identity, { level: 9 }),
  ]);
  return { identity, br, gzip: gz };
}

/**
 * Sends the encoding the request accepts, as it was compressed ahead of time: a body that is the
 * same for many requests is compressed once, not on every answer. The route's content type and
 * caching are the caller's, and so is what else the answer depends on (`alsoVaryBy`); a route
 * answering this way sets `compress: false`.
 */
export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Precompressed,
  alsoVaryBy: string[] = [],
) {
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']) as
    | 'br'
    | 'gzip'
    | null;
  reply.header('vary', ['accept-encoding', ...alsoVaryBy].join(', '));
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body[encoding ?? 'identity']);
}
