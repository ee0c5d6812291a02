import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.resetModules();
});

/** A fresh copy of the module: whether the page is running is kept at module level. */
async function probe() {
  const hydration = await import('./use-hydrated.ts');
  const Send = () => (
    <button type="button" disabled={!hydration.useHydrated()}>
      Send
    </button>
  );
  return { ...hydration, Send };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

it('is true at once on a page drawn in the browser', async () => {
  const { Send } = await probe();
  render(<Send />);
  expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
});

it('keeps the drawn page as the build drew it while hydrating, then turns true in a task of its own (issue 36)', async () => {
  const { Send, hydrating } = await probe();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Send />);
  expect(container.querySelector('button')?.disabled).toBe(true);

  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, hydrating(<Send />), {
      onRecoverableError: (error) => mismatches.push(error),
    });
  });
  // Hydrated and its effects run: the switch is not part of that work.
  expect(mismatches).toEqual([]);
  expect(container.querySelector('button')?.disabled).toBe(true);

  await act(nextTask);
  expect(container.querySelector('button')?.disabled).toBe(false);
});
