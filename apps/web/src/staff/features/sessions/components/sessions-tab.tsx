import { TIME_LABELS } from '@coaching/shared/constants';
import { formatUkDate } from '@coaching/shared/rules/dates';
import type { StaffSessionView } from '@coaching/shared/schemas/staff-sessions';
import { useSearchParams } from 'react-router';
import { Button } from '../../../../components/button.tsx';
import { Page } from '../../../../components/page.tsx';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { Loaded } from '../../../components/loaded.tsx';
import { useStaffSessions } from '../../../lib/api/get-staff-sessions.ts';
import { fullName } from '../../../lib/format.ts';
import { SESSION_STATUS_LABELS, SESSION_TYPE_LABELS } from '../../../lib/session-labels.ts';
import { type OpenForm, useOpenForm } from '../../../lib/use-open-form.ts';
import { useClientId, useRecord } from '../../../lib/use-record.ts';
import { SessionActions } from './session-actions.tsx';
import { MoveForm, ScheduleForm, SessionNoteForm } from './session-forms.tsx';
import { SessionNotes } from './session-notes.tsx';

/** `linked`: the session whose move form the address opened (My day's "Rearrange"). */
function sessionColumns(
  clientId: number,
  forms: OpenForm,
  linked: number | null,
): Column<StaffSessionView>[] {
  return [
    { key: 'date', header: 'Date', cell: (s) => formatUkDate(s.due_date) },
    { key: 'time', header: 'Time', cell: (s) => TIME_LABELS[s.time] },
    { key: 'type', header: 'Type', cell: (s) => SESSION_TYPE_LABELS[s.type] },
    {
      key: 'status',
      header: 'Status',
      cell: (s) => (
        <span className={`tag${s.status === 'due' ? ' tag--green' : ''}`}>
          {SESSION_STATUS_LABELS[s.status]}
        </span>
      ),
    },
    {
      key: 'notes',
      header: 'Notes',
      cell: (s) => (
        <>
          <SessionNotes clientId={clientId} session={s} />
          {forms.open === `note-${s.id}` ? (
            <SessionNoteForm clientId={clientId} session={s} onDone={() => forms.close(`note-${s.id}`)} />
          ) : null}
          {forms.open === `move-${s.id}` ? (
            <MoveForm
              clientId={clientId}
              session={s}
              onDone={() => forms.close(`move-${s.id}`)}
              linked={linked === s.id}
            />
          ) : null}
        </>
      ),
    },
    {
      key: 'change',
      header: 'Change',
      headerHidden: true,
      className: 'table__actions',
      cell: (s) => <SessionActions session={s} forms={forms} />,
    },
  ];
}

export function SessionsTab() {
  const record = useRecord();
  const clientId = useClientId();
  const sessions = useStaffSessions(clientId);
  // My day's "Rearrange" arrives with ?move=<session id>: that session's move form is open.
  const moving = useSearchParams()[0].get('move');
  const forms = useOpenForm(moving ? `move-${moving}` : null);
  return (
    <Page title={`${fullName(record)}: sessions`} wide>
      <h2 className="heading-l">Sessions</h2>
      {forms.open === 'schedule' ? (
        <section className="staff-panel" aria-labelledby="schedule-session">
          <h3 className="heading-m" id="schedule-session">
            Schedule a session
          </h3>
          <ScheduleForm clientId={clientId} onDone={() => forms.close('schedule')} />
        </section>
      ) : (
        <p>
          <Button onClick={() => forms.show('schedule')}>Schedule a session</Button>
        </p>
      )}
      <Loaded query={sessions} what="the sessions">
        {(list) => (
          <DataTable
            caption="Sessions, earliest first"
            captionHidden
            columns={sessionColumns(clientId, forms, moving ? Number(moving) : null)}
            rows={list}
            rowKey={(s) => s.id}
            empty="No sessions yet."
          />
        )}
      </Loaded>
    </Page>
  );
}
