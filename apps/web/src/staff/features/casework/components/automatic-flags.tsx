import { acknowledgeFlagForm, type Casework } from '@coaching/shared/schemas/staff-casework';
import { useEffect } from 'react';
import { z } from 'zod';
import { Button } from '../../../../components/button.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { SubmitOrCancel } from '../../../../components/form/submit-or-cancel.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { formatUkDateTime } from '../../../lib/format.ts';
import type { OpenForm } from '../../../lib/use-open-form.ts';
import { useAcknowledgeFlag } from '../api/acknowledge-flag.ts';

type Flag = Casework['automatic_flags'][number];

// Under "acknowledge." so the note's id differs from the case note's on the same page.
const acknowledgeForm = z.object({ acknowledge: acknowledgeFlagForm });

function AcknowledgeForm({ clientId, flag, onDone }: { clientId: number; flag: Flag; onDone: () => void }) {
  const acknowledge = useAcknowledgeFlag();
  const form = useZodForm(acknowledgeForm, { acknowledge: { note: '' } });
  const { setFocus } = form;
  useEffect(() => setFocus('acknowledge.note'), [setFocus]);
  return (
    <Form
      form={form}
      onSubmit={async ({ acknowledge: values }) => {
        await acknowledge.mutateAsync({ clientId, kind: flag.kind, ...values });
        onDone();
      }}
    >
      <TextField
        name="acknowledge.note"
        label="Note (optional)"
        hint="The flag leaves My day until a later health check raises it again"
      />
      <SubmitOrCancel submit="Acknowledge flag" onCancel={onDone} />
    </Form>
  );
}

/** Flags the latest health check raised, each to acknowledge, and every acknowledgement so far. */
export function AutomaticFlags({
  clientId,
  casework,
  forms,
}: {
  clientId: number;
  casework: Casework;
  forms: OpenForm;
}) {
  return (
    <>
      <ul className="action-list">
        {casework.automatic_flags.map((flag) => (
          <li key={flag.kind} className="staff-panel">
            <p>
              <span className="tag tag--red">Automatic</span> {flag.reason} (health check of{' '}
              {formatUkDateTime(flag.check_at)})
            </p>
            {forms.open === `acknowledge-${flag.kind}` ? (
              <AcknowledgeForm
                clientId={clientId}
                flag={flag}
                onDone={() => forms.close(`acknowledge-${flag.kind}`)}
              />
            ) : (
              <Button variant="secondary" onClick={() => forms.show(`acknowledge-${flag.kind}`)}>
                Acknowledge<span className="visually-hidden"> “{flag.reason}”</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
      {casework.acknowledged_flags.length > 0 ? (
        <>
          <h3 className="heading-s">Acknowledged automatic flags</h3>
          <ul className="action-list">
            {casework.acknowledged_flags.map((flag) => (
              <li key={flag.id}>
                <span className="tag">Acknowledged</span> {flag.reason} (health check of{' '}
                {formatUkDateTime(flag.check_at)}; acknowledged {formatUkDateTime(flag.at)} by{' '}
                {flag.by ?? 'former staff'}
                {flag.note ? `: ${flag.note}` : ''})
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
