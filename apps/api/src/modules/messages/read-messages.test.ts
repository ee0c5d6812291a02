import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { clients, plans } from '../../db/schema.ts';
import { bearerHash } from '../../plugins/auth.ts';
import { createTestApp, DEMO_CLIENT, logIn, type TestApp } from '../../test/test-app.ts';
import { readChatPoll } from './chat-poll.ts';
import { postCoachMessage } from './post-coach-message.ts';
import { readMessages } from './read-messages.ts';

let t: TestApp;
let demo: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  demo = await logIn(t.app);
});
afterAll(() => t.close());

const SENT_MEANWHILE = 'Sent while the chat was being read';

describe('reading the chat', () => {
  it('gives an answer an ETag no newer than its list, so a message sent while it was read still arrives', async () => {
    const [row] = await t.db
      .select({ clientId: clients.id, planId: plans.id, coachId: clients.coachId })
      .from(clients)
      .innerJoin(plans, eq(plans.clientId, clients.id))
      .where(eq(clients.email, DEMO_CLIENT.email));
    const { clientId = 0, planId = 0, coachId = 0 } = row ?? {};
    await postCoachMessage(t.db, { clientId, staffId: coachId ?? 0, message: 'How was the walk?' });
    const poll = (await readChatPoll(t.db, bearerHash({ headers: demo } as unknown as FastifyRequest) ?? ''))
      ?.value;
    if (!poll) throw new Error('the demo client’s token was refused');

    // The client's other tab sends a message after the list is read, as this read marks the coach's seen.
    const sendsMeanwhile = new Proxy(t.db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver);
        return async (...args: Parameters<Db['transaction']>) => {
          const sent = await t.app.inject({
            method: 'POST',
            url: `/api/mlw/messages/${planId}`,
            headers: demo,
            payload: { message: SENT_MEANWHILE },
          });
          expect(sent.statusCode).toBe(201);
          return target.transaction(...args);
        };
      },
    });
    const read = await readMessages(sendsMeanwhile, poll, () => false);
    expect(read.data?.map((m) => m.message)).not.toContain(SENT_MEANWHILE);

    const next = await t.app.inject({
      method: 'GET',
      url: '/api/mlw/messages',
      headers: { ...demo, 'if-none-match': read.etag },
    });
    expect(next.statusCode).toBe(200);
    expect(next.json().data.at(-1).message).toBe(SENT_MEANWHILE);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/mlw/messages',
      headers: { ...demo, 'if-none-match': String(next.headers.etag) },
    });
    expect(after.statusCode).toBe(304);
  });
});
