import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { describeError } from '../lib/safe-log.ts';

type Work = () => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    afterResponse: Work | null;
  }
  interface FastifyInstance {
    /** Runs `work` once the answer has gone, so its duration cannot be read from the answer's timing. */
    deferUntilAnswered(request: FastifyRequest, work: Work): void;
    /** Resolves when every deferred piece of work has finished (shutdown, tests). */
    deferredSettled(): Promise<void>;
  }
}

/**
 * Work that must not change how long an answer takes: for example, whether a password-reset e-mail
 * is queued depends on whether the account exists, and the caller must not learn that. The work is
 * lost if the process dies in the moment between answering and finishing it; the person asks again.
 */
export const afterResponsePlugin = fp(async (app: FastifyInstance) => {
  const pending = new Set<Promise<void>>();
  app.decorateRequest('afterResponse', null);
  app.decorate('deferUntilAnswered', (request: FastifyRequest, work: Work) => {
    request.afterResponse = work;
  });
  app.decorate('deferredSettled', async () => {
    while (pending.size > 0) await Promise.all(pending);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    const work = request.afterResponse;
    if (work) {
      // Starts on a later turn of the event loop: the caller's answer is delivered first.
      const run: Promise<void> = new Promise((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => request.log.error(describeError(error), 'deferred work failed'))
        .finally(() => pending.delete(run));
      pending.add(run);
    }
    done();
  });
  app.addHook('onClose', () => app.deferredSettled());
});
