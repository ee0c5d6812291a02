import { formatUkDate } from '@coaching/shared/rules/dates';
import { FOLLOW_UP_SEND_TEXT, isRecentLink, lastLinkLine } from '@coaching/shared/rules/follow-up-send';
import type { ClientRecord } from '@coaching/shared/schemas/staff-clients';
import { followUpForm } from '@coaching/shared/schemas/staff-record-forms';
import { useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { CheckboxField } from '../../../../components/form/checkbox-field.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { Notice } from '../../../../components/inset.tsx';
import { ReminderTypeChoice } from '../../../components/form/reminder-type-choice.tsx';
import { formatUkDateTime } from '../../../lib/format.ts';
import { useSendFollowUp } from '../api/send-follow-up.ts';

const STATUS_LABELS = { done: 'Done', due: 'Due now', upcoming: 'Upcoming', missed: 'Missed' } as const;

/**
 * The 3, 6 and 12-month checks, and sending the link now. Before sending it says why a text cannot go
 * (and offers e-mail), and asks to confirm another link within a week of the last (issue 29).
 */
export function FollowUpPanel({ record }: { record: ClientRecord }) {
  const send = useSendFollowUp();
  const form = useZodForm(followUpForm, { reminder_type: 'email', confirm_resend: false });
  const [sent, setSent] = useState<string | null>(null);
  const method = form.watch('reminder_type');
  if (record.closed_at || record.assessments.length === 0) return null;
  const lastSent = record.follow_up_last_sent ? new Date(record.follow_up_last_sent.sent_at) : null;
  const recent = isRecentLink(lastSent, new Date()) ? lastSent : null;
  const textRefusal = method === 'text' ? record.follow_up_text_refusal : null;
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
          if (textRefusal) {
            form.setError('reminder_type', { message: textRefusal });
            return;
          }
          if (recent && !values.confirm_resend) {
            form.setError('confirm_resend', { message: FOLLOW_UP_SEND_TEXT.confirmResend });
            return;
          }
          const answer = await send.mutateAsync({ clientId: record.id, ...values });
          form.reset({ reminder_type: values.reminder_type, confirm_resend: false });
          setSent(answer.reminder_type === 'text' ? 'Link sent by text message.' : 'Link sent by email.');
        }}
      >
        <ReminderTypeChoice legend="Send the health check link by" hint={textRefusal ?? undefined} />
        {textRefusal ? (
          <p>
            <Button type="button" variant="secondary" onClick={() => form.setValue('reminder_type', 'email')}>
              Send by email instead
            </Button>
          </p>
        ) : null}
        {recent ? (
          <CheckboxField name="confirm_resend" label={`${lastLinkLine(recent)} Send another link anyway`} />
        ) : null}
        <Button type="submit" variant="secondary">
          Send link now
        </Button>
      </Form>
    </section>
  );
}
