import type { StaffSessionView } from '@coaching/shared/schemas/staff-sessions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionNotes } from './session-notes.tsx';

describe('SessionNotes', () => {
  it('says in words that a session has no notes, so its card does not end on an empty "Notes:"', () => {
    const session = { id: 3, notes: [] } as unknown as StaffSessionView;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionNotes clientId={12} session={session} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('No notes yet')).toBeInTheDocument();
  });
});
