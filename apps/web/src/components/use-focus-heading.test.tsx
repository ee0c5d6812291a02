import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFocusHeadingOnNavigate } from './use-focus-heading.ts';

function Layout() {
  useFocusHeadingOnNavigate();
  return (
    <main>
      <Link to="/record">Open the record</Link>
      <Outlet />
    </main>
  );
}

let showRecord: () => void = () => undefined;
function Record() {
  const [loaded, setLoaded] = useState(false);
  showRecord = () => setLoaded(true);
  return loaded ? <h1>Chris Taylor</h1> : <p>Loading</p>;
}

const renderRouter = () =>
  render(
    <RouterProvider
      router={createMemoryRouter([
        {
          element: <Layout />,
          children: [
            { path: '/', element: <h1>My day</h1> },
            { path: '/record', element: <Record /> },
          ],
        },
      ])}
    />,
  );

afterEach(() => vi.restoreAllMocks());

describe('useFocusHeadingOnNavigate', () => {
  it('focuses a heading that comes with its data, without scrolling to it', async () => {
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    renderRouter();
    await act(async () => screen.getByRole('link', { name: 'Open the record' }).click());
    screen.getByText('Loading');
    await act(async () => showRecord());
    const heading = screen.getByRole('heading', { name: 'Chris Taylor' });
    expect(heading).toHaveFocus();
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: true });
  });

  it('leaves focus where the person put it while the page was loading', async () => {
    renderRouter();
    await act(async () => screen.getByRole('link', { name: 'Open the record' }).click());
    const link = screen.getByRole('link', { name: 'Open the record' });
    act(() => link.focus());
    await act(async () => showRecord());
    expect(link).toHaveFocus();
  });
});
