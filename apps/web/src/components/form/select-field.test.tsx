import { act, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { Form } from './form.tsx';
import { type Choice, SelectField } from './select-field.tsx';
import { useZodForm } from './use-zod-form.ts';

const GENDERS: Choice[] = [
  { value: 1, label: 'Male' },
  { value: 2, label: 'Female' },
];

let deliverOptions: () => void = () => {};

/** A form whose saved value (gender 2) is there from the start and whose options arrive later. */
function LateOptions({ onSubmit }: { onSubmit: (values: { gender?: number }) => void }) {
  const form = useForm<{ gender?: number }>({ defaultValues: { gender: 2 } });
  const [choices, setChoices] = useState<Choice[] | undefined>(undefined);
  useEffect(() => {
    deliverOptions = () => setChoices(GENDERS);
  }, []);
  return (
    <Form form={form} onSubmit={onSubmit}>
      <SelectField name="gender" label="Gender" choices={choices} loading={!choices} numeric />
      <button type="submit">Save</button>
    </Form>
  );
}

describe('SelectField', () => {
  it('shows the saved value once options that load after the form mounts arrive', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<LateOptions onSubmit={onSubmit} />);
    const select = screen.getByLabelText('Gender') as HTMLSelectElement;
    expect(select).toBeDisabled();

    act(() => deliverOptions());

    expect(select).toBeEnabled();
    expect(select.selectedOptions[0]?.textContent).toBe('Female');
    expect(select).toHaveValue('2');

    await user.selectOptions(select, 'Male');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ gender: 1 });
  });

  it('sends nothing for "Select an option"', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<LateOptions onSubmit={onSubmit} />);
    act(() => deliverOptions());
    await user.selectOptions(screen.getByLabelText('Gender'), 'Select an option');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ gender: undefined });
  });

  it('is labelled, hinted and in error as every field is (FieldGroup): the select is described by both', async () => {
    function Required() {
      const form = useZodForm(z.object({ gender: z.number({ error: 'Select your gender' }) }), {});
      return (
        <Form form={form} onSubmit={() => {}}>
          <SelectField name="gender" label="Gender" hint="As you describe it" choices={GENDERS} numeric />
          <button type="submit">Save</button>
        </Form>
      );
    }
    const { user } = renderWithProviders(<Required />);
    const select = screen.getByLabelText('Gender');
    expect(select).toHaveAccessibleDescription('As you describe it');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveClass('select', 'select--error');
    expect(select).toHaveAccessibleDescription('As you describe it Error: Select your gender');
    expect(select.closest('.form-group')).toHaveClass('form-group--error');
  });
});
