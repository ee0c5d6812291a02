import { DOB_YEARS_BACK, MIN_AGE } from '@coaching/shared/constants';
import { todayIso } from '@coaching/shared/rules/dates';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { DateOfBirthField } from './date-of-birth-field.tsx';
import { Form } from './form.tsx';
import { useZodForm } from './use-zod-form.ts';

const schema = z.object({ dob: z.string().min(1, 'Enter your date of birth') });

function Harness({
  onSubmit,
  dob = '',
  adultsOnly,
}: {
  onSubmit: (v: { dob: string }) => void;
  dob?: string;
  adultsOnly?: boolean;
}) {
  const form = useZodForm(schema, { dob });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <DateOfBirthField name="dob" {...(adultsOnly === undefined ? {} : { adultsOnly })} />
      <button type="submit">Continue</button>
    </Form>
  );
}

const thisYear = Number(todayIso().slice(0, 4));
const yearsOffered = () =>
  within(screen.getByLabelText('Year'))
    .getAllByRole('option')
    .slice(1)
    .map((o) => Number(o.getAttribute('value')));

describe('DateOfBirthField', () => {
  it('groups day, month and year under one legend', () => {
    renderWithProviders(<Harness onSubmit={() => {}} />);
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(
      within(group)
        .getAllByRole('combobox')
        .map((s) => s.getAttribute('id')),
    ).toEqual(['dob', 'dob-month', 'dob-year']);
    expect(group).toHaveAccessibleDescription('For example, 15 March 1984');
  });

  it('answers YYYY-MM-DD once all three are chosen', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onSubmit={onSubmit} />);
    await user.selectOptions(screen.getByLabelText('Day'), '5');
    await user.selectOptions(screen.getByLabelText('Month'), 'March');
    await user.selectOptions(screen.getByLabelText('Year'), '1984');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith({ dob: '1984-03-05' });
  });

  it('has no answer while a part is missing, and the error focuses the day', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onSubmit={onSubmit} />);
    await user.selectOptions(screen.getByLabelText('Day'), '5');
    await user.selectOptions(screen.getByLabelText('Year'), '1984');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Day')).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Date of birth' })).toHaveAccessibleDescription(
      'For example, 15 March 1984 Error: Enter your date of birth',
    );
    expect(screen.getByRole('link', { name: 'Date of birth: Enter your date of birth' })).toHaveAttribute(
      'href',
      '#dob',
    );
  });

  it('shows a saved date in the three selects', () => {
    renderWithProviders(<Harness onSubmit={() => {}} dob="1990-11-02" />);
    expect(screen.getByLabelText('Day')).toHaveValue('02');
    expect(screen.getByLabelText('Month')).toHaveValue('11');
    expect(screen.getByLabelText('Year')).toHaveValue('1990');
  });

  it(`offers years from ${MIN_AGE} years ago back to ${DOB_YEARS_BACK} years ago, newest first`, () => {
    renderWithProviders(<Harness onSubmit={() => {}} />);
    const years = yearsOffered();
    expect(years[0]).toBe(thisYear - MIN_AGE);
    expect(years.at(-1)).toBe(thisYear - DOB_YEARS_BACK);
    expect(years).toHaveLength(DOB_YEARS_BACK - MIN_AGE + 1);
  });

  it('offers this year too when not limited to adults', () => {
    renderWithProviders(<Harness onSubmit={() => {}} adultsOnly={false} />);
    expect(yearsOffered()[0]).toBe(thisYear);
  });
});
