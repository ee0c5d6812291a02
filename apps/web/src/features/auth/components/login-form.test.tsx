import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { LoginForm } from './login-form.tsx';

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
});
