import type { SessionView } from '@coaching/shared/schemas/sessions';
import { saveFile } from '../../../lib/save-file.ts';
import { tokenStorage } from '../../../lib/token-storage.ts';

/** The session's .ics file: opening it adds the session to the person's calendar, or updates it. */
export const downloadCalendarFile = (session: SessionView) =>
  saveFile(
    `/api/mlw/sessions/${session.id}/calendar.ics`,
    tokenStorage.get(),
    `session-${session.due_date}.ics`,
  );
