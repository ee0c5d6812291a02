import { isRealDate, isWeekend } from '@coaching/shared/rules/dates';
import { bandLabel } from '@coaching/shared/rules/diary';
import { useFormContext } from 'react-hook-form';
import { SelectField } from '../../../../components/form/select-field.tsx';
import { useClientDiary } from '../../api/get-diary.ts';

/**
 * The time band, offering only bands of the chosen day with room in the coach's diary (the server
 * still checks, for two people booking at once). A session being moved keeps its own place.
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
  const bands = diary.data?.days.find((d) => d.date === chosen)?.bands ?? [];
  const choices = chosen
    ? bands
        .map((b) => ({ ...b, free: b.free + (keep?.day === chosen && keep.time === b.time ? 1 : 0) }))
        .filter((b) => b.free > 0)
        .map((b) => ({ value: b.time, label: `${bandLabel(b.time)}: ${b.free} of ${b.capacity} free` }))
    : undefined;
  return (
    <SelectField
      name="time"
      label={label}
      hint={chosen ? 'Only times with room in the coach’s diary' : 'Choose a weekday first'}
      choices={choices}
      loading={chosen !== null && diary.isPending}
    />
  );
}
