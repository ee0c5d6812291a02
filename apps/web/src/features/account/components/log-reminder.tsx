import { TIME_LABELS, TIME_RANGES, TIMES } from '@coaching/shared/constants';
import { WEEKDAY_NAMES } from '@coaching/shared/rules/self-log-reminder';
import { type SelfLogReminder, selfLogReminderOn } from '@coaching/shared/schemas/self-log';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { ChoiceGroup } from '../../../components/form/choice-group.tsx';
import { Form } from '../../../components/form/form.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { Notice } from '../../../components/inset.tsx';
import { useLogReminder, useSaveLogReminder } from '../api/log-reminder.ts';

const WEEKDAYS = WEEKDAY_NAMES.map((label, index) => ({ value: index + 1, label }));
const BANDS = TIMES.map((t) => ({ value: t, label: `${TIME_LABELS[t]} (${TIME_RANGES[t]})` }));

function LogReminderForm({ reminder, stopAsked }: { reminder: SelfLogReminder; stopAsked: boolean }) {
  const save = useSaveLogReminder();
  const form = useZodForm(selfLogReminderOn, {
    on: true,
    weekday: reminder.weekday ?? 1,
    band: reminder.band ?? 'morning',
  });
  const stop = () => save.mutate({ on: false });
  const question = useRef<HTMLDivElement>(null);
  const asking = reminder.on && stopAsked;
  // Opened from the message's link, the question is why the page is open: it sits far down a long
  // page, and signing in first loses the link's #log-reminder, so it is brought into view and focused.
  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);
  return (
    <>
      {asking ? (
        <div tabIndex={-1} ref={question}>
          <Notice kind="warning" title="Stop reminders to record?">
            <p>You asked to stop the weekly reminder to record.</p>
            <Button onClick={stop}>Stop reminders to record</Button>
          </Notice>
        </div>
      ) : null}
      {save.isSuccess ? (
        <Notice kind="success">
          <p>
            {reminder.on
              ? `We will remind you on ${WEEKDAY_NAMES[(reminder.weekday ?? 1) - 1]}s if you have not recorded anything that week.`
              : 'Reminders to record are off.'}
          </p>
        </Notice>
      ) : null}
      {save.isError ? (
        <Notice kind="error">
          <p>Your reminder could not be saved. Please try again.</p>
        </Notice>
      ) : null}
      <p>{reminder.on ? 'Your weekly reminder is on.' : 'Your weekly reminder is off.'}</p>
      <Form form={form} onSubmit={(values) => save.mutateAsync(values)}>
        <SelectField name="weekday" label="Day of the week" choices={WEEKDAYS} numeric />
        <ChoiceGroup name="band" legend="Time of day" choices={BANDS} />
        <div className="button-group">
          <Button type="submit">{reminder.on ? 'Change reminder' : 'Turn on reminder'}</Button>
          {reminder.on ? (
            <Button variant="secondary" onClick={stop}>
              Stop reminders to record
            </Button>
          ) : null}
        </div>
      </Form>
    </>
  );
}

/** The weekly reminder to record between checks (issue 31): off unless turned on, stopped in one click. */
export function LogReminderBlock() {
  const reminder = useLogReminder();
  const [search] = useSearchParams();
  return (
    <section id="log-reminder" aria-labelledby="log-reminder-heading">
      <h2 className="heading-m" id="log-reminder-heading">
        Reminder to record
      </h2>
      <p>
        A weekly reminder to record your weight, activity, drinks or smoking, by e-mail or text as set above,
        and on the devices you turned notifications on for. We only send it in a week you have not recorded
        anything by then.
      </p>
      {reminder.data ? (
        <LogReminderForm reminder={reminder.data} stopAsked={search.get('stop') === 'log-reminder'} />
      ) : null}
      {reminder.isError ? (
        <Notice kind="error">
          <p>Your reminder to record could not be loaded. Please try again later.</p>
        </Notice>
      ) : null}
    </section>
  );
}
