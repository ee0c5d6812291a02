import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffWorld } from '../../test/staff-world.ts';
import type { TestApp } from '../../test/test-app.ts';

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

type Body = Record<string, unknown>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = coach, payload?: Body) =>
  t.app.inject({ method, url: `/api/staff/clients/${url}`, headers, ...(payload ? { payload } : {}) });

describe('plan settings', () => {
  it('answers null before the plan exists and refuses notes until it does', async () => {
    expect((await call('GET', `${noPlanId}/plan`)).json()).toEqual({ data: null });
    const res = await call('POST', `${noPlanId}/plan/notes`, coach, {
      kind: 'goal',
      title: 'Walk',
      note: 'Daily',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/no plan yet/);
  });

  it('creates the plan with a service level and goals, and changes them later', async () => {
    const created = await call('PUT', `${noPlanId}/plan`, coach, {
      service_level: 1,
      pathways: ['move-more'],
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({ service_level: 1, pathways: ['move-more'], bcts: [] });
    const changed = await call('PUT', `${noPlanId}/plan`, coach, {
      service_level: 3,
      pathways: ['quit-smoking', 'lose-weight'],
    });
    expect(changed.json().data).toMatchObject({
      service_level: 3,
      pathways: ['lose-weight', 'quit-smoking'],
    });
  });

  it('rejects a service level outside 1-3, no goals, unknown goals and unknown fields', async () => {
    const res = await call('PUT', `${demoId}/plan`, coach, { service_level: 4, pathways: [], colour: 'red' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      service_level: ['Choose a service level'],
      pathways: ['Select at least one'],
      colour: ['Unknown field'],
    });
    const unknown = await call('PUT', `${demoId}/plan`, coach, { service_level: 2, pathways: ['fly'] });
    expect(unknown.json().errors).toHaveProperty('pathways.0');
  });
});

describe('goal and barrier notes', () => {
  it('adds, edits and removes notes, and the client sees them on /plan', async () => {
    const added = await call('POST', `${demoId}/plan/notes`, coach, {
      kind: 'barrier',
      title: 'Night shifts',
      note: 'Plan meals before a run of nights.',
    });
    expect(added.statusCode).toBe(200);
    const note = added.json().data.barrier_notes.find((n: { title: string }) => n.title === 'Night shifts');
    expect(note).toBeDefined();
    const clientPlan = await t.app.inject({ method: 'GET', url: '/api/mlw/plan', headers: client });
    expect(clientPlan.json().data.goal_barrier_notes.map((n: { title: string }) => n.title)).toContain(
      'Night shifts',
    );

    const edited = await call('PUT', `${demoId}/plan/notes/${note.id}`, coach, {
      title: 'Shifts',
      note: 'Batch cook.',
    });
    expect(edited.json().data.barrier_notes).toContainEqual({
      id: note.id,
      title: 'Shifts',
      note: 'Batch cook.',
      version: expect.stringMatching(/^"plan-note-/),
    });
    const removed = await call('DELETE', `${demoId}/plan/notes/${note.id}`);
    expect(removed.json().data.barrier_notes.map((n: { id: number }) => n.id)).not.toContain(note.id);
    expect((await call('DELETE', `${demoId}/plan/notes/${note.id}`)).statusCode).toBe(404);
  });

  it('requires a title and a note, and will not touch another client’s note', async () => {
    const res = await call('POST', `${demoId}/plan/notes`, coach, { kind: 'goal', title: ' ', note: '' });
    expect(res.json().errors).toEqual({ title: ['Required'], note: ['Required'] });
    const plan = (await call('GET', `${demoId}/plan`)).json().data;
    const demoNote = plan.goal_notes[0].id;
    expect(
      (await call('PUT', `${noPlanId}/plan/notes/${demoNote}`, coach, { title: 'x', note: 'y' })).statusCode,
    ).toBe(404);
  });
});

describe('behaviour-change techniques', () => {
  it('adds a technique from the library with dated notes, once, and removes it', async () => {
    const library = (await t.app.inject({ method: 'GET', url: '/api/staff/library', headers: coach })).json()
      .data;
    const plan = (await call('GET', `${demoId}/plan`)).json().data;
    const unused = library.bcts.find(
      (b: { id: number }) => !plan.bcts.some((p: { bct_id: number }) => p.bct_id === b.id),
    );
    const added = await call('POST', `${demoId}/plan/bcts`, coach, {
      bct_id: unused.id,
      note: 'Start on Monday.',
    });
    expect(added.statusCode).toBe(200);
    const bct = added.json().data.bcts.find((b: { bct_id: number }) => b.bct_id === unused.id);
    expect(bct.notes).toEqual([
      { id: expect.any(Number), date: expect.any(String), note: 'Start on Monday.' },
    ]);
    expect((await call('POST', `${demoId}/plan/bcts`, coach, { bct_id: unused.id })).statusCode).toBe(409);

    const noted = await call('POST', `${demoId}/plan/bcts/${unused.id}/notes`, coach, {
      note: 'Going well.',
      date: '2026-03-02',
    });
    const notes = noted.json().data.bcts.find((b: { bct_id: number }) => b.bct_id === unused.id).notes;
    expect(notes.map((n: { date: string }) => n.date)).toContain('2026-03-02');
    const removedNote = await call('DELETE', `${demoId}/plan/bcts/${unused.id}/notes/${notes[0].id}`);
    expect(removedNote.statusCode).toBe(200);

    const clientPlan = (await t.app.inject({ method: 'GET', url: '/api/mlw/plan', headers: client })).json()
      .data;
    expect(clientPlan.bcts.map((b: { id: number }) => b.id)).toContain(unused.id);
    const removed = await call('DELETE', `${demoId}/plan/bcts/${unused.id}`);
    expect(removed.json().data.bcts.map((b: { bct_id: number }) => b.bct_id)).not.toContain(unused.id);
  });

  it('rejects a technique that is not in the library and a bad date', async () => {
    const res = await call('POST', `${demoId}/plan/bcts`, coach, { bct_id: 99999 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ bct_id: ['Choose a technique'] });
    const plan = (await call('GET', `${demoId}/plan`)).json().data;
    const bad = await call('POST', `${demoId}/plan/bcts/${plan.bcts[0].bct_id}/notes`, coach, {
      note: 'x',
      date: '2026-02-30',
    });
    expect(bad.json().errors).toEqual({ date: ['Enter a real date'] });
  });
});

describe('suggested articles and events', () => {
  it('replaces the suggestions, which the client sees, and rejects unknown or repeated ids', async () => {
    const library = (await t.app.inject({ method: 'GET', url: '/api/staff/library', headers: coach })).json()
      .data;
    const articleIds = library.articles.slice(-2).map((a: { id: number }) => a.id);
    const res = await call('PUT', `${demoId}/plan/articles`, coach, { article_ids: articleIds });
    expect(res.json().data.article_ids.sort()).toEqual([...articleIds].sort());
    const clientPlan = (await t.app.inject({ method: 'GET', url: '/api/mlw/plan', headers: client })).json()
      .data;
    expect(clientPlan.articles.map((a: { id: number }) => a.id).sort()).toEqual([...articleIds].sort());

    const eventIds = [library.events[0].id];
    expect(
      (await call('PUT', `${demoId}/plan/events`, coach, { event_ids: eventIds })).json().data.event_ids,
    ).toEqual(eventIds);
    expect((await call('PUT', `${demoId}/plan/events`, coach, { event_ids: [99999] })).json().errors).toEqual(
      {
        event_ids: ['Choose events from the list'],
      },
    );
    expect(
      (await call('PUT', `${demoId}/plan/articles`, coach, { article_ids: [articleIds[0], articleIds[0]] }))
        .statusCode,
    ).toBe(400);
  });
});

describe('who may edit a plan', () => {
  it('answers 404 to another coach and refuses clients and anonymous callers, on every plan route', async () => {
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['GET', 'plan'],
      ['PUT', 'plan'],
      ['POST', 'plan/notes'],
      ['PUT', 'plan/notes/1'],
      ['DELETE', 'plan/notes/1'],
      ['POST', 'plan/bcts'],
      ['DELETE', 'plan/bcts/1'],
      ['POST', 'plan/bcts/1/notes'],
      ['DELETE', 'plan/bcts/1/notes/1'],
      ['PUT', 'plan/articles'],
      ['PUT', 'plan/events'],
    ];
    for (const [method, path] of routes) {
      expect((await call(method, `${demoId}/${path}`, otherCoach)).statusCode, `${method} ${path}`).toBe(404);
      expect((await call(method, `${demoId}/${path}`, client)).statusCode, `${method} ${path}`).toBe(403);
      expect((await call(method, `${demoId}/${path}`, {})).statusCode, `${method} ${path}`).toBe(401);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/staff/library', headers: client })).statusCode,
    ).toBe(403);
  });
});
