import { addDays, todayIso } from '@coaching/shared/rules/dates';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { CHANGED_SINCE_OPENED } from '../../lib/conditional-write.ts';
import { staffWorld } from '../../test/staff-world.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  ({ t, admin } = await staffWorld());
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, ifMatch?: string) =>
  t.app.inject({
    method,
    url: `/api/staff/content/${url}`,
    headers: ifMatch ? { ...admin, 'if-match': ifMatch } : admin,
    ...(payload ? { payload } : {}),
  });
const auditRows = async () => (await t.db.select({ n: count() }).from(auditLog))[0]?.n;

type Item = { id: number; version: string };
const listed = async <T extends Item>(kind: 'articles' | 'events', id: number): Promise<T> =>
  (await call('GET', kind)).json().data.find((item: Item) => item.id === id);

const article = {
  title: 'Two admins',
  intro: 'Both opened it.',
  body: '',
  image: '/images/wellbeing.svg',
  url: 'https://www.nhs.uk/live-well',
  retired: false,
};
const event = {
  title: 'Park walk',
  description: 'A walk round the park.',
  image: '/images/activity.svg',
  slug: 'park-walk-versions',
  start_date: addDays(todayIso(), 7),
  retired: false,
};

describe('content edits carry the version the form was opened with', () => {
  it('an article saved from a form opened before someone else saved is refused, changing nothing, audit included', async () => {
    const { id } = (await call('POST', 'articles', article)).json().data;
    const opened = await listed<Item>('articles', id);
    expect(opened.version).toMatch(/^"article-/);

    const first = await call('PUT', `articles/${id}`, { ...article, title: 'Theirs' }, opened.version);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.version).not.toBe(opened.version);
    const audited = await auditRows();

    const second = await call('PUT', `articles/${id}`, { ...article, title: 'Mine' }, opened.version);
    expect(second.statusCode).toBe(412);
    expect(second.json()).toMatchObject({ message: CHANGED_SINCE_OPENED, code: 'CHANGED_SINCE_OPENED' });
    expect(await listed('articles', id)).toMatchObject({
      title: 'Theirs',
      version: first.json().data.version,
    });
    expect(await auditRows()).toBe(audited);

    const again = await call(
      'PUT',
      `articles/${id}`,
      { ...article, title: 'Mine' },
      first.json().data.version,
    );
    expect(again.statusCode).toBe(200);
    expect(await listed('articles', id)).toMatchObject({ title: 'Mine', version: again.json().data.version });
    expect(await auditRows()).toBe(Number(audited) + 1);
  });

  it('an article saved without If-Match goes ahead, as API callers’ saves did', async () => {
    const { id, version } = (await call('POST', 'articles', { ...article, title: 'No version' })).json().data;
    await call('PUT', `articles/${id}`, { ...article, title: 'Changed' }, version);
    const res = await call('PUT', `articles/${id}`, { ...article, title: 'Last write' });
    expect(res.statusCode).toBe(200);
    expect(await listed('articles', id)).toMatchObject({ title: 'Last write' });
  });

  it('an event saved from a stale form is refused and changes nothing; the current version saves', async () => {
    const { id } = (await call('POST', 'events', event)).json().data;
    const opened = await listed<Item>('events', id);
    expect(opened.version).toMatch(/^"event-/);
    const first = await call('PUT', `events/${id}`, { ...event, title: 'Theirs' }, opened.version);
    expect(first.statusCode).toBe(200);
    const audited = await auditRows();

    const second = await call('PUT', `events/${id}`, { ...event, title: 'Mine' }, opened.version);
    expect(second.statusCode).toBe(412);
    expect(second.json().code).toBe('CHANGED_SINCE_OPENED');
    expect(await listed('events', id)).toMatchObject({ title: 'Theirs' });
    expect(await auditRows()).toBe(audited);

    const current = (await listed<Item>('events', id)).version;
    expect((await call('PUT', `events/${id}`, { ...event, title: 'Mine' }, current)).statusCode).toBe(200);
    const unconditional = await call('PUT', `events/${id}`, { ...event, title: 'Anyone' });
    expect(unconditional.statusCode).toBe(200);
  });

  it('of two saves sent at once over one version, one goes through and the other is refused', async () => {
    const { id, version } = (await call('POST', 'articles', { ...article, title: 'At once' })).json().data;
    const both = await Promise.all(
      ['One', 'Other'].map((title) => call('PUT', `articles/${id}`, { ...article, title }, version)),
    );
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 412]);
    const saved = both.find((res) => res.statusCode === 200)?.json().data;
    expect(await listed('articles', id)).toMatchObject({ title: saved.title, version: saved.version });
  });

  it('a stale If-Match on a missing article or event is still 404', async () => {
    expect((await call('PUT', 'articles/999999', article, '"article-x"')).statusCode).toBe(404);
    expect((await call('PUT', 'events/999999', event, '"event-x"')).statusCode).toBe(404);
  });
});

