import type { StaffSessionView } from '@coaching/shared/schemas/staff-sessions';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { SessionNotes } from './session-notes.tsx';

describe('SessionNotes', () => {
  it('says in words that a session has no notes, so its card does not end on an empty "Notes:"', () => {
    const session = { id: 3, notes: [] } as unknown as StaffSessionView;
    renderWithProviders(<SessionNotes clientId={12} session={session} />);
    expect(screen.getByText('No notes yet')).toBeInTheDocument();
  });
});
