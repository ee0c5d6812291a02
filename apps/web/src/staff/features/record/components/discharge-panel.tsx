import type { ClientRecord } from '@coaching/shared/schemas/staff-clients';
import {
  DISCHARGE_NOTE_MAX,
  DISCHARGE_REASON_LABELS,
  DISCHARGE_REASONS,
  type Discharge,
  dischargeForm,
} from '@coaching/shared/schemas/staff-discharge';
import { Button } from '../../../../components/button.tsx';
import { ChoiceGroup } from '../../../../components/form/choice-group.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { RefusalNotice } from '../../../components/refusal-notice.tsx';
import { useStaffMe } from '../../../lib/api/get-staff-me.ts';
import { formatUkDateTime } from '../../../lib/format.ts';
import { useOpenForm } from '../../../lib/use-open-form.ts';
import { useDischargeClient } from '../api/discharge-client.ts';
import { useReopenCase } from '../api/reopen-case.ts';

const reasonLine = (d: Discharge) =>
  d.reason === 'disengaged' && d.contact_attempts
    ? `Disengaged after ${d.contact_attempts} contact attempts`
    : DISCHARGE_REASON_LABELS[d.reason];

/** A discharged case: why and when, and (administrators) opening it again. */
function Discharged({ record, discharge }: { record: ClientRecord; discharge: Discharge }) {
  const me = useStaffMe();
  const reopen = useReopenCase();
  return (
    <section className="staff-panel" aria-labelledby="discharge-panel">
      <h2 className="heading-s" id="discharge-panel">
        Discharged
      </h2>
      <p>
        {reasonLine(discharge)}, on {formatUkDateTime(discharge.discharged_at)}
        {discharge.by ? ` by ${discharge.by.name}` : ''}.
      </p>
      {discharge.note ? <p>Note: {discharge.note}</p> : null}
      <p>The record is kept for the service; the client can still sign in to download their data.</p>
      {me.role === 'admin' ? (
        <>
          <RefusalNotice error={reopen.error} fallback="The case could not be reopened. Try again." />
          <Button variant="secondary" onClick={() => reopen.mutate(record.id)}>
            Reopen this case
          </Button>
        </>
      ) : null}
    </section>
  );
}

/** Discharging an open client: the case is closed and kept, unlike a closure request (issue 29). */
function DischargeForm({ record }: { record: ClientRecord }) {
  const discharge = useDischargeClient();
  const form = useZodForm(dischargeForm, { note: '' });
  const forms = useOpenForm<'discharge'>();
  const reason = form.watch('reason');
  if (forms.open !== 'discharge') {
    return (
      <section className="staff-panel" aria-labelledby="discharge-panel">
        <h2 className="heading-s" id="discharge-panel">
          Discharge
        </h2>
        <p>End this client’s coaching. The record is kept; the client is told by their preferred channel.</p>
        <Button variant="secondary" onClick={() => forms.show('discharge')}>
          Discharge client
        </Button>
      </section>
    );
  }
  return (
    <section className="staff-panel" aria-labelledby="discharge-panel">
      <h2 className="heading-s" id="discharge-panel">
        Discharge
      </h2>
      <Form form={form} onSubmit={(values) => discharge.mutateAsync({ clientId: record.id, ...values })}>
        <ChoiceGroup
          name="reason"
          legend="Why is the client discharged?"
          choices={DISCHARGE_REASONS.map((value) => ({ value, label: DISCHARGE_REASON_LABELS[value] }))}
        />
        {reason === 'disengaged' ? (
          <TextField name="contact_attempts" label="Contact attempts made" type="number" width="short" />
        ) : null}
        <TextField
          name="note"
          label={reason === 'other' ? 'Note' : 'Note (optional)'}
          hint="Kept in the record; the client sees it in their data download."
          multiline
          maxLength={DISCHARGE_NOTE_MAX}
        />
        <div className="button-group">
          <Button type="submit" variant="warning">
            Discharge client
          </Button>
          <Button type="button" variant="secondary" onClick={() => forms.close('discharge')}>
            Cancel
          </Button>
        </div>
      </Form>
    </section>
  );
}

/** Discharge, or the discharge already made; nothing for an account closed at the client's request. */
export function DischargePanel({ record }: { record: ClientRecord }) {
  const me = useStaffMe();
  if (record.discharge) return <Discharged record={record} discharge={record.discharge} />;
  if (record.closed_at || record.closure_requested_at) return null;
  if (me.role !== 'admin' && record.coach?.id !== me.id) return null;
  return <DischargeForm record={record} />;
}
