import type { ClientRecord } from '@coaching/shared/schemas/staff-clients';
import { useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { controlProps, FieldGroup } from '../../../../components/form/field-group.tsx';
import { Notice } from '../../../../components/inset.tsx';
import { RefusalNotice } from '../../../components/refusal-notice.tsx';
import { useStaffMe } from '../../../lib/api/get-staff-me.ts';
import { useTeam } from '../../../lib/api/get-team.ts';
import { useAssignCoach } from '../api/assign-coach.ts';
import { useMarkFirstChat } from '../api/mark-first-chat.ts';

function AssignToColleague({ record }: { record: ClientRecord }) {
  const team = useTeam();
  const assign = useAssignCoach();
  const [chosen, setChosen] = useState('');
  const [unchosen, setUnchosen] = useState(false);
  const error = unchosen ? 'Select the coach to give this client to' : undefined;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setUnchosen(!chosen);
        if (chosen) assign.mutate({ clientId: record.id, coachId: Number(chosen) });
      }}
    >
      <FieldGroup name="assign-coach" label="Give this client to" error={error}>
        <select
          {...controlProps('assign-coach', undefined, error)}
          className={error ? 'select select--error' : 'select'}
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
      </FieldGroup>
      <RefusalNotice error={assign.error} fallback="The client could not be reassigned. Try again." />
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
      <RefusalNotice error={firstChat.error} fallback="The chat could not be recorded. Try again." />
      {record.completed_calls === 0 ? (
        <p>
          <Button onClick={() => firstChat.mutate(record.id, { onSuccess: () => setDone(true) })}>
            Mark first chat done
          </Button>
        </p>
      ) : null}
      <RefusalNotice error={assign.error} fallback="The client could not be taken on. Try again." />
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
