import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGED_SINCE_OPENED } from '../../lib/conditional-write.ts';
import { staffWorld } from '../../test/staff-world.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let coach: Record<string, string>;
let demoId: number;

beforeAll(async () => {
  ({ t, coach, demoId } = await staffWorld());
});
afterAll(() => t.close());

const plan = () => t.app.inject({ method: 'GET', url: `/api/staff/clients/${demoId}/plan`, headers: coach });
const put = (path: string, payload: Record<string, unknown>, ifMatch?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/staff/clients/${demoId}/plan${path}`,
    headers: ifMatch ? { ...coach, 'if-match': ifMatch } : coach,
    payload,
  });

/** Two tabs open the same plan; the first saves, then the second saves what it opened earlier. */
async function openedTwice() {
  const opened = await plan();
  const etag = opened.headers.etag as string;
  expect(etag).toMatch(/^"plan-/);
  return { etag, data: opened.json().data };
}

describe('plan settings and notes carry a version (issue #29)', () => {
  it('refuses settings saved from a form opened before someone else saved, and changes nothing', async () => {
    const { etag } = await openedTwice();
    const first = await put('', { service_level: 2, pathways: ['move-more'] }, etag);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).not.toBe(etag);

    const second = await put('', { service_level: 3, pathways: ['drink-less'] }, etag);
    expect(second.statusCode).toBe(412);
    expect(second.json()).toMatchObject({ message: CHANGED_SINCE_OPENED, code: 'CHANGED_SINCE_OPENED' });
    const after = await plan();
    expect(after.json().data).toMatchObject({ service_level: 2, pathways: ['move-more'] });
    expect(after.headers.etag).toBe(first.headers.etag);
  });

  it('accepts a save with the current version and answers the new one, which the GET then sends', async () => {
    const { etag } = await openedTwice();
    const saved = await put('', { service_level: 1, pathways: ['drink-less'] }, etag);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ service_level: 1, pathways: ['drink-less'] });
    expect((await plan()).headers.etag).toBe(saved.headers.etag);
  });

  it('accepts a save with no If-Match, as API callers send', async () => {
    const saved = await put('', { service_level: 2, pathways: ['move-more'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toMatch(/^"plan-/);
  });

  it('refuses a note saved from an earlier version and keeps the other person’s text', async () => {
    const { etag, data } = await openedTwice();
    const noteId = data.goal_notes[0].id;
    const first = await put(`/notes/${noteId}`, { title: 'Theirs', note: 'Saved first' }, etag);
    expect(first.statusCode).toBe(200);

    const second = await put(`/notes/${noteId}`, { title: 'Mine', note: 'Saved second' }, etag);
    expect(second.statusCode).toBe(412);
    expect(second.json().message).toBe(CHANGED_SINCE_OPENED);
    const kept = (await plan()).json().data.goal_notes.find((n: { id: number }) => n.id === noteId);
    expect(kept).toMatchObject({ title: 'Theirs', note: 'Saved first' });

    const again = await put(
      `/notes/${noteId}`,
      { title: 'Mine', note: 'Saved second' },
      first.headers.etag as string,
    );
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).not.toBe(first.headers.etag);
  });
});

describe('each plan form saves against the version of what it replaces', () => {
  const addNote = (title: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/clients/${demoId}/plan/notes`,
      headers: coach,
      payload: { kind: 'goal', title, note: 'Added meanwhile' },
    });

  it('keeps the settings form’s version when a note is added, so the coach’s own addition refuses nothing', async () => {
    const { data } = await openedTwice();
    expect((await addNote('Added in the same tab')).statusCode).toBe(200);
    const saved = await put('', { service_level: 3, pathways: ['move-more'] }, data.settings_version);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.settings_version).not.toBe(data.settings_version);

    const stale = await put('', { service_level: 1, pathways: ['drink-less'] }, data.settings_version);
    expect(stale.statusCode).toBe(412);
    expect((await plan()).json().data).toMatchObject({ service_level: 3, pathways: ['move-more'] });
  });

  it('refuses a note’s edit only when that note changed since', async () => {
    expect((await addNote('Another goal')).statusCode).toBe(200);
    const { data } = await openedTwice();
    const [mine, other] = data.goal_notes as { id: number; version: string }[];
    if (!mine || !other) throw new Error('the plan needs two goal notes');
    expect(
      (await put(`/notes/${other.id}`, { title: 'Other', note: 'Changed' }, other.version)).statusCode,
    ).toBe(200);
    const saved = await put(`/notes/${mine.id}`, { title: 'Mine', note: 'Still saved' }, mine.version);
    expect(saved.statusCode).toBe(200);

    const stale = await put(`/notes/${mine.id}`, { title: 'Mine', note: 'From an old form' }, mine.version);
    expect(stale.statusCode).toBe(412);
    const kept = (await plan()).json().data.goal_notes.find((n: { id: number }) => n.id === mine.id);
    expect(kept).toMatchObject({ title: 'Mine', note: 'Still saved' });
  });
});
