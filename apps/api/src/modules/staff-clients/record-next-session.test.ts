import { addDays, todayIso } from '@coaching/shared/rules/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { addClient } from '../../test/staff-fixtures.ts';
import { staffWorld } from '../../test/staff-world.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  ({ t, admin } = await staffWorld());
});
afterAll(() => t.close());

const record = async (clientId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/staff/clients/${clientId}`, headers: admin })).json().data;

describe('the record names the client’s next session', () => {
  it('the earliest booked one from today, never a past, held or cancelled one', async () => {
    const clientId = await addClient(t.db, { email: 'next.session@example.com' });
    expect((await record(clientId)).next_session).toBeNull();
    const today = todayIso();
    const session = (
      dueDate: string,
      time: 'morning' | 'evening',
      status: 'due' | 'cancelled' | 'complete',
    ) => ({
      clientId,
      type: 'check-in' as const,
      status,
      dueDate,
      time,
    });
    await t.db
      .insert(sessions)
      .values([
        session(addDays(today, -2), 'morning', 'due'),
        session(addDays(today, 1), 'morning', 'cancelled'),
        session(addDays(today, 1), 'evening', 'complete'),
        session(addDays(today, 3), 'evening', 'due'),
        session(addDays(today, 3), 'morning', 'due'),
      ]);
    expect((await record(clientId)).next_session).toEqual({
      due_date: addDays(today, 3),
      time: 'morning',
      type: 'check-in',
    });
  });
});
