import { MESSAGE_MAX_LENGTH } from '@coaching/shared/constants';
import { requiredText } from '@coaching/shared/schemas/fields';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { Form } from './form.tsx';
import { TextField } from './text-field.tsx';
import { useZodForm } from './use-zod-form.ts';

const schema = z.object({ message: requiredText(MESSAGE_MAX_LENGTH) });

function Harness({ onSubmit }: { onSubmit: () => void }) {
  const form = useZodForm(schema, { message: '' });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <TextField name="message" label="Your message" multiline maxLength={MESSAGE_MAX_LENGTH} />
      <button type="submit">Send</button>
    </Form>
  );
}

async function paste(text: string) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<Harness onSubmit={onSubmit} />);
  const box = screen.getByLabelText('Your message');
  await user.click(box);
  await user.paste(text);
  return { onSubmit, user, box };
}

describe('a text limit', () => {
  it('is shown, with a count of what is left once the text is within 20% of it', async () => {
    const { box } = await paste('a'.repeat(1500));
    expect(box).toHaveAccessibleDescription('You can enter up to 2,000 characters');
    await userEvent.setup().type(box, 'b'.repeat(100));
    expect(box).toHaveAccessibleDescription('You have 400 characters remaining');
  });

  it('keeps a 2,500-character paste whole, says it is 500 too many and refuses it with a message', async () => {
    const { onSubmit, user, box } = await paste('x'.repeat(2500));
    expect(box).toHaveValue('x'.repeat(2500));
    expect(screen.getByText('You have 500 characters too many')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(/2000 characters or fewer|2,000/);
    expect(box).toHaveValue('x'.repeat(2500));
  });
});
