import { CONTENT_TEXT, type EventForm, isPastEventDate } from '@coaching/shared/schemas/staff-content';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema.ts';
import { requireHeldVersion } from '../../lib/conditional-write.ts';
import { fieldError, HttpError } from '../../lib/http-errors.ts';
import { auditedChange } from '../staff-audit/audit-repository.ts';
import { insertEvent, lockEvent, updateEvent } from './content-repository.ts';

/**
 * Adds an event (`eventId` null) or edits one, with its audit row; null when there is no such event.
 * A slug another event has is refused (409, on the field); so is moving an event's date into the
 * past (adding one in the past is refused by the schema, newEventForm); so is an edit whose If-Match
 * names an earlier version (412). Saves take turns, so two at once cannot both find a slug free nor
 * both save over the same version.
 */
export function saveEvent(
  db: Db,
  staffId: number,
  eventId: number | null,
  form: EventForm,
  ifMatch?: string | undefined,
) {
  return auditedChange(
    db,
    async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('events_slug'))`);
      if (eventId !== null) {
        const before = await lockEvent(tx, eventId);
        if (!before) return null;
        requireHeldVersion(ifMatch, before.version);
        if (form.start_date !== before.start_date && isPastEventDate(form.start_date)) {
          throw fieldError('start_date', CONTENT_TEXT.pastEvent);
        }
      }
      const [taken] = await tx
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.slug, form.slug), eventId === null ? undefined : ne(events.id, eventId)))
        .limit(1);
      if (taken) throw new HttpError(409, CONTENT_TEXT.slugTaken, { slug: [CONTENT_TEXT.slugTaken] });
      return eventId === null ? insertEvent(tx, form) : updateEvent(tx, eventId, form);
    },
    (e) => ({ staffId, action: eventId === null ? 'added event' : 'edited event', detail: `event ${e.id}` }),
  );
}
