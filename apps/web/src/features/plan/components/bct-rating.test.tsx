import type { PlanBct } from '@coaching/shared/schemas/plan';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { BctRating } from './bct-rating.tsx';

const bct: PlanBct = {
  id: 4,
  web_friendly_name: 'Plan for problems',
  description: '',
  notes: [],
  progress: 3,
};

function renderRating(answer: () => Promise<Response>) {
  renderWithProviders(<BctRating bct={bct} />, { fetch: { 'PUT /api/mlw/plan/4': answer } });
}

afterEach(() => vi.restoreAllMocks());

describe('BctRating', () => {
  it('keeps the chosen face ticked from the click until the rating is saved', async () => {
    let answer: (response: Response) => void = () => {};
    const saved = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    renderRating(() => saved);
    const chosen = screen.getByRole('radio', { name: 'Going really well' });

    // fireEvent, not userEvent: a browser test reads the radio in the same task as its click.
    fireEvent.click(chosen);
    expect(chosen).toBeChecked();

    answer(Response.json({ data: { ...bct, progress: 5 } }));
    await screen.findByText('Your rating has been saved.');
    expect(chosen).toBeChecked();
  });

  it('shows the saved rating again when the rating cannot be saved', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRating(async () => Response.json({ message: 'Something went wrong' }, { status: 500 }));

    fireEvent.click(screen.getByRole('radio', { name: 'Going really well' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());

    expect(screen.getByRole('radio', { name: 'Getting there' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Going really well' })).not.toBeChecked();
    expect(screen.queryByText('Your rating has been saved.')).toBeNull();
  });
});
