import type { NotificationView } from '@coaching/shared/schemas/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationBell } from './notification-bell.tsx';

const note = (id: number, object: NotificationView['object'], seen = false): NotificationView => ({
  id,
  object,
  seen,
  created_at: '2026-11-20T10:00:00.000Z',
  title: `${object} ${id}`,
});

function serve(list: NotificationView[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      const match = /notifications\/(\d+)$/.exec(url);
      if (match && init?.method === 'PUT') {
        const item = list.find((n) => n.id === Number(match[1]));
        if (item) item.seen = true;
        return Response.json({ data: item });
      }
      return Response.json(
        { data: list.map((n) => ({ ...n })) },
        { headers: { etag: `W/"n-${calls.length}"` } },
      );
    }),
  );
  return calls;
}

function renderBell() {
  localStorage.setItem('access_token', 'a-token-for-the-test-only');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <p>Outside the bell</p>
        <NotificationBell />
        <Routes>
          <Route path="/" element={<p>Home page</p>} />
          <Route path="/actions" element={<p>Actions page</p>} />
          <Route path="/messages" element={<p>Messages page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('NotificationBell', () => {
  it('counts unseen notifications and lists only those', async () => {
    serve([note(1, 'Message'), note(2, 'Task'), note(3, 'Action', true)]);
    renderBell();
    const bell = await screen.findByRole('button', { name: /Notifications, 2 unseen/ });
    await userEvent.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Message 1/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /Task 2/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Action 3/ })).toBeNull();
  });

  it('says "You have no messages." when nothing is unseen', async () => {
    serve([note(3, 'Action', true)]);
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: /Notifications, 0 unseen/ }));
    expect(screen.getByText('You have no messages.')).toBeVisible();
  });

  it('marks a message notification seen, reloads the list, opens /messages and closes', async () => {
    const calls = serve([note(1, 'Message'), note(2, 'Task')]);
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: /Notifications, 2 unseen/ }));
    await userEvent.click(screen.getByRole('button', { name: /Message 1/ }));
    await screen.findByText('Messages page');
    expect(calls).toContain('PUT /api/mlw/notifications/1');
    await screen.findByRole('button', { name: /Notifications, 1 unseen/ });
    expect(calls.filter((c) => c === 'GET /api/mlw/notifications').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('button', { name: /Notifications/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['Task', 'Actions page'],
    ['Action', 'Actions page'],
  ] as const)('opens /actions for a %s notification', async (object, page) => {
    serve([note(5, object)]);
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: /Notifications, 1 unseen/ }));
    await userEvent.click(screen.getByRole('button', { name: new RegExp(`${object} 5`) }));
    await screen.findByText(page);
  });

  it('closes on Escape, returning focus to the bell, and on a click outside', async () => {
    serve([note(1, 'Message')]);
    renderBell();
    const bell = await screen.findByRole('button', { name: /Notifications, 1 unseen/ });
    await userEvent.click(bell);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(bell).toHaveAttribute('aria-expanded', 'false'));
    expect(bell).toHaveFocus();
    await userEvent.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByText('Outside the bell'));
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });
});
