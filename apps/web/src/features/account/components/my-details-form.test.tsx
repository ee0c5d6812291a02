import type { Profile } from '@coaching/shared/schemas/profile';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dropdownQuery } from '../../../lib/dropdowns.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { MyDetailsForm } from './my-details-form.tsx';

const profile = {
  id: 1,
  first_name: 'Jo',
  last_name: 'Bloggs',
  gender: 2,
  gender_other: null,
  address1: '12 High West Street, Dorchester',
  postcode: 'DT1 1XJ',
  email: 'jo@example.com',
  phone_mobile: '07700900123',
  tool_notification_sms: 'no',
  tool_notification_email: 'yes',
} as Profile;

const renderForm = () =>
  renderWithProviders(<MyDetailsForm profile={profile} />, {
    queryData: [[dropdownQuery('gender').queryKey, [{ id: 2, value: 'Female' }]]],
    fetch: { 'PUT /api/mlw/account': { body: { data: { ...profile, address1: '1 New Street' } } } },
  });

describe('MyDetailsForm', () => {
  it('keeps changes being made over a reload, and lets them go once saved', async () => {
    const first = renderForm();
    const address = screen.getByRole('textbox', { name: 'Address' });
    await first.user.clear(address);
    await first.user.type(address, '1 New Street');
    first.unmount();

    const again = renderForm();
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('1 New Street');
    await again.user.click(screen.getByRole('button', { name: 'Save my details' }));
    await expect.poll(() => again.requests.some((r) => r.method === 'PUT')).toBe(true);
    await expect.poll(() => sessionStorage.getItem('my-details-draft')).toBeNull();
    again.unmount();

    renderForm();
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue(profile.address1);
  });
});
