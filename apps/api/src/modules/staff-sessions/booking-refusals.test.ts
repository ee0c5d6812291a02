import { addDays, isWeekend, todayIso } from '@coaching/shared/rules/dates';
import { formatRescheduleDate } from '@coaching/shared/rules/reschedule-window';
import {
  BOOKING_TEXT,
  diaryDay,
  lastBookingDay,
  NO_SESSIONS_ON_BANK_HOLIDAYS,
} from '@coaching/shared/rules/session-days';
import { isBankHoliday } from '@coaching/shared/rules/working-days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDemoSession, dropDemoBand, weekdayAfter } from '../../test/session-fixtures.ts';
import { staffWorld } from '../../test/staff-world.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let coach: Record<string, string>;
let client: Record<string, string>;
let demoId: number;

beforeAll(async () => {
  ({ t, coach, client, demoId } = await staffWorld());
});
afterAll(() => t.close());

const book = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/staff/clients/${demoId}/sessions`, headers: coach, payload });
const move = (sessionId: number, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/staff/clients/${demoId}/sessions/${sessionId}`,
    headers: coach,
    payload,
  });
type Listed = { id: number; due_date: string; time: string; status: string };
const sessions = async (): Promise<Listed[]> =>
  (await t.app.inject({ method: 'GET', url: `/api/staff/clients/${demoId}/sessions`, headers: coach })).json()
    .data;
const sessionCount = async () => (await sessions()).length;

function diaryDayOf(day: string) {
  const weekdayName = diaryDay(day);
  if (!weekdayName) throw new Error(`${day} is not a weekday`);
  return weekdayName;
}

/** The next bank holiday that falls on a weekday. */
function nextWeekdayBankHoliday(): string {
  let day = todayIso();
  while (!(isBankHoliday(day) && !isWeekend(day))) day = addDays(day, 1);
  return day;
}

describe('staff booking and moving refusals', () => {
  it('refuses the past, a bank holiday and more than 6 months ahead, with the reason, booking nothing', async () => {
    const before = await sessionCount();
    const lastDay = lastBookingDay(todayIso());
    const cases: [string, string][] = [
      [weekdayAfter(todayIso(), -10 - 3), BOOKING_TEXT.past],
      [nextWeekdayBankHoliday(), NO_SESSIONS_ON_BANK_HOLIDAYS],
      [weekdayAfter(lastDay, 1), BOOKING_TEXT.tooFar(lastDay)],
    ];
    for (const [day, reason] of cases) {
      const res = await book({ type: 'coaching', due_date: day, time: 'lunch' });
      expect(res.statusCode, day).toBe(400);
      expect(res.json().errors, day).toEqual({ due_date: [reason] });
    }
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a second session for the client in one band, booking or moving', async () => {
    const day = weekdayAfter(todayIso(), 30);
    expect((await book({ type: 'coaching', due_date: day, time: 'evening' })).statusCode).toBe(200);
    const twice = await book({ type: 'check-in', due_date: day, time: 'evening' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(
      /^This client already has a session on \d{2}\/\d{2}\/\d{4}, early evening\./,
    );
    expect(twice.json().errors).toEqual({ time: [twice.json().message] });

    const other = await addDemoSession(t, { type: 'check-in', dueDate: day, time: 'morning' });
    const moved = await move(other, { due_date: day, time: 'evening' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(twice.json().message);
    expect(
      (await move(other, { due_date: day, time: 'morning' })).statusCode,
      'staying put is no clash',
    ).toBe(200);
  });
});

describe('a band the coach does not work', () => {
  it('is refused when booking or moving, with BAND_NOT_OFFERED and the reason, changing nothing', async () => {
    const day = weekdayAfter(todayIso(), 40);
    await dropDemoBand(t, day, 'afternoon');
    const reason = BOOKING_TEXT.notWorked(diaryDayOf(day), 'afternoon', 'client');
    const refusal = { message: reason, code: 'BAND_NOT_OFFERED', errors: { time: [reason] } };
    const before = await sessions();

    const booked = await book({ type: 'coaching', due_date: day, time: 'afternoon' });
    expect([booked.statusCode, booked.json()]).toEqual([400, refusal]);

    const staying = await addDemoSession(t, { type: 'coaching', dueDate: day, time: 'morning' });
    const moved = await move(staying, { due_date: day, time: 'afternoon' });
    expect([moved.statusCode, moved.json()]).toEqual([400, refusal]);
    expect((await sessions()).filter((s) => !before.some((b) => b.id === s.id))).toEqual([
      expect.objectContaining({ id: staying, due_date: day, time: 'morning', status: 'due' }),
    ]);
  });

  it('lets a session cancelled in a band the coach has since stopped working be made upcoming again', async () => {
    const day = weekdayAfter(todayIso(), 45);
    const session = await addDemoSession(t, { type: 'coaching', dueDate: day, time: 'evening' });
    const status = (value: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/staff/clients/${demoId}/sessions/${session}/status`,
        headers: coach,
        payload: { status: value },
      });
    expect((await status('cancelled')).statusCode).toBe(200);
    await dropDemoBand(t, day, 'evening');
    const reopened = await status('due');
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().data.find((s: Listed) => s.id === session)).toMatchObject({
      time: 'evening',
      status: 'due',
    });
  });
});

describe('the client’s own calendar', () => {
  it('leaves out, and refuses, a band where the client already has a session', async () => {
    const due = weekdayAfter(todayIso(), 8);
    const moving = await addDemoSession(t, { type: 'coaching', dueDate: due, time: 'morning' });
    const target = weekdayAfter(todayIso(), 9);
    await addDemoSession(t, { type: 'check-in', dueDate: target, time: 'lunch' });

    const slots = await t.app.inject({
      method: 'GET',
      url: `/api/mlw/calendar/timeslots/${moving}`,
      headers: client,
    });
    expect(slots.statusCode).toBe(200);
    expect(slots.json().data.times[target] ?? []).not.toContain('Lunch time');

    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/mlw/sessions/${moving}`,
      headers: client,
      payload: { taskId: moving, date: formatRescheduleDate(target, 'lunch') },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^You already have a session on \d{2}\/\d{2}\/\d{4}, lunch time\./);
  });
});
