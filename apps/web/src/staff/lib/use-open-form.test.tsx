import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('moves focus to the form that replaces its button, and back to the button when it closes', async () => {
    function ActionPanel() {
      const forms = useOpenForm();
      return forms.open === 'new' ? (
        <form>
          <label htmlFor="title">Title</label>
          <input id="title" />
          <button type="button" onClick={() => forms.close('new')}>
            Cancel
          </button>
        </form>
      ) : (
        <button type="button" onClick={() => forms.show('new')}>
          Set an action
        </button>
      );
    }
    const user = userEvent.setup();
    render(<ActionPanel />);
    await user.click(screen.getByRole('button', { name: 'Set an action' }));
    expect(screen.getByLabelText('Title')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Set an action' })).toHaveFocus();
  });
});
