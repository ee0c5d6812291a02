import type { Profile } from '@coaching/shared/schemas/profile';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { profileQuery } from '../../auth/api/get-profile.ts';
import { SuggestTimePage } from './suggest-time-page.tsx';

const profile = { id: 1, first_name: 'Jo' } as Profile;

function renderPage() {
  localStorage.setItem('access_token', 'a-token-for-the-test-only');
  return renderWithProviders(<SuggestTimePage />, {
    queryData: [[profileQuery.queryKey, profile]],
    fetch: { 'POST /api/contact/time-preference': { body: { status: 'ok' } } },
  });
}

describe('SuggestTimePage', () => {
  it('keeps the days and times chosen over a reload, and lets them go once sent', async () => {
    const first = renderPage();
    await first.user.click(screen.getByRole('checkbox', { name: 'Tuesday' }));
    await first.user.click(screen.getByRole('checkbox', { name: /^Early evening/ }));
    first.unmount();

    const again = renderPage();
    expect(screen.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Early evening/ })).toBeChecked();
    await again.user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('heading', { name: 'Thank you' });
    expect(sessionStorage.getItem('suggest-time-draft')).toBeNull();
  });
});
