import { STAFF_SIGNED_IN_COOKIE } from '@coaching/shared/constants';
import { bandLabel } from '@coaching/shared/rules/diary';
import { screen, within } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { diaryWeekFixture } from '../../../lib/diary-fixture.ts';
import { FreeBandField } from './free-band-field.tsx';

beforeEach(() => {
  vi.spyOn(document, 'cookie', 'get').mockReturnValue(`${STAFF_SIGNED_IN_COOKIE}=1`);
});
afterEach(() => {
  vi.restoreAllMocks();
});

function Form({ day, keep }: { day: string; keep?: { day: string; time: string } }) {
  const form = useForm({ defaultValues: { due_date: day, time: '' } });
  return (
    <FormProvider {...form}>
      <FreeBandField clientId={5} label="Time" keep={keep} />
    </FormProvider>
  );
}

/** The bands offered for a day, once the diary has answered. */
async function offered(day: string, keep?: { day: string; time: string }) {
  renderWithProviders(<Form day={day} keep={keep} />, {
    fetch: { 'GET /api/staff/clients/5/diary': { body: { data: diaryWeekFixture } } },
  });
  const select = screen.getByRole('combobox', { name: 'Time' });
  await vi.waitFor(() => expect(select).toBeEnabled());
  return within(select)
    .getAllByRole('option')
    .slice(1)
    .map((o) => o.textContent);
}

describe('FreeBandField', () => {
  it('offers only offered bands with room', async () => {
    expect(await offered('2026-12-22')).toEqual([`${bandLabel('morning')}: 2 of 3 free`]);
  });

  it('offers nothing on a past day, even the moved session’s own band, and says why', async () => {
    expect(await offered('2026-12-21', { day: '2026-12-21', time: 'lunch' })).toEqual([]);
    expect(screen.getByRole('combobox', { name: 'Time' })).toHaveAccessibleDescription('In the past');
  });

  it('says why a day has nothing free in place of the hint', async () => {
    expect(await offered('2026-12-25')).toEqual([]);
    expect(screen.getByRole('combobox', { name: 'Time' })).toHaveAccessibleDescription('Bank holiday');
  });
});
