import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type StubbedRequest, stubFetch } from '../../test/render-with-providers.tsx';
import { KEEP_ALIVE_MS, useSessionKeptWhileUsed } from './use-session-kept-while-used.ts';

const press = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));

let requests: StubbedRequest[];
beforeEach(() => {
  vi.useFakeTimers();
  requests = stubFetch({ 'GET /api/staff/me': { body: { data: {} } } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useSessionKeptWhileUsed', () => {
  it('tells the server the console is in use while someone types, at most every 5 minutes', () => {
    renderHook(() => useSessionKeptWhileUsed(true));
    press();
    expect(requests).toHaveLength(0);
    vi.advanceTimersByTime(KEEP_ALIVE_MS);
    press();
    press();
    expect(requests.map((r) => r.path)).toEqual(['/api/staff/me']);
    expect(requests[0]?.headers.has('x-background-refresh')).toBe(false);
  });

  it('sends nothing for a screen nobody touches, or when signed out', () => {
    const { rerender } = renderHook(({ signedIn }) => useSessionKeptWhileUsed(signedIn), {
      initialProps: { signedIn: false },
    });
    vi.advanceTimersByTime(KEEP_ALIVE_MS);
    press();
    rerender({ signedIn: true });
    vi.advanceTimersByTime(KEEP_ALIVE_MS * 6);
    expect(requests).toHaveLength(0);
  });
});
