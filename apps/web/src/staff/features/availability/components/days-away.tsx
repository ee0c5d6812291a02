import { TIME_LABELS } from '@coaching/shared/constants';
import { formatUkDate, todayIso } from '@coaching/shared/rules/dates';
import { DAYS_AWAY_REASON_LABELS, DAYS_AWAY_REASONS } from '@coaching/shared/rules/days-away';
import { daysAwayForm } from '@coaching/shared/schemas/days-away';
import type { AvailabilityView } from '@coaching/shared/schemas/staff-availability';
import { useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { ChoiceGroup } from '../../../../components/form/choice-group.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { Notice } from '../../../../components/inset.tsx';
import { DateField } from '../../../components/form/date-field.tsx';
import { RearrangeLink } from '../../../components/rearrange-link.tsx';
import { fullName } from '../../../lib/format.ts';
import { SESSION_TYPE_LABELS } from '../../../lib/session-labels.ts';
import { useRecordDaysAway, useRemoveDaysAway } from '../api/days-away.ts';

type Props = { diary: AvailabilityView; staffId: number | null };
type Range = AvailabilityView['days_away'][number];

const rangeText = (r: Range) =>
  r.first_day === r.last_day
    ? formatUkDate(r.first_day)
    : `${formatUkDate(r.first_day)} to ${formatUkDate(r.last_day)}`;

/** Sessions still booked on days away: nobody would hold them, so each links to its move form. */
function BookedWhileAway({ diary }: { diary: AvailabilityView }) {
  if (diary.booked_while_away.length === 0) return null;
  return (
    <Notice kind="warning">
      <h3 className="heading-s">Sessions booked on days away</h3>
      <p>Move or cancel these: nobody will be there to hold them.</p>
      <ul className="list--bullet">
        {diary.booked_while_away.map((s) => (
          <li key={s.session_id}>
            {formatUkDate(s.date)}, {TIME_LABELS[s.time]}: {SESSION_TYPE_LABELS[s.type]} with {fullName(s)}{' '}
            <RearrangeLink session={s} />
          </li>
        ))}
      </ul>
    </Notice>
  );
}

function RemoveButton({ range, staffId }: { range: Range; staffId: number | null }) {
  const remove = useRemoveDaysAway();
  return (
    <Button
      variant="secondary"
      pending={remove.isPending}
      onClick={() => remove.mutateAsync({ staffId, id: range.id }).catch(() => undefined)}
    >
      Remove<span className="visually-hidden"> ({rangeText(range)})</span>
    </Button>
  );
}

/** Days away (docs/product.md, "Days away"): recorded, listed with Remove, and what is booked on them. */
export function DaysAway({ diary, staffId }: Props) {
  const record = useRecordDaysAway();
  const today = todayIso();
  const form = useZodForm(daysAwayForm, { first_day: today, last_day: today });
  const [recorded, setRecorded] = useState<string | null>(null);
  return (
    <section aria-labelledby="days-away">
      <h2 className="heading-m" id="days-away">
        Days away
      </h2>
      <p>Nothing can be booked with you on a day away, by you, a colleague or a client.</p>
      {recorded ? <Notice kind="success">Days away recorded: {recorded}.</Notice> : null}
      <BookedWhileAway diary={diary} />
      {diary.days_away.length === 0 ? (
        <p>No days away recorded.</p>
      ) : (
        <ul className="list--plain">
          {diary.days_away.map((r) => (
            <li key={r.id} className="button-group">
              <span>
                {rangeText(r)}: {DAYS_AWAY_REASON_LABELS[r.reason]}
              </span>
              <RemoveButton range={r} staffId={staffId} />
            </li>
          ))}
        </ul>
      )}
      <h3 className="heading-s">Record days away</h3>
      <Form
        form={form}
        onSubmit={async (values) => {
          setRecorded(null);
          await record.mutateAsync(staffId === null ? values : { ...values, staff_id: staffId });
          setRecorded(rangeText({ id: 0, ...values }));
          form.reset({ first_day: today, last_day: today });
        }}
      >
        <DateField name="first_day" label="First day away" />
        <DateField name="last_day" label="Last day away" hint="The same as the first day for one day" />
        <ChoiceGroup
          name="reason"
          legend="Why"
          choices={DAYS_AWAY_REASONS.map((value) => ({ value, label: DAYS_AWAY_REASON_LABELS[value] }))}
        />
        <Button type="submit">Record days away</Button>
      </Form>
    </section>
  );
}
