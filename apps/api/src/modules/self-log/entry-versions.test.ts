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
