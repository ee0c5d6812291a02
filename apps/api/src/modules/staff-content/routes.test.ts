import { addDays, todayIso } from '@coaching/shared/rules/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema.ts';
import { staffWorld } from '../../test/staff-world.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let coach: Record<string, string>;
let client: Record<string, string>;

beforeAll(async () => {
  ({ t, admin, coach, client } = await staffWorld());
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/staff/content/${url}`, headers, ...(payload ? { payload } : {}) });

const article = {
  title: 'Sleep well',
  intro: 'A regular bedtime helps.',
  body: '',
  image: '/images/wellbeing.svg',
  url: 'https://www.nhs.uk/sleep',
  retired: false,
};

describe('articles', () => {
  it('publishes an article that clients then see at once, and retires it again', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/articles' });
    expect(before.json().data.map((a: { title: string }) => a.title)).not.toContain(article.title);
    const created = await call('POST', 'articles', admin, article);
    expect(created.statusCode).toBe(200);
    const { id } = created.json().data;
    const visible = await t.app.inject({ method: 'GET', url: '/api/articles' });
    expect(visible.json().data.map((a: { id: number }) => a.id)).toContain(id);

    const retired = await call('PUT', `articles/${id}`, admin, { ...article, retired: true });
    expect(retired.json().data.retired).toBe(true);
    const after = await t.app.inject({ method: 'GET', url: '/api/articles' });
    expect(after.json().data.map((a: { id: number }) => a.id)).not.toContain(id);
    const all = await call('GET', 'articles', admin);
    expect(all.json().data.find((a: { id: number }) => a.id === id).retired).toBe(true);
  });

  it('rejects empty titles, bad links and images, and answers 404 for a missing article', async () => {
    const res = await call('POST', 'articles', admin, { ...article, title: '', url: 'nhs.uk', image: 'x' });
    expect(res.json().errors).toEqual({
      title: ['Required'],
      url: ['Enter a full web address starting with https://'],
      image: ['Enter an image path like /images/activity.svg or a full https address'],
    });
    expect((await call('PUT', 'articles/99999', admin, article)).statusCode).toBe(404);
  });
});

describe('events', () => {
  const event = {
    title: 'Park run',
    description: 'Five kilometres, every Saturday.',
    image: '/images/activity.svg',
    slug: 'park-run',
    start_date: addDays(todayIso(), 30),
    retired: false,
  };

  it('adds and edits an event', async () => {
    const created = await call('POST', 'events', admin, event);
    expect(created.json().data).toMatchObject(event);
    const edited = await call('PUT', `events/${created.json().data.id}`, admin, {
      ...event,
      title: 'Parkrun',
    });
    expect(edited.json().data.title).toBe('Parkrun');
  });

  it('rejects a bad slug and date', async () => {
    const res = await call('POST', 'events', admin, { ...event, slug: 'Park Run', start_date: '2026-13-01' });
    expect(Object.keys(res.json().errors).sort()).toEqual(['slug', 'start_date']);
  });

  it('refuses a new event dated in the past, today being allowed', async () => {
    const past = await call('POST', 'events', admin, {
      ...event,
      slug: 'yesterday',
      start_date: addDays(todayIso(), -1),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ start_date: ['Enter a date that is today or later'] });
    const today = await call('POST', 'events', admin, {
      ...event,
      slug: 'today-walk',
      start_date: todayIso(),
    });
    expect(today.statusCode).toBe(200);
  });

  it('refuses moving an event into the past, but lets one already past be retired', async () => {
    const created = (await call('POST', 'events', admin, { ...event, slug: 'autumn-walk' })).json().data;
    const moved = await call('PUT', `events/${created.id}`, admin, {
      ...event,
      slug: 'autumn-walk',
      start_date: addDays(todayIso(), -3),
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual({ start_date: ['Enter a date that is today or later'] });
    const pastDay = addDays(todayIso(), -10);
    await t.db.update(events).set({ startDate: pastDay }).where(eq(events.id, created.id));
    const retired = await call('PUT', `events/${created.id}`, admin, {
      ...event,
      slug: 'autumn-walk',
      start_date: pastDay,
      retired: true,
    });
    expect(retired.statusCode).toBe(200);
    expect(retired.json().data).toMatchObject({ retired: true, start_date: pastDay });
  });

  it('refuses a slug another event has, on the field, adding or editing, and changes nothing', async () => {
    await call('POST', 'events', admin, { ...event, slug: 'swim-club' });
    const other = (await call('POST', 'events', admin, { ...event, slug: 'bike-club' })).json().data;
    const twice = await call('POST', 'events', admin, { ...event, title: 'Second swim', slug: 'swim-club' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors).toEqual({
      slug: ['Another event already uses this web address: choose another'],
    });
    const renamed = await call('PUT', `events/${other.id}`, admin, { ...event, slug: 'swim-club' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().errors.slug).toHaveLength(1);
    const all = (await call('GET', 'events', admin)).json().data;
    expect(all.filter((e: { slug: string }) => e.slug === 'swim-club')).toHaveLength(1);
    expect(all.find((e: { id: number }) => e.id === other.id).slug).toBe('bike-club');
    const kept = await call('PUT', `events/${other.id}`, admin, {
      ...event,
      slug: 'bike-club',
      title: 'Bikes',
    });
    expect(kept.statusCode).toBe(200);
  });
});

describe('dropdown options', () => {
  it('adds an option at the end with the next id, renames, re-ranks and retires it', async () => {
    const added = await call('POST', 'dropdowns/referrerRelations', admin, { value: 'Neighbour' });
    expect(added.statusCode).toBe(200);
    const options = added.json().data.options;
    const neighbour = options.at(-1);
    expect(neighbour).toMatchObject({ value: 'Neighbour', retired: false, protected: false });
    expect(neighbour.id).toBe(Math.max(...options.map((o: { id: number }) => o.id)));

    const renamed = await call('PUT', `dropdowns/referrerRelations/${neighbour.id}`, admin, {
      value: 'Neighbour or friend',
    });
    expect(renamed.json().data.options.at(-1).value).toBe('Neighbour or friend');

    const ids = options.map((o: { id: number }) => o.id);
    const reordered = await call('PUT', 'dropdowns/referrerRelations/order', admin, {
      ids: [neighbour.id, ...ids.slice(0, -1)],
    });
    expect(reordered.json().data.options[0]).toMatchObject({ id: neighbour.id, rank: 1 });
    const publicList = await t.app.inject({ method: 'GET', url: '/api/dropdowns?key=referrerRelations' });
    expect(publicList.json().data[0].options[0].value).toBe('Neighbour or friend');

    await call('PUT', `dropdowns/referrerRelations/${neighbour.id}`, admin, { retired: true });
    const after = await t.app.inject({ method: 'GET', url: '/api/dropdowns?key=referrerRelations' });
    expect(after.json().data[0].options.map((o: { id: number }) => o.id)).not.toContain(neighbour.id);
  });

  it('will not retire an option a rule depends on, nor accept a partial order or a duplicate', async () => {
    const res = await call('PUT', 'dropdowns/gender/4', admin, { retired: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/renamed but not retired/);
    const order = await call('PUT', 'dropdowns/gender/order', admin, { ids: [1, 2] });
    expect(order.json().errors).toEqual({ ids: ['List every current option of the list once'] });
    const dup = await call('POST', 'dropdowns/gender', admin, { value: 'male' });
    expect(dup.json().errors).toEqual({ value: ['This list already has that option'] });
    expect((await call('PUT', 'dropdowns/gender/99', admin, { value: 'x' })).statusCode).toBe(404);
    expect((await call('POST', 'dropdowns/colours', admin, { value: 'x' })).statusCode).toBe(400);
    expect((await call('PUT', 'dropdowns/gender/2', admin, {})).statusCode).toBe(400);
  });

  it('lists every list with retired options and which ones are protected', async () => {
    const res = await call('GET', 'dropdowns', admin);
    const gender = res.json().data.find((d: { key: string }) => d.key === 'gender');
    expect(gender.options.find((o: { id: number }) => o.id === 4)).toMatchObject({ protected: true });
  });
});

describe('who may change content', () => {
  it('answers 403 to a coach and a client and 401 to anyone else, on every content route', async () => {
    const routes: [Method, string][] = [
      ['GET', 'articles'],
      ['POST', 'articles'],
      ['PUT', 'articles/1'],
      ['GET', 'events'],
      ['POST', 'events'],
      ['PUT', 'events/1'],
      ['GET', 'dropdowns'],
      ['POST', 'dropdowns/gender'],
      ['PUT', 'dropdowns/gender/order'],
      ['PUT', 'dropdowns/gender/1'],
    ];
    for (const [method, url] of routes) {
      expect((await call(method, url, coach, {})).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, client, {})).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, {}, {})).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
