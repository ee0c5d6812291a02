import { useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { useAccounts } from '../../../lib/api/get-accounts.ts';
import { type AuditFilter, useAuditActions } from '../api/get-audit.ts';

type Choice = { value: string; label: string };

function Select({
  id,
  label,
  value,
  onChange,
  choices,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: Choice[];
}) {
  return (
    <div className="form-group">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="select" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Any</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const numberOrNothing = (value: string) => (/^\d+$/.test(value) ? Number(value) : undefined);

/** Who did it, to which client or staff account, and what: each optional. */
export function AuditFilters({ onChange }: { onChange: (filter: AuditFilter) => void }) {
  const accounts = useAccounts();
  const actions = useAuditActions();
  const [clientId, setClientId] = useState('');
  const [staffId, setStaffId] = useState('');
  const [targetStaffId, setTargetStaffId] = useState('');
  const [action, setAction] = useState('');
  // Retired accounts too: their past changes stay in the log.
  const people = (accounts.data ?? []).map((a) => ({
    value: String(a.id),
    label: a.active ? a.name : `${a.name} (retired)`,
  }));
  return (
    <form
      className="staff-panel"
      aria-label="Filter the audit log"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({
          client_id: numberOrNothing(clientId),
          staff_id: numberOrNothing(staffId),
          target_staff_id: numberOrNothing(targetStaffId),
          action: action || undefined,
        });
      }}
    >
      <Select id="audit-staff" label="Done by" value={staffId} onChange={setStaffId} choices={people} />
      <div className="form-group">
        <label className="label" htmlFor="audit-client">
          Client number
        </label>
        <input
          id="audit-client"
          className="input input--short"
          inputMode="numeric"
          value={clientId}
          onChange={(e) => setClientId(e.target.value.replace(/\D/g, ''))}
        />
      </div>
      <Select
        id="audit-target-staff"
        label="Staff account changed"
        value={targetStaffId}
        onChange={setTargetStaffId}
        choices={people}
      />
      <Select
        id="audit-action"
        label="Action"
        value={action}
        onChange={setAction}
        choices={(actions.data ?? []).map((a) => ({ value: a, label: a }))}
      />
      <Button type="submit" variant="secondary">
        Show entries
      </Button>
    </form>
  );
}
