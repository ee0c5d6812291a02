import { type Casework, riskFlagForm } from '@coaching/shared/schemas/staff-casework';
import { Button } from '../../../../components/button.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { useClearFlag, useSetFlag } from '../../api/casework.ts';
import { formatUkDateTime } from '../format.ts';

function ClearForm({ clientId, flag }: { clientId: number; flag: Casework['flags'][number] }) {
  const clear = useClearFlag();
  const form = useZodForm(riskFlagForm, { reason: '' });
  return (
    <Form form={form} onSubmit={(values) => clear.mutateAsync({ clientId, flagId: flag.id, ...values })}>
      <TextField name="reason" label={`Why clear “${flag.reason}”`} />
      <Button type="submit" variant="secondary">
        Clear flag
      </Button>
    </Form>
  );
}

export function RiskFlags({ clientId, casework }: { clientId: number; casework: Casework }) {
  const set = useSetFlag();
  const form = useZodForm(riskFlagForm, { reason: '' });
  return (
    <section aria-labelledby="risk-flags">
      <h2 className="heading-m" id="risk-flags">
        Risk flags
      </h2>
      {casework.automatic_flags.length === 0 && casework.flags.length === 0 ? <p>No risk flags.</p> : null}
      <ul className="action-list">
        {casework.automatic_flags.map((reason) => (
          <li key={reason}>
            <span className="tag tag--red">Automatic</span> {reason}
          </li>
        ))}
        {casework.flags.map((flag) => (
          <li key={flag.id} className="staff-panel">
            <p>
              <span className="tag tag--red">Flag</span> {flag.reason} (set {formatUkDateTime(flag.at)} by{' '}
              {flag.by ?? 'former staff'})
            </p>
            <ClearForm clientId={clientId} flag={flag} />
          </li>
        ))}
      </ul>
      {casework.cleared_flags.length > 0 ? (
        <>
          <h3 className="heading-s">Cleared flags</h3>
          <ul className="action-list">
            {casework.cleared_flags.map((flag) => (
              <li key={flag.id}>
                <span className="tag">Cleared</span> {flag.reason} (set {formatUkDateTime(flag.at)} by{' '}
                {flag.by ?? 'former staff'}; cleared {formatUkDateTime(flag.cleared_at)} by{' '}
                {flag.cleared_by ?? 'former staff'}: {flag.clear_reason})
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Form
        form={form}
        onSubmit={async (values) => {
          await set.mutateAsync({ clientId, ...values });
          form.reset({ reason: '' });
        }}
      >
        <TextField name="reason" label="Set a risk flag: the reason" />
        <Button type="submit" variant="secondary">
          Set flag
        </Button>
      </Form>
    </section>
  );
}
