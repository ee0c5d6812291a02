import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOpenForm } from './use-open-form.ts';

describe('useOpenForm', () => {
  it('closes a saved form that is still open', () => {
    const { result } = renderHook(() => useOpenForm());
    act(() => result.current.show('schedule'));
    act(() => result.current.close('schedule'));
    expect(result.current.open).toBeNull();
  });

  it('keeps the form a person opened while an earlier one was still saving', () => {
    const { result } = renderHook(() => useOpenForm());
    act(() => result.current.show('schedule'));
    const closeWhenSaved = result.current.close;
    act(() => result.current.show('note-7'));
    act(() => closeWhenSaved('schedule'));
    expect(result.current.open).toBe('note-7');
  });

  it('starts with the form a link asked for', () => {
    const { result } = renderHook(() => useOpenForm('move-3'));
    expect(result.current.open).toBe('move-3');
  });
});
