import { type Casework, riskFlagForm } from '@coaching/shared/schemas/staff-casework';
import { Button } from '../../../../components/button.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { useClearFlag, useSetFlag } from '../../../lib/api/casework.ts';
import { formatUkDateTime } from '../../../lib/format.ts';
import type { OpenForm } from '../../../lib/use-open-form.ts';
import { AutomaticFlags } from './automatic-flags.tsx';

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

type Props = { clientId: number; casework: Casework; forms: OpenForm };

export function RiskFlags({ clientId, casework, forms }: Props) {
  const set = useSetFlag();
  const form = useZodForm(riskFlagForm, { reason: '' });
  return (
    <section aria-labelledby="risk-flags">
      <h2 className="heading-m" id="risk-flags">
        Risk flags
      </h2>
      {casework.automatic_flags.length === 0 && casework.flags.length === 0 ? <p>No risk flags.</p> : null}
      <AutomaticFlags clientId={clientId} casework={casework} forms={forms} />
      <ul className="action-list">
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
