import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form.tsx';

function renderForm() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      return Response.json({ message: 'Invalid credentials' }, { status: 401 });
    }),
  );
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LoginForm />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

const summaryLinks = () => screen.queryAllByRole('link').filter((link) => link.closest('.error-summary'));

afterEach(() => vi.unstubAllGlobals());

describe('LoginForm', { timeout: 30_000 }, () => {
  it('checks the shared schema on submit, focuses the first field, then corrects errors as the person types', async () => {
    const calls = renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByText('There is a problem', {}, { timeout: 10_000 });
    expect(summaryLinks()).toHaveLength(3);
    expect(document.activeElement?.id).toBe('dob');
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAttribute('aria-describedby', 'email-error');
    expect(calls).toEqual([]);

    await user.type(email, 'jo@example.org');
    await waitFor(() => expect(summaryLinks()).toHaveLength(2));
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(document.getElementById('email-error')).toBeNull();
  });

  it('sends a complete form and says "Invalid email/dob/password" when refused, focusing the e-mail', async () => {
    const calls = renderForm();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Day'), '15');
    await user.selectOptions(screen.getByLabelText('Month'), 'March');
    await user.selectOptions(screen.getByLabelText('Year'), '1984');
    await user.type(screen.getByLabelText('Email address'), 'jo@example.org');
    await user.type(screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByText('Invalid email/dob/password', {}, { timeout: 10_000 });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain('oauth/token');
    expect(screen.queryByText('There is a problem')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Email address'));
  });
});
