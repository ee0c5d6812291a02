import { DOB_YEARS_BACK, MIN_AGE } from '@coaching/shared/constants';
import { todayIso } from '@coaching/shared/rules/dates';
import { MONTH_NAMES } from '@coaching/shared/rules/day-names';
import { useState, useSyncExternalStore } from 'react';
import { FieldsetGroup } from './field-group.tsx';
import { fieldIds } from './field-ids.ts';

export type DateOfBirthProps = {
  name: string;
  legend?: string;
  hint?: React.ReactNode;
  adultsOnly?: boolean;
};

type Props = DateOfBirthProps & {
  error: string | undefined;
  /** The starting value, YYYY-MM-DD; later changes come from the selects. */
  defaultValue: unknown;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Given the day select, the first control, so a form can focus the field. */
  dayRef?: React.Ref<HTMLSelectElement>;
};

/** The year the public pages were drawn in at build time (vite.config.ts); unset where none are. */
const DRAWN_YEAR: string | undefined = import.meta.env.VITE_PAGES_DRAWN_YEAR;
const thisYear = () => todayIso().slice(0, 4);
const unchanging = () => () => undefined;

/**
 * This year, after a page drawn at build time is hydrated with the list it was drawn with: a page
 * built in December and opened in January would otherwise not match its HTML (React error 418).
 */
const useThisYear = (): number =>
  Number(useSyncExternalStore(unchanging, thisYear, () => DRAWN_YEAR ?? thisYear()));

/** Day, month and year selects going back 100 years; the value is YYYY-MM-DD once all three are chosen. */
export function DateOfBirthInput({
  name,
  legend = 'Date of birth',
  hint = 'For example, 15 March 1984',
  adultsOnly = true,
  error,
  defaultValue,
  onChange,
  onBlur,
  dayRef,
}: Props) {
  const { id } = fieldIds(name);
  const initial = typeof defaultValue === 'string' ? defaultValue.split('-') : [];
  const [parts, setParts] = useState({
    year: initial[0] ?? '',
    month: initial[1] ?? '',
    day: initial[2] ?? '',
  });

  const year = useThisYear();
  const latest = adultsOnly ? year - MIN_AGE : year;
  const years = Array.from({ length: latest - (year - DOB_YEARS_BACK) + 1 }, (_, i) => String(latest - i));

  const update = (part: keyof typeof parts, value: string) => {
    const next = { ...parts, [part]: value };
    setParts(next);
    onChange(next.year && next.month && next.day ? `${next.year}-${next.month}-${next.day}` : '');
  };
  const select = (
    part: keyof typeof parts,
    label: string,
    options: { value: string; label: string }[],
    first = false,
  ) => (
    <div className="date-input__item">
      <label className="label" htmlFor={part === 'day' ? id : `${id}-${part}`}>
        {label}
      </label>
      <select
        id={part === 'day' ? id : `${id}-${part}`}
        className={`select${error ? ' select--error' : ''}`}
        value={parts[part]}
        onChange={(event) => update(part, event.target.value)}
        onBlur={onBlur}
        ref={first ? dayRef : undefined}
        aria-invalid={error ? true : undefined}
      >
        <option value="">{label}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <FieldsetGroup name={name} legend={legend} hint={hint} error={error}>
      <div className="date-input">
        {select(
          'day',
          'Day',
          Array.from({ length: 31 }, (_, i) => ({
            value: String(i + 1).padStart(2, '0'),
            label: String(i + 1),
          })),
          true,
        )}
        {select(
          'month',
          'Month',
          MONTH_NAMES.map((m, i) => ({ value: String(i + 1).padStart(2, '0'), label: m })),
        )}
        {select(
          'year',
          'Year',
          years.map((y) => ({ value: y, label: y })),
        )}
      </div>
    </FieldsetGroup>
  );
}
