import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ChoiceGroup } from './choice-group.tsx';
import { Form } from './form.tsx';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';

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

describe('ErrorSummary', () => {
  it('names the question of each entry, while the message under the field stays as it is', async () => {
    render(<Details />);
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
