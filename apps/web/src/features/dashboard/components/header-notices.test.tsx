import type { Profile } from '@coaching/shared/schemas/profile';
import type { SessionView } from '@coaching/shared/schemas/sessions';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionsQuery } from '../../../lib/sessions.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { profileQuery } from '../../auth/api/get-profile.ts';
import { HeaderNotices } from './header-notices.tsx';

const profile = {
  id: 1,
  first_name: 'Jo',
  completed_calls: 1,
  assessment_count: 1,
  plan: { id: 7, service_level: 2 },
} as Profile;

function renderNotices(sessions: SessionView[]) {
  localStorage.setItem('access_token', 'a-token-for-the-test-only');
  return renderWithProviders(<HeaderNotices />, {
    queryData: [
      [profileQuery.queryKey, profile],
      [sessionsQuery.queryKey, sessions],
    ],
  });
}

const due: SessionView = {
  id: 1,
  type: 'coaching',
  status: 'due',
  due_date: '2026-03-04',
  time: 'morning',
  notes: [],
  version: '"session-1"',
};

describe('HeaderNotices', () => {
  it('says when the next session is, as DD/MM/YYYY', () => {
    renderNotices([due, { ...due, id: 2, due_date: '2026-05-01' }]);
    expect(screen.getByText(/Your next session is on/)).toHaveTextContent(
      'Your next session is on 04/03/2026',
    );
  });

  it('shows the Plus banner until it is dismissed, and keeps it dismissed', async () => {
    const view = renderNotices([due]);
    expect(screen.getByRole('heading', { name: 'Welcome to Live Well Plus' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('heading', { name: 'Welcome to Live Well Plus' })).not.toBeInTheDocument();
    view.unmount();
    renderNotices([due]);
    expect(screen.queryByRole('heading', { name: 'Welcome to Live Well Plus' })).not.toBeInTheDocument();
  });

  it('shows no banner once a session is completed', () => {
    renderNotices([{ ...due, status: 'complete' }]);
    expect(screen.queryByRole('heading', { name: 'Welcome to Live Well Plus' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Your next session is on/)).not.toBeInTheDocument();
  });
});
