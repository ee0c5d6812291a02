import { addDays, todayIso } from '@coaching/shared/rules/dates';
import { isSessionDay } from '@coaching/shared/rules/session-days';
import { UNDO_TEXT } from '@coaching/shared/rules/session-undo';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { addDemoSession } from '../../test/session-fixtures.ts';
import { staffWorld } from '../../test/staff-world.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let coach: Record<string, string>;
let admin: Record<string, string>;
let demoId: number;
let coachId: number;

beforeAll(async () => {
  ({ t, coach, admin, demoId, coachId } = await staffWorld());
});
afterAll(() => t.close());

/** A day sessions are held, before today: its band has started, so it can be marked held or missed. */
function pastWeekday(): string {
  let day = addDays(todayIso(), -3);
  while (!isSessionDay(day)) day = addDays(day, -1);
  return day;
}

const setStatus = (sessionId: number, status: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/staff/clients/${demoId}/sessions/${sessionId}/status`,
    headers,
    payload: { status },
  });
const viewOf = async (sessionId: number) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/staff/clients/${demoId}/sessions`,
    headers: coach,
  });
  return (
    res.json().data as { id: number; status: string; undo_until: string | null; marked_by: number | null }[]
  ).find((s) => s.id === sessionId);
};
const markedMinutesAgo = (sessionId: number, minutes: number) =>
  t.db
    .update(sessions)
    .set({ statusMarkedAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(sessions.id, sessionId));

describe('undoing held or missed', () => {
  it('lets whoever marked it undo it within 10 minutes, and says until when', async () => {
    const id = await addDemoSession(t, { type: 'coaching', dueDate: pastWeekday(), time: 'morning' });
    const before = Date.now();
    expect((await setStatus(id, 'complete', coach)).statusCode).toBe(200);
    const view = await viewOf(id);
    expect(view).toMatchObject({ status: 'complete', marked_by: coachId });
    const until = new Date(view?.undo_until ?? 0).getTime();
    expect(until).toBeGreaterThanOrEqual(before + 10 * 60_000 - 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + 10 * 60_000);

    expect((await setStatus(id, 'due', coach)).statusCode).toBe(200);
    expect(await viewOf(id)).toMatchObject({ status: 'due', undo_until: null, marked_by: null });
  });

  it('refuses the undo after 10 minutes with the reason, for everyone', async () => {
    const id = await addDemoSession(t, { type: 'coaching', dueDate: pastWeekday(), time: 'afternoon' });
    expect((await setStatus(id, 'missed', coach)).statusCode).toBe(200);
    await markedMinutesAgo(id, 11);
    for (const who of [coach, admin]) {
      const res = await setStatus(id, 'due', who);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(
        /^Held or missed can be undone only within 10 minutes of marking it \(this was marked at \d{2}:\d{2}\)\. Add a case note to correct the record\.$/,
      );
    }
    expect((await setStatus(id, 'complete', coach)).statusCode, 'nor changed to held').toBe(409);
    expect((await viewOf(id))?.status).toBe('missed');
  });

  it('lets only the staff member who marked it or an administrator undo it', async () => {
    const id = await addDemoSession(t, { type: 'coaching', dueDate: pastWeekday(), time: 'evening' });
    expect((await setStatus(id, 'complete', admin)).statusCode).toBe(200);
    const res = await setStatus(id, 'due', coach);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(UNDO_TEXT.notYours);
    expect((await viewOf(id))?.status).toBe('complete');

    expect((await setStatus(id, 'missed', coach)).statusCode).toBe(403);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, id));
    expect(row?.status).toBe('complete');
    await t.db.update(sessions).set({ statusMarkedBy: coachId }).where(eq(sessions.id, id));
    expect((await setStatus(id, 'due', admin)).statusCode, 'an administrator may undo anyone’s').toBe(200);
  });
});
