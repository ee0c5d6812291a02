import { id } from '@coaching/shared/schemas/fields';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { staffOf } from '../../plugins/auth.ts';
import { recordAudit } from '../staff-audit/audit-repository.ts';
import { findCaseloadClient } from './caseload.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a staff route under /staff/clients/:clientId does to the record, for the audit log; false
     * when the change writes its own row in its transaction (recordAudit), with more than this could say.
     */
    audit?: string | false;
    /** The route itself decides what a closed case allows (discharging, reopening a discharged case). */
    changesClosedCase?: true;
  }
}

const clientIdOnly = z.object({ clientId: id });

/** Read before validation (the hooks run first), so other path parameters are ignored here. */
function clientIdParam(request: FastifyRequest): number | null {
  const parsed = clientIdOnly.safeParse(request.params);
  return parsed.success ? parsed.data.clientId : null;
}

/**
 * Every route of one client's record goes through here, before the body is read or validated:
 * staff only, the client must be in the
 * caller's caseload (anyone else's client answers 404, like a missing one), a closed account can
 * be read but not changed, and every successful read or change is written to the audit log.
 */
export async function clientRecordScope(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.requireStaff);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const caller = staffOf(request);
    const clientId = clientIdParam(request);
    if (clientId === null) throw notFound();
    const client = await findCaseloadClient(app.db, caller, clientId);
    if (!client) {
      await recordAudit(app.db, {
        staffId: caller.staffId,
        clientId,
        action: 'refused: not in caseload',
        detail: `${request.method} ${request.routeOptions.url ?? ''}`,
      });
      throw notFound();
    }
    const decidesItself = request.routeOptions.config.changesClosedCase === true;
    if (client.closedAt && request.method !== 'GET' && !decidesItself)
      throw conflict('This account is closed');
  });
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const clientId = clientIdParam(request);
    const action = request.routeOptions.config.audit;
    // A 304 (a poll that found nothing changed) shows nothing, so it is no read to record.
    const shown = reply.statusCode < 400 && reply.statusCode !== 304;
    if (action !== false && shown && request.caller?.kind === 'staff' && clientId !== null) {
      await recordAudit(app.db, {
        staffId: request.caller.staffId,
        clientId,
        action: action ?? `${request.method} ${request.routeOptions.url ?? ''}`,
        detail: `${request.method} ${request.url}`,
      });
    }
    return payload;
  });
}
