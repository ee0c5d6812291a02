import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { Form } from './form.tsx';
import { TextField } from './text-field.tsx';
import { useZodForm } from './use-zod-form.ts';

const schema = z.object({ cigarettes: z.number({ error: 'Required' }).int().min(0) });
type Values = z.output<typeof schema>;

function Harness({ onSubmit, saved }: { onSubmit: (values: Values) => void; saved?: number }) {
  const form = useZodForm(schema, { ...(saved === undefined ? {} : { cigarettes: saved }) });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <TextField name="cigarettes" label="Cigarettes a day" type="number" inputMode="numeric" />
      <button type="submit">Continue</button>
    </Form>
  );
}

async function submitWith(text: string | null, saved?: number) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<Harness onSubmit={onSubmit} {...(saved === undefined ? {} : { saved })} />);
  if (text !== null) await user.type(screen.getByLabelText('Cigarettes a day'), text);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return onSubmit;
}

describe('TextField with type="number"', () => {
  it('is a text box (no spinner, no scroll-wheel changes) that answers a number', async () => {
    const onSubmit = await submitWith('12');
    expect(screen.getByLabelText('Cigarettes a day')).toHaveAttribute('type', 'text');
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ cigarettes: 12 }));
  });

  it('takes 0 as an answer', async () => {
    const onSubmit = await submitWith('0');
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ cigarettes: 0 }));
  });

  it('treats nothing but spaces as no answer ("Required"), not as 0', async () => {
    const onSubmit = await submitWith('   ');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Cigarettes a day')).toHaveAccessibleDescription('Error: Required');
  });

  it('keeps a number restored from a saved draft', async () => {
    const onSubmit = await submitWith(null, 7);
    expect(screen.getByLabelText('Cigarettes a day')).toHaveValue('7');
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ cigarettes: 7 }));
  });

  it('refuses text that is not a number', async () => {
    const onSubmit = await submitWith('ten');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Cigarettes a day')).toHaveAttribute('aria-invalid', 'true');
  });
});
