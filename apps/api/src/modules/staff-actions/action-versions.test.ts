import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGED_SINCE_OPENED } from '../../lib/conditional-write.ts';
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

type Listed = { id: number; title: string; description: string; due_date: string | null; version: string };
const path = (rest = '') => `/api/staff/clients/${demoId}/actions${rest}`;
const list = async (): Promise<Listed[]> =>
  (await t.app.inject({ method: 'GET', url: path(), headers: coach })).json().data;
const edit = (id: number, fields: Partial<Listed>, ifMatch?: string) =>
  t.app.inject({
    method: 'PUT',
    url: path(`/${id}`),
    headers: ifMatch ? { ...coach, 'if-match': ifMatch } : coach,
    payload: { title: 'Walk', description: 'Every day', due_date: null, ...fields },
  });

let made = 0;
/** A new action, as two tabs open its edit form. */
async function openedAction() {
  made += 1;
  const title = `Versioned action ${made}`;
  const set = await t.app.inject({
    method: 'POST',
    url: path(),
    headers: coach,
    payload: { title, description: 'Twice this week', due_date: null },
  });
  expect(set.statusCode).toBe(200);
  const action = (await list()).find((a) => a.title === title) as Listed;
  expect(action.version).toMatch(/^"action-[0-9a-f]+"$/);
  return action;
}

describe('editing an action from a form opened at an earlier version', () => {
  it('refuses the later save with 412 and keeps the first one’s words; saving at the current version goes through', async () => {
    const opened = await openedAction();
    const first = await edit(opened.id, { title: 'Walk to work', description: 'Mondays' }, opened.version);
    expect(first.statusCode).toBe(200);
    const saved = (first.json().data as Listed[]).find((a) => a.id === opened.id) as Listed;
    expect(saved.version).not.toBe(opened.version);

    const second = await edit(opened.id, { title: 'Swim', description: 'Saturdays' }, opened.version);
    expect(second.statusCode).toBe(412);
    expect(second.json()).toMatchObject({ message: CHANGED_SINCE_OPENED, code: 'CHANGED_SINCE_OPENED' });
    expect((await list()).find((a) => a.id === opened.id)).toEqual(saved);

    const again = await edit(opened.id, { title: 'Swim', description: 'Saturdays' }, saved.version);
    expect(again.statusCode).toBe(200);
    expect((await list()).find((a) => a.id === opened.id)).toMatchObject({ title: 'Swim' });
  });

  it('saves without If-Match as before (API callers)', async () => {
    const opened = await openedAction();
    expect((await edit(opened.id, { title: 'One' })).statusCode).toBe(200);
    expect((await edit(opened.id, { title: 'Two' })).statusCode).toBe(200);
    expect((await list()).find((a) => a.id === opened.id)?.title).toBe('Two');
  });

  it('keeps the version when the client ticks the action done: the form does not show the status', async () => {
    const opened = await openedAction();
    const ticked = await t.app.inject({
      method: 'PUT',
      url: `/api/mlw/actions/${opened.id}`,
      headers: client,
      payload: { status: 'complete' },
    });
    expect(ticked.statusCode).toBe(200);
    expect((await list()).find((a) => a.id === opened.id)?.version).toBe(opened.version);
    const saved = await edit(opened.id, { title: 'Walk further' }, opened.version);
    expect(saved.statusCode).toBe(200);
    expect(
      (saved.json().data as { id: number; status: string }[]).find((a) => a.id === opened.id),
    ).toMatchObject({ status: 'complete', title: 'Walk further' });
  });

  it('answers 404 for an action that is not the client’s, with If-Match as without', async () => {
    expect((await edit(999_999, { title: 'X' }, '"action-0"')).statusCode).toBe(404);
  });
});
