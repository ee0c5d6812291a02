import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { FeedbackTopicForm } from './feedback-topic-form.tsx';

describe('the feedback topic page', () => {
  it('asks for the rating on the first Continue without one', async () => {
    const user = userEvent.setup();
    const onNext = vi.fn();
    renderWithProviders(<FeedbackTopicForm values={{}} onNext={onNext} />);
    await user.click(screen.getByLabelText('My experience of the service'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('link', { name: 'How would you rate the service?: Select an option' }),
    ).toBeVisible();
    await user.click(screen.getByLabelText(/^4 - /));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onNext).toHaveBeenCalledWith({ topic: 'experience', rating: 4 });
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('goes straight on when the rating was given', async () => {
    const user = userEvent.setup();
    const onNext = vi.fn();
    renderWithProviders(<FeedbackTopicForm values={{}} onNext={onNext} />);
    await user.click(screen.getByLabelText('My experience of the service'));
    await user.click(screen.getByLabelText(/^5 - /));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onNext).toHaveBeenCalledWith({ topic: 'experience', rating: 5 });
  });
});
