import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from './audit-repository.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A staff read of a list of clients (names, contact details), for the audit log. */
    listAudit?: string;
  }
}

/**
 * A list of clients is a read of their records, so each one a member of staff is shown is written to
 * the audit log before it is sent: who looked and where, never what they saw. Routes say so with
 * `config: { listAudit }`. My day and the queue write theirs in the statement that reads them
 * (listReadRecord), a round trip less on the pages a coach reloads all day; the client search writes
 * its own, with the kind of search.
 */
export async function listReadAudit(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const action = request.routeOptions.config.listAudit;
    if (action && reply.statusCode < 400 && request.caller?.kind === 'staff') {
      await recordAudit(app.db, {
        staffId: request.caller.staffId,
        clientId: null,
        action,
        detail: `${request.method} ${request.routeOptions.url ?? ''}`,
      });
    }
    return payload;
  });
}
