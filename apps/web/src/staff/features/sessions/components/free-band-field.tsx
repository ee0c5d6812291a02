import { isRealDate, isWeekend } from '@coaching/shared/rules/dates';
import { bandLabel } from '@coaching/shared/rules/diary';
import { useFormContext } from 'react-hook-form';
import { SelectField } from '../../../../components/form/select-field.tsx';
import { useClientDiary } from '../../../lib/api/get-diary.ts';

/**
 * The time band, offering only bands of the chosen day with room in the coach's diary, never a past
 * day or a band set to "Not offered" (the server still checks, for two people booking at once). A
 * session being moved keeps its own place.
 */
export function FreeBandField({
  clientId,
  label,
  keep,
}: {
  clientId: number;
  label: string;
  keep?: { day: string; time: string };
}) {
  const day: unknown = useFormContext().watch('due_date');
  const chosen = typeof day === 'string' && isRealDate(day) && !isWeekend(day) ? day : null;
  const diary = useClientDiary(clientId, chosen);
  const diaryDay = diary.data?.days.find((d) => d.date === chosen);
  const kept = (b: { time: string; in_pattern: boolean }) =>
    diaryDay?.bookable && b.in_pattern && keep?.day === chosen && keep.time === b.time ? 1 : 0;
  const choices = chosen
    ? (diaryDay?.bands ?? [])
        .map((b) => ({ ...b, free: b.free + kept(b) }))
        .filter((b) => b.free > 0)
        .map((b) => ({ value: b.time, label: `${bandLabel(b.time)}: ${b.free} of ${b.capacity} free` }))
    : undefined;
  // A day with nothing to offer says why (the diary's words), in place of the usual hint.
  const closed = choices?.length === 0 ? diaryDay?.closed : null;
  return (
    <SelectField
      name="time"
      label={label}
      hint={closed ?? (chosen ? 'Only times with room in the coach’s diary' : 'Choose a weekday first')}
      choices={choices}
      loading={chosen !== null && diary.isPending}
    />
  );
}
