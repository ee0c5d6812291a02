import { formatUkDate } from '@coaching/shared/rules/dates';
import type { SessionView } from '@coaching/shared/schemas/sessions';
import { CellLabel } from '../../../components/cell-label.tsx';
import { sessionStatus, sessionTime, sessionType } from '../session-labels.ts';

export function SessionTable({
  caption,
  sessions,
  empty,
  actions,
}: {
  caption: string;
  sessions: SessionView[];
  empty: string;
  actions: (session: SessionView) => React.ReactNode;
}) {
  if (sessions.length === 0) return <p>{empty}</p>;
  return (
    <table className="table table--stack">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Session</th>
          <th scope="col">Date</th>
          <th scope="col">Time</th>
          <th scope="col">Status</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {sessions.map((session) => (
          <tr key={session.id}>
            <td>
              <CellLabel>Session</CellLabel>
              {sessionType(session)}
            </td>
            <td>
              <CellLabel>Date</CellLabel>
              {formatUkDate(session.due_date)}
            </td>
            <td>
              <CellLabel>Time</CellLabel>
              {sessionTime(session)}
            </td>
            <td>
              <CellLabel>Status</CellLabel>
              {sessionStatus(session)}
            </td>
            <td className="table__actions">{actions(session)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
