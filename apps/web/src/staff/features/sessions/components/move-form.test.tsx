import { STAFF_SIGNED_IN_COOKIE } from '@coaching/shared/constants';
import type { StaffSessionView } from '@coaching/shared/schemas/staff-sessions';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { MoveForm } from './session-forms.tsx';

const session = {
  id: 40,
  type: 'coaching',
  status: 'due',
  due_date: '2026-12-03',
  time: 'morning',
  notes: [],
  version: '"session-1"',
  undo_until: null,
  marked_by: null,
} as unknown as StaffSessionView;

beforeEach(() => {
  vi.spyOn(document, 'cookie', 'get').mockReturnValue(`${STAFF_SIGNED_IN_COOKIE}=1`);
});
afterEach(() => vi.restoreAllMocks());

describe('MoveForm', () => {
  it('opened by My day’s Rearrange link, takes focus on its first field, however far down its row is', async () => {
    renderWithProviders(<MoveForm clientId={12} session={session} onDone={() => undefined} linked />);
    await waitFor(() => expect(screen.getByLabelText(/New date/)).toHaveFocus());
  });

  it('opened by its button, leaves focus to the button’s own handling', () => {
    renderWithProviders(<MoveForm clientId={12} session={session} onDone={() => undefined} />);
    expect(screen.getByLabelText(/New date/)).not.toHaveFocus();
  });
});
