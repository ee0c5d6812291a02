import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionsQuery } from '../../../lib/sessions.ts';
import { tokenStorage } from '../../../lib/token-storage.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { profileQuery } from '../api/get-profile.ts';
import { LoginForm } from './login-form.tsx';

afterEach(() => tokenStorage.clearAll());

const TOKEN = {
  access_token: 'a-new-client-token-of-forty-characters!',
  token_type: 'Bearer',
  expires_in: 3600,
};
const INVALID = { status: 401, body: { message: 'Invalid credentials', code: 'LOGIN_FAILED' } };

function renderForm(answer: Response | typeof INVALID = INVALID) {
  return renderWithProviders(<LoginForm />, { fetch: { 'POST /api/oauth/token': answer } });
}

const summaryLinks = () => screen.queryAllByRole('link').filter((link) => link.closest('.error-summary'));

async function fillAndSubmit({ user }: ReturnType<typeof renderForm>) {
  await user.selectOptions(screen.getByLabelText('Day'), '15');
  await user.selectOptions(screen.getByLabelText('Month'), 'March');
  await user.selectOptions(screen.getByLabelText('Year'), '1984');
  await user.type(screen.getByLabelText('Email address'), 'jo@example.org');
  await user.type(screen.getByLabelText('Password'), 'the-right-password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginForm', { timeout: 30_000 }, () => {
  it('checks the shared schema on submit, focuses the first field, then corrects errors as the person types', async () => {
    const { requests, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByText('There is a problem', {}, { timeout: 10_000 });
    expect(summaryLinks()).toHaveLength(3);
    expect(document.activeElement?.id).toBe('dob');
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAttribute('aria-describedby', 'email-error');
    expect(requests).toEqual([]);

    await user.type(email, 'jo@example.org');
    await waitFor(() => expect(summaryLinks()).toHaveLength(2));
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(document.getElementById('email-error')).toBeNull();
  });

  it('sends a complete form and says "Invalid email/dob/password" when refused, focusing the e-mail', async () => {
    const rendered = renderForm();
    await fillAndSubmit(rendered);

    await screen.findByText('Invalid email/dob/password', {}, { timeout: 10_000 });
    expect(rendered.requests.map((r) => r.path)).toEqual(['/api/oauth/token']);
    expect(screen.queryByText('There is a problem')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Email address'));
  });

  it('shows the lockout, how long to wait and the phone number, not "Invalid", when the account is paused', async () => {
    const paused = 'Too many failed attempts. Please wait 12 minutes or reset your password.';
    const rendered = renderForm(
      Response.json(
        { message: paused, code: 'TOO_MANY_REQUESTS' },
        { status: 429, headers: { 'retry-after': '700' } },
      ),
    );
    await fillAndSubmit(rendered);
    await screen.findByText(/Too many failed attempts/, {}, { timeout: 10_000 });
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toContain('Please wait 12 minutes');
    expect(notice.querySelector('a[href^="tel:"]')).not.toBeNull();
    expect(screen.queryByText('Invalid email/dob/password')).toBeNull();
  });

  it('says the service could not be reached, not "Invalid", when the phone is offline', async () => {
    const rendered = renderWithProviders(<LoginForm />, {
      fetch: {
        'POST /api/oauth/token': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    await fillAndSubmit(rendered);
    await screen.findByText(/We could not reach the service/, {}, { timeout: 10_000 });
    expect(screen.getByRole('alert').querySelector('a[href^="tel:"]')).not.toBeNull();
    expect(screen.queryByText('Invalid email/dob/password')).toBeNull();
  });

  it('signs in to the dashboard with its one answer, storing the lists with the profile', async () => {
    const profile = { id: 7, first_name: 'Jo' };
    const rendered = renderWithProviders(<LoginForm />, {
      fetch: {
        'POST /api/oauth/token': { body: TOKEN },
        'GET /api/mlw/dashboard': {
          body: { data: { me: profile, sessions: [], notifications: [], self_log: {}, articles: [] } },
        },
      },
    });
    await fillAndSubmit(rendered);

    await waitFor(() => expect(tokenStorage.get()).toBe(TOKEN.access_token));
    expect(rendered.requests.map((r) => r.path)).toEqual(['/api/oauth/token', '/api/mlw/dashboard']);
    expect(rendered.queryClient.getQueryData(profileQuery.queryKey)).toEqual(profile);
    expect(rendered.queryClient.getQueryData(sessionsQuery.queryKey)).toEqual([]);
  });

  it('still signs in, with the profile alone, when the dashboard’s answer fails', async () => {
    const profile = { id: 7, first_name: 'Jo' };
    const rendered = renderWithProviders(<LoginForm />, {
      fetch: {
        'POST /api/oauth/token': { body: TOKEN },
        'GET /api/mlw/dashboard': { status: 500, body: { message: 'Down', code: 'INTERNAL' } },
        'GET /api/mlw/me': { body: { data: profile } },
      },
    });
    await fillAndSubmit(rendered);

    await waitFor(() => expect(tokenStorage.get()).toBe(TOKEN.access_token));
    expect(rendered.requests.map((r) => r.path)).toEqual([
      '/api/oauth/token',
      '/api/mlw/dashboard',
      '/api/mlw/me',
    ]);
    expect(rendered.queryClient.getQueryData(profileQuery.queryKey)).toEqual(profile);
    expect(screen.queryByText('Invalid email/dob/password')).toBeNull();
  });

  it('tells the service this browser is now signed in as this client, so its notifications stop going to the last one', async () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/this-browser';
    const pushManager = { getSubscription: async () => ({ endpoint }) };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => ({ pushManager }) },
    });
    try {
      const rendered = renderWithProviders(<LoginForm />, {
        fetch: {
          'POST /api/oauth/token': { body: TOKEN },
          'GET /api/mlw/dashboard': {
            body: { data: { me: { id: 7 }, sessions: [], notifications: [], self_log: {}, articles: [] } },
          },
          'PUT /api/mlw/push/signed-in-browser': { body: { data: 'ok' } },
        },
      });
      await fillAndSubmit(rendered);

      await waitFor(() =>
        expect(rendered.requests.map((r) => r.path)).toContain('/api/mlw/push/signed-in-browser'),
      );
      const claim = rendered.requests.find((r) => r.path === '/api/mlw/push/signed-in-browser');
      expect(claim?.body).toEqual({ endpoint });
      expect(claim?.headers.get('authorization')).toBe(`Bearer ${TOKEN.access_token}`);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
