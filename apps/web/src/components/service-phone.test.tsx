import { OPENING_HOURS } from '@coaching/shared/constants';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { ServicePhone } from './service-phone.tsx';

describe('ServicePhone', () => {
  it('links the number and gives the opening hours, leaving "free" to the sentence around it', () => {
    const { container } = renderWithProviders(
      <p>
        Call free on <ServicePhone />
      </p>,
    );
    expect(screen.getByRole('link', { name: '0808 157 0192' })).toHaveAttribute('href', 'tel:08081570192');
    expect(container.textContent).toBe(`Call free on 0808 157 0192 (${OPENING_HOURS})`);
  });

  it('can leave the hours out', () => {
    const { container } = renderWithProviders(<ServicePhone withHours={false} />);
    expect(container.textContent).toBe('0808 157 0192');
  });
});
