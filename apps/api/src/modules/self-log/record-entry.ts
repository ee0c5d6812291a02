import { todayIso } from '@coaching/shared/rules/dates';
import { SELF_LOG_EDIT_DAYS } from '@coaching/shared/rules/self-log';
import { daysAgo } from '@coaching/shared/rules/self-log-week';
import {
  SELF_LOG_MSG,
  type SelfLogEntry,
  type SelfLogEntryRequest,
  selfLogValue,
} from '@coaching/shared/schemas/self-log';
import type { Executor } from '../../db/client.ts';
import { fieldError, HttpError, notFound, unauthorized } from '../../lib/http-errors.ts';
import {
  deleteEntry,
  type EntryValues,
  findEntry,
  findMeasures,
  saveEntry,
  toEntry,
  updateEntry,
} from './self-log-repository.ts';

type Parsed = SelfLogEntryRequest & { measure: EntryValues['measure'] };

/** What is stored: the value in the measure's first unit and, where more was typed, what was typed. */
function toValues(entry: Parsed): EntryValues {
  const detail =
    entry.measure === 'alcohol'
      ? Object.fromEntries(Object.entries(entry.drinks ?? {}).filter(([, n]) => (n ?? 0) > 0))
      : entry.measure === 'weight' && entry.unit === 'st'
        ? { stone: entry.stone ?? 0, pounds: entry.pounds ?? 0 }
        : null;
  return {
    measure: entry.measure,
    day: entry.day,
    value: selfLogValue(entry),
    unit: entry.unit,
    detail: detail as Record<string, number> | null,
    note: entry.note ? entry.note : null,
  };
}

/** A client records only the measures of their goals. */
async function checkMeasure(db: Executor, clientId: number, entry: Parsed): Promise<void> {
  const measures = await findMeasures(db, clientId);
  if (!measures) throw unauthorized();
  if (!measures.includes(entry.measure)) throw fieldError('measure', SELF_LOG_MSG.notYours);
}

/** Records (or replaces) the day's entry of a measure. */
export async function recordEntry(db: Executor, clientId: number, entry: Parsed) {
  await checkMeasure(db, clientId, entry);
  const saved = await saveEntry(db, clientId, toValues(entry));
  if (!saved) throw new HttpError(409, 'The entry could not be saved. Please try again.');
  return {
    entry: toEntry(saved.row, todayIso()),
    status: saved.updated ? ('updated' as const) : ('created' as const),
  };
}

/** The client's entry if it is still theirs to change (SELF_LOG_EDIT_DAYS), else 404 or 400. */
async function changeableEntry(db: Executor, clientId: number, id: number) {
  const entry = await findEntry(db, clientId, id);
  if (!entry) throw notFound('Entry not found');
  if (daysAgo(entry.day, todayIso()) > SELF_LOG_EDIT_DAYS) throw fieldError('day', SELF_LOG_MSG.tooOld);
  return entry;
}

export async function changeEntry(
  db: Executor,
  clientId: number,
  id: number,
  entry: Parsed,
): Promise<SelfLogEntry> {
  const stored = await changeableEntry(db, clientId, id);
  if (stored.measure !== entry.measure) throw fieldError('measure', SELF_LOG_MSG.sameEntry);
  if (stored.day !== entry.day) throw fieldError('day', SELF_LOG_MSG.sameEntry);
  // Changing is recording, as the day's entry is replaced: only a measure the client still records.
  // Deleting stays open, so an entry of a goal they have left can still be taken back.
  await checkMeasure(db, clientId, entry);
  const row = await updateEntry(db, clientId, id, toValues(entry));
  if (!row) throw notFound('Entry not found');
  return toEntry(row, todayIso());
}

export async function removeEntry(db: Executor, clientId: number, id: number): Promise<void> {
  await changeableEntry(db, clientId, id);
  if (!(await deleteEntry(db, clientId, id))) throw notFound('Entry not found');
}
