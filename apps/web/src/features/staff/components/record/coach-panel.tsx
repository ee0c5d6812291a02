import type { ClientRecord } from '@coaching/shared/schemas/staff-clients';
import { useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { Notice } from '../../../../components/inset.tsx';
import { useAssignCoach } from '../../api/assign-coach.ts';
import { useStaffMe } from '../../api/get-staff-me.ts';
import { useTeam } from '../../api/get-team.ts';
import { useMarkFirstChat } from '../../api/mark-first-chat.ts';

function AssignToColleague({ record }: { record: ClientRecord }) {
  const team = useTeam();
  const assign = useAssignCoach();
  const [chosen, setChosen] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) assign.mutate({ clientId: record.id, coachId: Number(chosen) });
      }}
    >
      <div className="form-group">
        <label className="label" htmlFor="assign-coach">
          Give this client to
        </label>
        <select
          id="assign-coach"
          className="select"
          value={chosen}
          onChange={(e) => setChosen(e.target.value)}
        >
          <option value="">{team.isPending ? 'Loading...' : 'Select a coach'}</option>
          {team.data?.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary">
        Assign coach
      </Button>
    </form>
  );
}

/** First chat and who coaches the client. */
export function CoachPanel({ record }: { record: ClientRecord }) {
  const me = useStaffMe();
  const firstChat = useMarkFirstChat();
  const assign = useAssignCoach();
  const [done, setDone] = useState(false);
  if (record.closed_at) return null;
  return (
    <section className="staff-panel" aria-labelledby="coach-panel">
      <h2 className="heading-s" id="coach-panel">
        Coaching
      </h2>
      <p>Chats completed: {record.completed_calls}</p>
      {done ? <Notice kind="success">First chat recorded.</Notice> : null}
      {firstChat.isError ? <Notice kind="error">The chat could not be recorded. Try again.</Notice> : null}
      <p>
        <Button onClick={() => firstChat.mutate(record.id, { onSuccess: () => setDone(true) })}>
          Mark first chat done
        </Button>
      </p>
      {record.coach === null ? (
        <p>
          <Button variant="secondary" onClick={() => assign.mutate({ clientId: record.id, coachId: me.id })}>
            Take on this client
          </Button>
        </p>
      ) : null}
      {me.role === 'admin' ? <AssignToColleague record={record} /> : null}
    </section>
  );
}
