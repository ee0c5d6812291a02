import { plural } from '@coaching/shared/rules/wording';
import type { BulkFollowUpAnswer } from '@coaching/shared/schemas/staff-clients';
import { followUpForm } from '@coaching/shared/schemas/staff-record-forms';
import { useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { Notice } from '../../../../components/inset.tsx';
import { ReminderTypeChoice } from '../../../components/form/reminder-type-choice.tsx';
import { useBulkFollowUp } from '../api/bulk-follow-up.ts';

type Sent = BulkFollowUpAnswer & { names: Map<number, string> };

function Outcome({ answer }: { answer: Sent }) {
  const by = answer.reminder_type === 'text' ? 'text message' : 'email';
  return (
    <Notice kind={answer.refused.length === 0 ? 'success' : 'error'}>
      <p>
        Follow-up links sent to {plural(answer.sent, 'client')} by {by}.
      </p>
      {answer.refused.length > 0 ? (
        <>
          <p>Not sent to {plural(answer.refused.length, 'client')}:</p>
          <ul className="list--bullet">
            {answer.refused.map((r) => (
              <li key={r.client_id}>
                {answer.names.get(r.client_id) ?? `Client #${r.client_id}`}: {r.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Notice>
  );
}

/**
 * Administrators: the follow-up health check link to each chosen client, as the record sends one.
 * Names are taken when the links are sent: the list may have moved on by the time the answer is read.
 */
export function BulkFollowUp({
  selected,
  nameOf,
  onDone,
}: {
  selected: number[];
  nameOf: (clientId: number) => string | undefined;
  onDone: () => void;
}) {
  const send = useBulkFollowUp();
  const form = useZodForm(followUpForm, { reminder_type: 'email' });
  const [answer, setAnswer] = useState<Sent | null>(null);
  return (
    <section className="staff-panel" aria-labelledby="bulk-follow-up">
      <h2 className="heading-s" id="bulk-follow-up">
        Send the follow-up health check link to the clients you ticked
      </h2>
      {answer ? <Outcome answer={answer} /> : null}
      <Form
        form={form}
        onSubmit={async (values) => {
          const names = new Map<number, string>();
          for (const id of selected) {
            const name = nameOf(id);
            if (name) names.set(id, name);
          }
          setAnswer(null);
          setAnswer({ ...(await send.mutateAsync({ client_ids: selected, ...values })), names });
          onDone();
        }}
      >
        <ReminderTypeChoice legend="Send the links by" />
        <Button type="submit" variant="secondary" disabled={selected.length === 0}>
          Send links to {selected.length} selected
        </Button>
      </Form>
    </section>
  );
}
