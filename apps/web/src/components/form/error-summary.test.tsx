import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { Page } from '../page.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import { ErrorSummary, type SummaryItem } from './error-summary.tsx';
import { Form } from './form.tsx';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';

const rootOnly: SummaryItem[] = [{ name: 'root', message: 'We could not save your answers' }];
const withField: SummaryItem[] = [{ name: 'client.email', message: 'Enter your email address' }];

const summary = () => screen.queryByRole('alert', { name: 'There is a problem' });

describe('ErrorSummary', () => {
  it('lists errors in the order the page asks, whatever order they came in', () => {
    renderWithProviders(
      <>
        <ErrorSummary
          items={[
            { name: 'second', message: 'Enter the second' },
            { name: 'root', message: 'We could not save your answers' },
            { name: 'first', message: 'Enter the first' },
          ]}
        />
        <input id="first" aria-label="First" />
        <input id="second" aria-label="Second" />
      </>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'We could not save your answers',
      'Enter the first',
      'Enter the second',
    ]);
  });

  it('starts the page title with "Error: " while it shows, and not after', () => {
    const { rerender } = renderWithProviders(
      <Page title="Your details">
        <ErrorSummary items={rootOnly} />
      </Page>,
    );
    expect(document.title).toBe('Error: Your details - Live Well Coaching');
    rerender(
      <Page title="Your details">
        <ErrorSummary items={[]} />
      </Page>,
    );
    expect(document.title).toBe('Your details - Live Well Coaching');
  });

  it('renders nothing when there is no error', () => {
    renderWithProviders(<ErrorSummary items={[]} focusKey={1} />);
    expect(summary()).toBeNull();
  });

  it('takes focus for an error no field can show, so a screen reader reads it', () => {
    renderWithProviders(<ErrorSummary items={rootOnly} focusKey={1} />);
    expect(summary()).toHaveFocus();
    expect(summary()).toHaveTextContent('We could not save your answers');
  });

  it('takes focus again on the next submit', () => {
    const { rerender } = renderWithProviders(<ErrorSummary items={rootOnly} focusKey={1} />);
    (document.activeElement as HTMLElement).blur();
    rerender(<ErrorSummary items={rootOnly} focusKey={2} />);
    expect(summary()).toHaveFocus();
  });

  it('leaves focus alone when a field is in error (the form focuses that field) or nothing was submitted', () => {
    const { rerender } = renderWithProviders(<ErrorSummary items={withField} focusKey={1} />);
    expect(summary()).not.toHaveFocus();
    rerender(<ErrorSummary items={rootOnly} />);
    expect(summary()).not.toHaveFocus();
  });

  it('links each field error to its field and moves focus there', async () => {
    renderWithProviders(
      <>
        <ErrorSummary items={withField} focusKey={1} />
        <label htmlFor="client-email">Email address</label>
        <input id="client-email" />
      </>,
    );
    Element.prototype.scrollIntoView = () => {};
    const link = screen.getByRole('link', { name: 'Email address: Enter your email address' });
    expect(link).toHaveAttribute('href', '#client-email');
    await userEvent.setup().click(link);
    expect(screen.getByLabelText('Email address')).toHaveFocus();
  });
});

type Values = { gender?: number; first_name?: string; contact_method?: string };

function Details() {
  const form = useForm<Values>({
    resolver: async (values) => ({
      values: {},
      errors: Object.fromEntries(
        (['first_name', 'gender', 'contact_method'] as const)
          .filter((name) => !values[name])
          .map((name) => [name, { type: 'required', message: 'Required' }]),
      ),
    }),
  });
  return (
    <Form form={form} onSubmit={() => {}}>
      <TextField name="first_name" label="First name" />
      <SelectField name="gender" label="Gender" choices={[{ value: 1, label: 'Male' }]} numeric />
      <ChoiceGroup
        name="contact_method"
        legend="How should we contact you?"
        choices={[
          { value: 'phone', label: 'Phone Call' },
          { value: 'email', label: 'Email' },
        ]}
      />
      <button type="submit">Continue</button>
    </Form>
  );
}

describe('ErrorSummary in a form', () => {
  it('names the question of each entry, while the message under the field stays as it is', async () => {
    renderWithProviders(<Details />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'First name: Required',
      'Gender: Required',
      'How should we contact you?: Required',
    ]);
    expect(document.getElementById('gender-error')).toHaveTextContent(/^Error: Required$/);
  });
});
