import { formatUkDate } from '@coaching/shared/rules/dates';
import type { ClientRecord } from '@coaching/shared/schemas/staff-clients';
import { followUpForm } from '@coaching/shared/schemas/staff-record-forms';
import { useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { Notice } from '../../../../components/inset.tsx';
import { useSendFollowUp } from '../../api/send-follow-up.ts';
import { ReminderTypeChoice } from '../form/reminder-type-choice.tsx';
import { formatUkDateTime } from '../format.ts';

const STATUS_LABELS = { done: 'Done', due: 'Due now', upcoming: 'Upcoming', missed: 'Missed' } as const;

/** The 3, 6 and 12-month checks, and sending the link now. */
export function FollowUpPanel({ record }: { record: ClientRecord }) {
  const send = useSendFollowUp();
  const form = useZodForm(followUpForm, { reminder_type: 'email' });
  const [sent, setSent] = useState<string | null>(null);
  if (record.closed_at || record.assessments.length === 0) return null;
  return (
    <section className="staff-panel" aria-labelledby="follow-up-panel">
      <h2 className="heading-s" id="follow-up-panel">
        Follow-up health checks
      </h2>
      <ul className="list--bullet">
        {record.follow_ups.map((f) => (
          <li key={f.months}>
            {f.months} months, {formatUkDate(f.due_date)}: {STATUS_LABELS[f.status]}
          </li>
        ))}
      </ul>
      <p>
        Last link sent:{' '}
        {record.follow_up_last_sent ? formatUkDateTime(record.follow_up_last_sent.sent_at) : 'never'}
      </p>
      {sent ? <Notice kind="success">{sent}</Notice> : null}
      <Form
        form={form}
        onSubmit={async (values) => {
          setSent(null);
          const answer = await send.mutateAsync({ clientId: record.id, ...values });
          setSent(answer.reminder_type === 'text' ? 'Link sent by text message.' : 'Link sent by email.');
        }}
      >
        <ReminderTypeChoice legend="Send the health check link by" />
        <Button type="submit" variant="secondary">
          Send link now
        </Button>
      </Form>
    </section>
  );
}
