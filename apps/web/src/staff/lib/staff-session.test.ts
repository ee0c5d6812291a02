import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { staffSession, useStaffSessionState } from './staff-session.ts';

afterEach(() => staffSession.ended());

it('holds the CSRF token in memory only, never in browser storage', () => {
  const session = renderHook(() => useStaffSessionState());
  act(() => staffSession.signedIn('csrf-token'));
  expect(session.result.current).toEqual({ csrf: 'csrf-token' });
  expect(staffSession.csrf()).toBe('csrf-token');
  expect(Object.values({ ...sessionStorage, ...localStorage })).not.toContain('csrf-token');
  act(() => staffSession.ended());
  expect(session.result.current).toBe('signed-out');
  expect(staffSession.csrf()).toBeNull();
});

it('hears another tab sign out', async () => {
  act(() => staffSession.signedIn('csrf-token'));
  const otherTab = new BroadcastChannel('staff-session');
  const heard = new Promise<void>((resolve) => {
    const stop = staffSession.subscribe(() => {
      stop();
      resolve();
    });
  });
  otherTab.postMessage('signed-out');
  await heard;
  expect(staffSession.state()).toBe('signed-out');
  otherTab.close();
});
