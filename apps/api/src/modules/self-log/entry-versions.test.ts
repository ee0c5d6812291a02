import { addDays, todayIso } from '@coaching/shared/rules/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGED_SINCE_OPENED } from '../../lib/conditional-write.ts';
import { clientWorld } from '../../test/client-world.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let demo: Record<string, string>;
const today = todayIso();

beforeAll(async () => {
  ({ t, demo } = await clientWorld());
});
afterAll(() => t.close());

type Entry = { id: number; value: number; note: string | null; version: string };
const listed = async (id: number): Promise<Entry> => {
  const log = await t.app.inject({ method: 'GET', url: '/api/mlw/self-log', headers: demo });
  return log.json().data.entries.find((e: Entry) => e.id === id);
};
const change = (id: number, day: string, value: number, ifMatch?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/mlw/self-log/${id}`,
    headers: ifMatch ? { ...demo, 'if-match': ifMatch } : demo,
    payload: { measure: 'activity', day, unit: 'minutes', value },
  });

let days = 0;
/** A new activity entry, as the phone and the laptop both show it. */
async function openedEntry() {
  days += 1;
  const day = addDays(today, -days);
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/mlw/self-log',
    headers: demo,
    payload: { measure: 'activity', day, unit: 'minutes', value: 20 },
  });
  const entry = made.json().data.entry as Entry;
  expect(entry.version).toMatch(/^"entry-[0-9a-f]+"$/);
  expect((await listed(entry.id)).version).toBe(entry.version);
  return { ...entry, day };
}

describe('changing a self-log entry opened on two devices', () => {
  it('refuses the change made from the earlier view, keeps the other one, and saves at the current version', async () => {
    const opened = await openedEntry();
    const phone = await change(opened.id, opened.day, 30, opened.version);
    expect(phone.statusCode).toBe(200);
    const saved = phone.json().data as Entry;
    expect(saved.version).not.toBe(opened.version);
    expect((await listed(opened.id)).version).toBe(saved.version);

    const laptop = await change(opened.id, opened.day, 45, opened.version);
    expect(laptop.statusCode).toBe(412);
    expect(laptop.json()).toMatchObject({ message: CHANGED_SINCE_OPENED, code: 'CHANGED_SINCE_OPENED' });
    expect(await listed(opened.id)).toMatchObject({ value: 30, version: saved.version });

    expect((await change(opened.id, opened.day, 45, saved.version)).statusCode).toBe(200);
    expect((await listed(opened.id)).value).toBe(45);
  });

  it('changes without If-Match as before', async () => {
    const opened = await openedEntry();
    expect((await change(opened.id, opened.day, 30)).statusCode).toBe(200);
    expect((await change(opened.id, opened.day, 40)).statusCode).toBe(200);
    expect((await listed(opened.id)).value).toBe(40);
  });

  it('answers 404 for an entry that is not the client’s, with If-Match as without', async () => {
    expect((await change(999_999, addDays(today, -1), 30, '"entry-0"')).statusCode).toBe(404);
  });
});

type Recorded = { status: number; entry?: Entry & { day: string }; saved?: 'created' | 'updated' };
/** Records the day's active minutes, as the record page sends them, with the condition it was filled under. */
const recordMinutes = async (day: string, value: number, condition: Record<string, string> = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/mlw/self-log',
    headers: { ...demo, ...condition },
    payload: { measure: 'activity', day, unit: 'minutes', value },
  });
  const data = res.statusCode < 300 ? res.json().data : undefined;
  return { status: res.statusCode, entry: data?.entry, saved: data?.status, body: res.json() } as Recorded & {
    body: { code?: string; message?: string };
  };
};
const minutesOn = async (day: string): Promise<Entry | undefined> => {
  const log = await t.app.inject({ method: 'GET', url: '/api/mlw/self-log', headers: demo });
  return log
    .json()
    .data.entries.find(
      (e: Entry & { measure: string; day: string }) => e.measure === 'activity' && e.day === day,
    );
};

let emptyDays = 0;
/** A day with no minutes recorded yet, as a form opened on it believes. */
async function emptyDay() {
  const day = addDays(today, -emptyDays);
  emptyDays += 1;
  const there = await minutesOn(day);
  if (there) {
    await t.app.inject({ method: 'DELETE', url: `/api/mlw/self-log/${there.id}`, headers: demo });
  }
  expect(await minutesOn(day)).toBeUndefined();
  return day;
}
const NONE_YET = { 'if-none-match': '*' };

describe('recording a day on two devices', () => {
  it('refuses a save made believing the day empty once another device recorded it, and keeps that entry', async () => {
    const day = await emptyDay();
    const phone = await recordMinutes(day, 4, NONE_YET);
    expect(phone).toMatchObject({ status: 201, saved: 'created' });

    const laptop = await recordMinutes(day, 9, NONE_YET);
    expect(laptop.status).toBe(412);
    expect(laptop.body).toMatchObject({ code: 'CHANGED_SINCE_OPENED', message: CHANGED_SINCE_OPENED });
    expect(await minutesOn(day)).toMatchObject({ value: 4, version: phone.entry?.version });
  });

  it('replaces the entry the form showed (If-Match), and refuses a replacement of one changed since', async () => {
    const day = await emptyDay();
    const shown = await recordMinutes(day, 4);
    const version = shown.entry?.version ?? '';
    const phone = await recordMinutes(day, 6, { 'if-match': version });
    expect(phone).toMatchObject({ status: 200, saved: 'updated' });

    const laptop = await recordMinutes(day, 9, { 'if-match': version });
    expect(laptop.status).toBe(412);
    expect(await minutesOn(day)).toMatchObject({ value: 6, version: phone.entry?.version });

    const chosen = await recordMinutes(day, 9, { 'if-match': phone.entry?.version ?? '' });
    expect(chosen).toMatchObject({ status: 200, saved: 'updated' });
    expect((await minutesOn(day))?.value).toBe(9);
  });

  it('creates the day’s entry under If-None-Match: * when there is none', async () => {
    const day = await emptyDay();
    expect(await recordMinutes(day, 2, NONE_YET)).toMatchObject({ status: 201, saved: 'created' });
  });

  it('lets only one of two saves sent at once believing the day empty through', async () => {
    const day = await emptyDay();
    const answers = await Promise.all([recordMinutes(day, 3, NONE_YET), recordMinutes(day, 8, NONE_YET)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 412]);
    const won = answers.find((a) => a.status === 201);
    expect((await minutesOn(day))?.value).toBe(won?.entry?.value);
  });

  it('lets only one of two replacements sent at once with the same version through', async () => {
    const day = await emptyDay();
    const version = (await recordMinutes(day, 1)).entry?.version ?? '';
    const answers = await Promise.all([
      recordMinutes(day, 3, { 'if-match': version }),
      recordMinutes(day, 8, { 'if-match': version }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 412]);
    const won = answers.find((a) => a.status === 200);
    expect((await minutesOn(day))?.value).toBe(won?.entry?.value);
  });

  it('records the day afresh under If-Match when the entry it named was deleted since (nothing is replaced)', async () => {
    const day = await emptyDay();
    const gone = (await recordMinutes(day, 4)).entry;
    await t.app.inject({ method: 'DELETE', url: `/api/mlw/self-log/${gone?.id}`, headers: demo });
    expect(await recordMinutes(day, 6, { 'if-match': gone?.version ?? '' })).toMatchObject({
      status: 201,
      saved: 'created',
    });
  });

  it('does not deadlock a save without a condition sent at once with one under If-None-Match: *', async () => {
    const day = await emptyDay();
    const answers = await Promise.all([recordMinutes(day, 3, NONE_YET), recordMinutes(day, 8)]);
    expect(answers.map((a) => a.status).every((s) => s === 200 || s === 201 || s === 412)).toBe(true);
    expect([3, 8]).toContain((await minutesOn(day))?.value);
  });

  it('replaces the day’s entry without either header, as before (API callers)', async () => {
    const day = await emptyDay();
    expect((await recordMinutes(day, 2)).status).toBe(201);
    expect(await recordMinutes(day, 5)).toMatchObject({ status: 200, saved: 'updated' });
    expect((await minutesOn(day))?.value).toBe(5);
  });

  it('still refuses a bad entry with 400 whatever the condition, and changes nothing', async () => {
    const day = addDays(today, -1);
    const before = await minutesOn(day);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mlw/self-log',
      headers: { ...demo, ...NONE_YET },
      payload: { measure: 'activity', day, unit: 'hours', value: 2 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('unit');
    expect(await minutesOn(day)).toEqual(before);
  });
});
