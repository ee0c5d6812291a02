import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { LogReminderBlock } from './log-reminder.tsx';

const render = (reminder: object, route = '/account') =>
  renderWithProviders(<LogReminderBlock />, {
    route,
    fetch: {
      'GET /api/mlw/self-log/reminder': { body: { data: reminder } },
      'PUT /api/mlw/self-log/reminder': (request) => ({
        body: { data: { weekday: null, band: null, ...(request.body as object) } },
      }),
    },
  });

describe('LogReminderBlock', () => {
  it('is off until turned on for a weekday and time of day', async () => {
    const { user, requests } = render({ on: false, weekday: null, band: null });
    expect(await screen.findByText('Your weekly reminder is off.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Day of the week'), 'Wednesday');
    await user.click(screen.getByLabelText(/Early evening/));
    await user.click(screen.getByRole('button', { name: 'Turn on reminder' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ on: true, weekday: 3, band: 'evening' });
    expect(await screen.findByText(/We will remind you on Wednesdays/)).toBeInTheDocument();
  });

  it('stops in one click from the message’s link', async () => {
    const { user, requests } = render(
      { on: true, weekday: 3, band: 'evening' },
      '/account?stop=log-reminder',
    );
    const [stop] = await screen.findAllByRole('button', { name: 'Stop reminders to record' });
    // The question has focus, wherever on the page it is: a keyboard or screen reader user starts there.
    await waitFor(() =>
      expect(screen.getByText('Stop reminders to record?').closest('[tabindex="-1"]')).toHaveFocus(),
    );
    await user.click(stop as HTMLElement);
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ on: false }));
    expect(await screen.findByText('Reminders to record are off.')).toBeInTheDocument();
  });
});
