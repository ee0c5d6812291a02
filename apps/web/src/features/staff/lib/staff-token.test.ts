import { act, renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { tokenStorage } from '../../../lib/token-storage.ts';
import { staffToken, useStaffToken } from './staff-token.ts';

it('keeps the staff token in session storage, apart from the client portal’s', () => {
  const staff = renderHook(() => useStaffToken());
  tokenStorage.set('client-token');
  act(() => staffToken.set('staff-token'));
  expect(staff.result.current).toBe('staff-token');
  expect(sessionStorage.getItem('staff_access_token')).toBe('staff-token');
  act(() => staffToken.clear());
  expect(staff.result.current).toBeNull();
  expect(tokenStorage.get()).toBe('client-token');
});
