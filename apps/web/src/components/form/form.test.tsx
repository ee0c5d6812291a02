import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { Form } from './form.tsx';
import { TextField } from './text-field.tsx';
import { useZodForm } from './use-zod-form.ts';

const schema = z.object({
  email: z.string().min(1, 'Enter your email address'),
  postcode: z.string().min(1, 'Enter your postcode'),
  address: z.object({ town: z.string() }),
});

function Harness({ onSubmit, serverPrefix }: { onSubmit: () => unknown; serverPrefix?: string }) {
  const form = useZodForm(schema, { email: '', postcode: '', address: { town: '' } });
  return (
    <Form form={form} onSubmit={onSubmit} {...(serverPrefix ? { serverPrefix } : {})}>
      <TextField name="email" label="Email address" />
      <TextField name="postcode" label="Postcode" />
      <TextField name="address.town" label="Town" />
      <button type="submit">Save</button>
    </Form>
  );
}

// jsdom lays nothing out, so it has no scrollIntoView.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

const summary = () => screen.getByRole('alert', { name: 'There is a problem' });

async function fillAndSave(onSubmit: () => unknown, serverPrefix?: string) {
  const user = userEvent.setup();
  renderWithProviders(<Harness onSubmit={onSubmit} {...(serverPrefix ? { serverPrefix } : {})} />);
  await user.type(screen.getByLabelText('Email address'), 'sam@example.com');
  await user.type(screen.getByLabelText('Postcode'), 'DT1 1AA');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return user;
}

describe('Form: errors from the schema', () => {
  it('lists each field in error, links to it, marks it invalid and focuses the first', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const links = within(summary()).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Email address: Enter your email address', '#email'],
      ['Postcode: Enter your postcode', '#postcode'],
    ]);
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Error: Enter your email address');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(links[1] as HTMLElement);
    expect(screen.getByLabelText('Postcode')).toHaveFocus();
  });
});

describe('Form: errors from the server', () => {
  it('puts a field error on its field, focused, with its summary link', async () => {
    await fillAndSave(() => {
      throw new ApiError(400, 'Invalid input', { postcode: ['Enter a Dorset postcode'] });
    });
    const postcode = await screen.findByLabelText('Postcode');
    await waitFor(() => expect(postcode).toHaveFocus());
    expect(postcode).toHaveAccessibleDescription('Error: Enter a Dorset postcode');
    expect(within(summary()).getByRole('link', { name: /: Enter a Dorset postcode$/ })).toHaveAttribute(
      'href',
      '#postcode',
    );
    expect(screen.getByLabelText('Email address')).not.toHaveAttribute('aria-invalid');
  });

  it('strips the prefix the server puts on field names', async () => {
    await fillAndSave(() => {
      throw new ApiError(400, 'Invalid input', { 'client.email': ['That email address is taken'] });
    }, 'client.');
    await waitFor(() => expect(screen.getByLabelText('Email address')).toHaveFocus());
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Error: That email address is taken',
    );
  });

  it('matches a nested name by its first part, and focuses only the first of several', async () => {
    await fillAndSave(() => {
      throw new ApiError(400, 'Invalid input', {
        'address.town': ['Enter a town'],
        email: ['Enter a real email address'],
      });
    });
    await waitFor(() => expect(screen.getByLabelText('Town')).toHaveFocus());
    expect(screen.getByLabelText('Town')).toHaveAccessibleDescription('Error: Enter a town');
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Error: Enter a real email address',
    );
    expect(within(summary()).getByRole('link', { name: /: Enter a town$/ })).toHaveAttribute(
      'href',
      '#address-town',
    );
  });

  it('shows the message, not a link, when no field matches, and focuses the summary', async () => {
    await fillAndSave(() => {
      throw new ApiError(409, 'That appointment has just been taken', { 'client.slot': ['Taken'] });
    });
    await waitFor(() => expect(summary()).toHaveFocus());
    expect(summary()).toHaveTextContent('That appointment has just been taken');
    expect(within(summary()).queryByRole('link')).toBeNull();
  });

  it('never shows the text of an unexpected failure', async () => {
    await fillAndSave(() => {
      throw new TypeError('t.map is not a function');
    });
    await waitFor(() => expect(summary()).toHaveTextContent('Something went wrong. Please try again.'));
    expect(summary()).not.toHaveTextContent('t.map');
  });
});