type Dropdown = { key: string; version: string; options: { id: number; value: string; version: string }[] };
const dropdown = async (key: string): Promise<Dropdown> =>
  (await call('GET', 'dropdowns')).json().data.find((d: Dropdown) => d.key === key);

describe('dropdown edits carry versions', () => {
  it('renaming or retiring an option renamed since is refused; re-ranking does not refuse it', async () => {
    const added = (await call('POST', 'dropdowns/ethnicity', { value: 'Versioned option' })).json().data;
    const option = added.options.find((o: { value: string }) => o.value === 'Versioned option');
    const ids = added.options.map((o: { id: number }) => o.id);
    const reranked = await call(
      'PUT',
      'dropdowns/ethnicity/order',
      { ids: [...ids].reverse() },
      added.version,
    );
    expect(reranked.statusCode).toBe(200);

    const renamed = await call(
      'PUT',
      `dropdowns/ethnicity/${option.id}`,
      { value: 'Theirs' },
      option.version,
    );
    expect(renamed.statusCode).toBe(200);
    const audited = await auditRows();
    const stale = await call('PUT', `dropdowns/ethnicity/${option.id}`, { retired: true }, option.version);
    expect(stale.statusCode).toBe(412);
    expect(stale.json().code).toBe('CHANGED_SINCE_OPENED');
    const now = (await dropdown('ethnicity')).options.find((o) => o.id === option.id);
    expect(now).toMatchObject({ value: 'Theirs', retired: false });
    expect(await auditRows()).toBe(audited);

    const current = now?.version ?? '';
    const retired = await call('PUT', `dropdowns/ethnicity/${option.id}`, { retired: true }, current);
    expect(retired.statusCode).toBe(200);
    const unconditional = await call('PUT', `dropdowns/ethnicity/${option.id}`, { retired: false });
    expect(unconditional.statusCode).toBe(200);
  });

  it('an order computed from a list that changed since is refused and leaves the order as it was', async () => {
    const opened = await dropdown('gender');
    const ids = opened.options.map((o) => o.id);
    const first = await call('PUT', 'dropdowns/gender/order', { ids: [...ids].reverse() }, opened.version);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.version).not.toBe(opened.version);
    const audited = await auditRows();

    const second = await call(
      'PUT',
      'dropdowns/gender/order',
      { ids: [ids[1], ids[0], ...ids.slice(2)] },
      opened.version,
    );
    expect(second.statusCode).toBe(412);
    expect((await dropdown('gender')).options.map((o) => o.id)).toEqual([...ids].reverse());
    expect(await auditRows()).toBe(audited);

    const again = await call('PUT', 'dropdowns/gender/order', { ids }, first.json().data.version);
    expect(again.statusCode).toBe(200);
    expect((await call('PUT', 'dropdowns/gender/order', { ids })).statusCode).toBe(200);
    expect((await dropdown('gender')).options.map((o) => o.id)).toEqual(ids);
  });
});
