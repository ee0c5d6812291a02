import type { NotificationView } from '@coaching/shared/schemas/notifications';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type FetchRoutes, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { NotificationBell } from './notification-bell.tsx';

const note = (id: number, object: NotificationView['object'], seen = false): NotificationView => ({
  id,
  object,
  seen,
  created_at: '2026-11-20T10:00:00.000Z',
  title: `${object} ${id}`,
});

/** The bell over the client's notifications: marking one seen changes the list the next read gives. */
function renderBell(list: NotificationView[]) {
  localStorage.setItem('access_token', 'a-token-for-the-test-only');
  let reads = 0;
  const fetch: FetchRoutes = {
    'GET /api/mlw/notifications': () => ({
      body: { data: list.map((n) => ({ ...n })) },
      headers: { etag: `W/"n-${++reads}"` },
    }),
  };
  for (const item of list) {
    fetch[`PUT /api/mlw/notifications/${item.id}`] = () => {
      item.seen = true;
      return { body: { data: item } };
    };
  }
  const rendered = renderWithProviders(
    <>
      <p>Outside the bell</p>
      <NotificationBell />
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/actions" element={<p>Actions page</p>} />
        <Route path="/messages" element={<p>Messages page</p>} />
      </Routes>
    </>,
    { fetch },
  );
  const calls = () => rendered.requests.map((r) => `${r.method} ${r.path}`);
  return { ...rendered, calls };
}

describe('NotificationBell', () => {
  it('counts unseen notifications and lists only those', async () => {
    const { user } = renderBell([note(1, 'Message'), note(2, 'Task'), note(3, 'Action', true)]);
    const bell = await screen.findByRole('button', { name: /Notifications, 2 unseen/ });
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Message 1/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /Task 2/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Action 3/ })).toBeNull();
  });

  it('says "You have no messages." when nothing is unseen', async () => {
    const { user } = renderBell([note(3, 'Action', true)]);
    await user.click(await screen.findByRole('button', { name: /Notifications, 0 unseen/ }));
    expect(screen.getByText('You have no messages.')).toBeVisible();
  });

  it('marks a message notification seen, reloads the list, opens /messages and closes', async () => {
    const { user, calls } = renderBell([note(1, 'Message'), note(2, 'Task')]);
    await user.click(await screen.findByRole('button', { name: /Notifications, 2 unseen/ }));
    await user.click(screen.getByRole('button', { name: /Message 1/ }));
    await screen.findByText('Messages page');
    expect(calls()).toContain('PUT /api/mlw/notifications/1');
    await screen.findByRole('button', { name: /Notifications, 1 unseen/ });
    expect(calls().filter((c) => c === 'GET /api/mlw/notifications').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('button', { name: /Notifications/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['Task', 'Actions page'],
    ['Action', 'Actions page'],
  ] as const)('opens /actions for a %s notification', async (object, page) => {
    const { user } = renderBell([note(5, object)]);
    await user.click(await screen.findByRole('button', { name: /Notifications, 1 unseen/ }));
    await user.click(screen.getByRole('button', { name: new RegExp(`${object} 5`) }));
    await screen.findByText(page);
  });

  it('closes on Escape, returning focus to the bell, and on a click outside', async () => {
    const { user } = renderBell([note(1, 'Message')]);
    const bell = await screen.findByRole('button', { name: /Notifications, 1 unseen/ });
    await user.click(bell);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(bell).toHaveAttribute('aria-expanded', 'false'));
    expect(bell).toHaveFocus();
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Outside the bell'));
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });
});
