import { todayIso } from '@coaching/shared/rules/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientWorld } from '../../test/client-world.ts';
import { addDemoSession, weekdayAfter } from '../../test/session-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let demo: Record<string, string>;
let other: Record<string, string>;
beforeAll(async () => {
  ({ t, demo, other } = await clientWorld());
});
afterAll(() => t.close());

type Session = { id: number; status: string };
const cancel = (id: number | string, headers: Record<string, string> = demo) =>
  t.app.inject({ method: 'DELETE', url: `/api/mlw/sessions/${id}`, headers });

describe('DELETE /api/mlw/sessions/{id}', () => {
  it('cancels an upcoming session, which stays in the list as a previous one', async () => {
    const id = await addDemoSession(t, { type: 'check-in', dueDate: weekdayAfter(todayIso(), 8) });
    expect((await cancel(id, other)).statusCode).toBe(404);
    const res = await cancel(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.find((s: Session) => s.id === id)).toMatchObject({ status: 'cancelled' });
    const again = await cancel(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Only upcoming sessions can be cancelled', code: 'CONFLICT' });
  });

  it('cancels when the client labels its empty body as JSON', async () => {
    const id = await addDemoSession(t, { type: 'coaching', dueDate: weekdayAfter(todayIso(), 9) });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/mlw/sessions/${id}`,
      headers: { ...demo, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.find((s: Session) => s.id === id)).toMatchObject({ status: 'cancelled' });
  });

  it('answers 404 for a missing session, 400 for a bad id, 401 without a token', async () => {
    expect((await cancel(999_999)).statusCode).toBe(404);
    expect((await cancel('x1')).statusCode).toBe(400);
    expect((await cancel(1, {})).statusCode).toBe(401);
  });
});
