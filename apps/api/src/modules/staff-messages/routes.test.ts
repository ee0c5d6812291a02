import { FOLLOW_UP_SEND_TEXT } from '@coaching/shared/rules/follow-up-send';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema.ts';
import { staffWorld } from '../../test/staff-world.ts';
import { DEMO_CLIENT, type TestApp } from '../../test/test-app.ts';
import { NO_FIRST_CHECK } from '../assessment/send-follow-up-link.ts';

let t: TestApp;
let coach: Record<string, string>;
let otherCoach: Record<string, string>;
let client: Record<string, string>;
let demoId: number;
let noPlanId: number;

beforeAll(async () => {
  ({ t, coach, otherCoach, client, demoId, noPlanId } = await staffWorld());
});
afterAll(() => t.close());

const post = (id: number, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/staff/clients/${id}/messages`, headers, payload });

describe('staff messages', () => {
  it('sends a coach message that the client reads, with a notification', async () => {
    const res = await post(demoId, coach, { message: 'How was the walk today?' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.at(-1)).toMatchObject({
      message: 'How was the walk today?',
      isCoach: true,
      author: 'Sam Coach',
    });
    const bell = (
      await t.app.inject({ method: 'GET', url: '/api/mlw/notifications', headers: client })
    ).json().data;
    expect(bell[0]).toMatchObject({ object: 'Message', seen: false });
    const thread = (await t.app.inject({ method: 'GET', url: '/api/mlw/messages', headers: client })).json()
      .data;
    expect(thread.at(-1)).toMatchObject({ message: 'How was the walk today?', isCoach: true });
    const staffThread = await t.app.inject({
      method: 'GET',
      url: `/api/staff/clients/${demoId}/messages`,
      headers: coach,
    });
    expect(staffThread.json().data.at(-1).message).toBe('How was the walk today?');
  });

  it('refuses a client without a plan, and one whose service level has no messages', async () => {
    const noPlan = await post(noPlanId, coach, { message: 'Hello' });
    expect(noPlan.statusCode).toBe(409);
    expect(noPlan.json().message).toMatch(/no plan yet/);
    await t.app.inject({
      method: 'PUT',
      url: `/api/staff/clients/${noPlanId}/plan`,
      headers: coach,
      payload: { service_level: 1, pathways: ['move-more'] },
    });
    const level = await post(noPlanId, coach, { message: 'Hello' });
    expect(level.json().message).toMatch(/service levels 2 and 3/);
  });

  it('requires a message of at most 2000 characters', async () => {
    expect((await post(demoId, coach, { message: '  ' })).json().errors).toEqual({ message: ['Required'] });
    expect((await post(demoId, coach, { message: 'x'.repeat(2001) })).statusCode).toBe(400);
  });

  it('answers 404 to another coach and refuses clients and anonymous callers', async () => {
    for (const headers of [otherCoach, client, {}]) {
      const res = await post(demoId, headers, { message: 'Hi' });
      expect(res.statusCode).toBe(headers === otherCoach ? 404 : headers === client ? 403 : 401);
    }
  });
});

describe('POST /api/staff/clients/:clientId/follow-up', () => {
  const send = (id: number, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/staff/clients/${id}/follow-up`, headers, payload });

  it('e-mails the follow-up health check link now', async () => {
    const res = await send(demoId, coach, { reminder_type: 'email' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.reminder_type).toBe('email');
    const mail = await t.db.select().from(outbox).where(eq(outbox.recipient, DEMO_CLIENT.email));
    expect(mail.at(-1)?.body).toMatch(/\/assessment\?h=/);
    const record = await t.app.inject({ method: 'GET', url: `/api/staff/clients/${demoId}`, headers: coach });
    expect(record.json().data.follow_up_last_sent).toMatchObject({ reminder_type: 'email' });
  });

  it('refuses a text when no SMS service is set up, saying why, and the record says so before sending', async () => {
    const res = await send(demoId, coach, { reminder_type: 'text', confirm_resend: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.reminder_type).toEqual([FOLLOW_UP_SEND_TEXT.textsOff]);
    const record = await t.app.inject({ method: 'GET', url: `/api/staff/clients/${demoId}`, headers: coach });
    expect(record.json().data.follow_up_text_refusal).toBe(FOLLOW_UP_SEND_TEXT.textsOff);
  });

  it('asks to confirm another link within 7 days, saying when the last one went', async () => {
    const before = (await t.db.select().from(outbox)).length;
    const again = await send(demoId, coach, { reminder_type: 'email' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.confirm_resend[0]).toMatch(
      /^A follow-up link was sent on \d\d\/\d\d\/\d{4} at \d\d:\d\d\./,
    );
    expect((await t.db.select().from(outbox)).length).toBe(before);
    expect((await send(demoId, coach, { reminder_type: 'email', confirm_resend: true })).statusCode).toBe(
      200,
    );
  });

  it('refuses a client who has had no first health check with 409', async () => {
    const res = await send(noPlanId, coach, { reminder_type: 'email' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(NO_FIRST_CHECK);
  });

  it('rejects other channels, and other coaches’ clients', async () => {
    expect((await send(demoId, coach, { reminder_type: 'pigeon' })).statusCode).toBe(400);
    expect((await send(demoId, otherCoach, { reminder_type: 'email' })).statusCode).toBe(404);
    expect((await send(demoId, client, { reminder_type: 'email' })).statusCode).toBe(403);
  });
});
