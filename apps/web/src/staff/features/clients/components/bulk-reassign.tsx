import { useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { Notice } from '../../../../components/inset.tsx';
import { useTeam } from '../../../lib/api/get-team.ts';
import { refusalText } from '../../../lib/refusal.ts';
import { useBulkReassign } from '../api/bulk-reassign.ts';

/** Administrators: the chosen clients, with their upcoming sessions, to one coach or back to the pool. */
export function BulkReassign({ selected, onDone }: { selected: number[]; onDone: () => void }) {
  const team = useTeam();
  const reassign = useBulkReassign();
  const [coach, setCoach] = useState('');
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!coach) {
      setOutcome({ kind: 'error', text: 'Choose a coach, or back to the pool.' });
      return;
    }
    reassign.mutate(
      { client_ids: selected, coach_id: coach === 'pool' ? null : Number(coach) },
      {
        onSuccess: ({ moved }) => {
          setOutcome({
            kind: 'success',
            text: `${moved} ${moved === 1 ? 'client' : 'clients'} reassigned with their sessions.`,
          });
          onDone();
        },
        onError: (e) =>
          setOutcome({
            kind: 'error',
            text: refusalText(e, 'The clients could not be reassigned.'),
          }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="staff-panel" aria-labelledby="bulk-reassign">
      <h2 className="heading-s" id="bulk-reassign">
        Reassign the clients you ticked
      </h2>
      {outcome ? <Notice kind={outcome.kind}>{outcome.text}</Notice> : null}
      <div className="form-group">
        <label className="label" htmlFor="bulk-coach">
          New coach
        </label>
        <select id="bulk-coach" className="select" value={coach} onChange={(e) => setCoach(e.target.value)}>
          <option value="">Choose a coach</option>
          <option value="pool">Back to the pool (nobody yet)</option>
          {(team.data ?? []).map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={selected.length === 0}>
        Reassign {selected.length} selected
      </Button>
    </form>
  );
}
