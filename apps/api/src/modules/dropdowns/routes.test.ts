import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/dropdowns', () => {
  it('answers the options of a list by rank', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dropdowns?key=gender&limit=100' });
    expect(res.statusCode).toBe(200);
    const [list] = res.json().data;
    expect(list.key).toBe('gender');
    expect(list.options.map((o: { value: string }) => o.value)).toContain('Prefer to self describe as...');
    const ranks = list.options.map((o: { rank: number }) => o.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('includes "Not Disclosed" as ethnicity 4 with public=true', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/dropdowns?key=ethnicity&limit=100&public=true',
    });
    expect(res.json().data[0].options).toContainEqual(
      expect.objectContaining({ id: 4, value: 'Not Disclosed' }),
    );
  });

  it.each([
    'PreferredContact',
    'highLevelHdyhau',
    'gpSurgery',
    'referrerRelations',
    'motivation',
    'SmokingType',
    'vapeVolumes',
    'workplaces',
  ])('has options for %s', async (key) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/dropdowns?key=${key}&limit=100` });
    expect(res.json().data[0].options.length).toBeGreaterThan(2);
  });

  it.each([
    ['repeated', '/api/dropdowns?key=gender&key=PreferredContact&limit=100'],
    ['separated by commas', '/api/dropdowns?key=gender,PreferredContact&limit=100'],
  ])('groups the options of several keys asked for at once (%s)', async (_, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const lists = res.json().data as { key: string; options: { value: string }[] }[];
    expect(lists.map((list) => list.key)).toEqual(['gender', 'PreferredContact']);
    expect(lists[1]?.options.map((o) => o.value)).toContain('Phone Call');
  });

  it('honours the limit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dropdowns?key=gpSurgery&limit=3' });
    expect(res.json().data[0].options).toHaveLength(3);
  });

  it.each([
    ['an unknown key', '/api/dropdowns?key=secrets&limit=100'],
    ['a missing key', '/api/dropdowns?limit=100'],
    ['a limit over 100', '/api/dropdowns?key=gender&limit=500'],
    ['an unknown parameter', '/api/dropdowns?key=gender&limit=100&drop=1'],
  ])('rejects %s with 400', async (_, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });
});
