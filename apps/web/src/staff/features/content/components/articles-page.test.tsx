import { STAFF_SIGNED_IN_COOKIE } from '@coaching/shared/constants';
import type { StaffMe } from '@coaching/shared/schemas/staff-auth';
import type { ContentArticle } from '@coaching/shared/schemas/staff-content';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { staffMeQuery } from '../../../lib/api/get-staff-me.ts';
import { ArticlesPage } from './articles-page.tsx';

const admin = { id: 2, name: 'Alex Admin', role: 'admin' } as StaffMe;
const article = (title: string, version: string): ContentArticle => ({
  id: 7,
  title,
  intro: 'A regular bedtime helps.',
  body: '',
  image: '/images/wellbeing.svg',
  url: 'https://www.nhs.uk/sleep',
  published_at: 1_700_000_000,
  retired: false,
  version,
});

beforeEach(() => {
  vi.spyOn(document, 'cookie', 'get').mockReturnValue(`${STAFF_SIGNED_IN_COOKIE}=1`);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('ArticlesPage', () => {
  it('an edit refused as changed since says so, keeps what was typed, and saves again over the newest version', async () => {
    // The first load is what this tab opened; someone else saved "Theirs" before this tab saved.
    const lists = [[article('Sleep well', '"article-1"')], [article('Theirs', '"article-2"')]];
    let loads = 0;
    let saves = 0;
    const { user, requests } = renderWithProviders(<ArticlesPage />, {
      queryData: [[staffMeQuery.queryKey, admin]],
      fetch: {
        'GET /api/staff/content/articles': () => ({ body: { data: lists[Math.min(loads++, 1)] } }),
        'PUT /api/staff/content/articles/7': () =>
          saves++ === 0
            ? { status: 412, body: { code: 'CHANGED_SINCE_OPENED', message: 'Someone changed this' } }
            : { body: { data: article('Mine', '"article-3"') } },
        'GET /api/staff/library': { body: { data: {} } },
      },
    });
    // jsdom names it without the space the visually hidden text starts with.
    await user.click(await screen.findByRole('button', { name: /^Edit\s*Sleep well$/ }));
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save article' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('This article has changed since you opened this form.');
    expect(summary).toHaveTextContent('Your changes have not been saved.');
    expect(summary).toHaveFocus();
    expect(screen.getByLabelText('Title')).toHaveValue('Mine');
    await vi.waitFor(() => expect(loads).toBe(2));

    await user.click(screen.getByRole('button', { name: 'Save article' }));
    expect(await screen.findByRole('button', { name: 'Add an article' })).toBeInTheDocument();
    const puts = requests.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => r.headers.get('if-match'))).toEqual(['"article-1"', '"article-2"']);
    expect(puts[1]?.body).toMatchObject({ title: 'Mine' });
  });

  it('a new article is published without If-Match', async () => {
    const { user, requests } = renderWithProviders(<ArticlesPage />, {
      queryData: [[staffMeQuery.queryKey, admin]],
      fetch: {
        'GET /api/staff/content/articles': { body: { data: [] } },
        'POST /api/staff/content/articles': { body: { data: article('New', '"article-9"') } },
        'GET /api/staff/library': { body: { data: {} } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add an article' }));
    await user.type(screen.getByLabelText('Title'), 'New');
    await user.type(screen.getByLabelText('Introduction'), 'Short.');
    await user.clear(screen.getByLabelText('Link to the full article'));
    await user.type(screen.getByLabelText('Link to the full article'), 'https://www.nhs.uk/x');
    await user.click(screen.getByRole('button', { name: 'Publish article' }));
    await vi.waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')?.headers.get('if-match')).toBeNull();
  });
});
