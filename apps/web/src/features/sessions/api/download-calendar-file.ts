import type { SessionView } from '@coaching/shared/schemas/sessions';
import { saveClientFile } from '../../../lib/save-client-file.ts';

/** The session's .ics file: opening it adds the session to the person's calendar, or updates it. */
export const downloadCalendarFile = (session: SessionView) =>
  saveClientFile(`/api/mlw/sessions/${session.id}/calendar.ics`, `session-${session.due_date}.ics`);
