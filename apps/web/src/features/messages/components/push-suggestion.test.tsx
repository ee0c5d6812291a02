import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { PushSuggestion } from './push-suggestion.tsx';

/** A browser that can show notifications and has not been asked yet. */
function browserNotAskedYet() {
  vi.stubGlobal('Notification', { permission: 'default' });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const settings = (dismissed: boolean) => ({
  body: { data: { public_key: 'B', devices: [], suggestion_dismissed: dismissed } },
});

describe('the suggestion to turn notifications on', () => {
  it('says where notifications can still be turned on once dismissed, and moves focus there', async () => {
    browserNotAskedYet();
    let dismissed = false;
    const { user } = renderWithProviders(<PushSuggestion coachHasWritten />, {
      fetch: {
        'GET /api/mlw/push': () => settings(dismissed),
        'PUT /api/mlw/push/suggestion': () => {
          dismissed = true;
          return { body: { data: 'ok' } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'No thanks' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('We will not suggest notifications again.');
    expect(screen.getByRole('link', { name: 'account page' })).toHaveAttribute('href', '/account');
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(screen.queryByRole('region', { name: 'Know when your coach replies' })).toBeNull();
  });

  it('stays, saying so, when the dismissal did not reach the service', async () => {
    browserNotAskedYet();
    const { user } = renderWithProviders(<PushSuggestion coachHasWritten />, {
      fetch: {
        'GET /api/mlw/push': settings(false),
        'PUT /api/mlw/push/suggestion': { status: 500, body: { message: 'Down', code: 'INTERNAL' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'No thanks' }));

    await screen.findByText('That did not work. Please try again.');
    expect(screen.getByRole('region', { name: 'Know when your coach replies' })).toBeInTheDocument();
  });
});
