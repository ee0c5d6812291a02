import { OPENING_HOURS } from '@coaching/shared/constants';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { CallUsNotice } from './inset.tsx';

describe('CallUsNotice', () => {
  it('announces what failed at once and gives the free number to call', () => {
    renderWithProviders(<CallUsNotice>Your message was not sent.</CallUsNotice>);
    const [what, call] = screen.getByRole('alert').querySelectorAll('p');
    expect(what).toHaveTextContent('Your message was not sent.');
    expect(call).toHaveTextContent(`Please call us on 0808 157 0192 (${OPENING_HOURS}).`);
    expect(screen.getByRole('link', { name: '0808 157 0192' })).toHaveAttribute('href', 'tel:08081570192');
  });
});
