import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One line per request, once it is answered: its id, method, route pattern (never the path, which
 * may carry a link secret), status and time. Fastify's own request logging writes two lines, the
 * first only to say the request arrived.
 */
export const requestLog = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
    done();
  });
});
