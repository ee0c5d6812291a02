import { todayIso } from '@coaching/shared/rules/dates';
import { lastMissedDay, MESSAGE_SNIPPETS, type SnippetKey } from '@coaching/shared/rules/snippets';
import { useFormContext } from 'react-hook-form';
import { useStaffSessions } from '../../lib/api/get-staff-sessions.ts';

const KEYS = Object.keys(MESSAGE_SNIPPETS) as SnippetKey[];

/**
 * Puts a ready-made message, with the client's first name, into the message box to edit and send; the
 * missed-session one names the day of the client's last missed session.
 */
export function SnippetChoice({ clientId, firstName }: { clientId: number; firstName: string }) {
  const { setValue } = useFormContext();
  const sessions = useStaffSessions(clientId);
  const context = { lastMissed: lastMissedDay(sessions.data ?? []), today: todayIso() };
  return (
    <div className="form-group">
      <label className="label" htmlFor="snippet">
        Start from a snippet
      </label>
      <select
        id="snippet"
        className="select"
        value=""
        onChange={(e) => {
          const key = e.target.value as SnippetKey;
          if (key) setValue('message', MESSAGE_SNIPPETS[key].text(firstName, context), { shouldDirty: true });
        }}
      >
        <option value="">Choose a snippet</option>
        {KEYS.map((key) => (
          <option key={key} value={key}>
            {MESSAGE_SNIPPETS[key].label}
          </option>
        ))}
      </select>
    </div>
  );
}
