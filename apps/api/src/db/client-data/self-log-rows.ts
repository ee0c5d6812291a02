// Self-logging between checks (issue 31) in the client-data register: what the client recorded, the
// targets their coach set and their reminder to log. All of it is theirs alone, so closure deletes it.
import { sql } from 'drizzle-orm';
import { selfLogEntries, selfLogReminders, selfLogTargets } from '../schema.ts';
import { SELF_LOG_MEASURE, TIME_OF_DAY, WEEKDAY } from './export-words.ts';
import { erased, ROW_ID, show, type TableRule, YOUR_ID } from './rules.ts';

const MEASURE = show('What was recorded', { lookup: SELF_LOG_MEASURE });

export const SELF_LOG_ROWS: Record<string, TableRule> = {
  self_log_entries: {
    title: 'What you recorded between checks',
    whose: (s) => sql`${selfLogEntries.clientId} = ${s.id}`,
    orderBy: sql`${selfLogEntries.day}, ${selfLogEntries.measure}`,
    onClosure: 'delete rows',
    columns: {
      id: erased(ROW_ID),
      client_id: erased(YOUR_ID),
      measure: erased(MEASURE),
      day: erased(show('Day', { kind: 'date' })),
      value: erased(show('Amount')),
      unit: erased(show('Entered in')),
      detail: erased(show('As entered')),
      note: erased(show('Your note')),
      created_at: erased(show('First recorded', { kind: 'time' })),
      updated_at: erased(show('Last changed', { kind: 'time' })),
    },
  },
  self_log_targets: {
    title: 'Weekly targets your coach set',
    whose: (s) => sql`${selfLogTargets.clientId} = ${s.id}`,
    orderBy: sql`${selfLogTargets.measure}`,
    onClosure: 'delete rows',
    columns: {
      client_id: erased(YOUR_ID),
      measure: erased(MEASURE),
      value: erased(show('Target')),
      set_by: erased(show('Set by', { lookup: 'staff' })),
      updated_at: erased(show('Last changed', { kind: 'time' })),
    },
  },
  self_log_reminders: {
    title: 'Reminder to record',
    whose: (s) => sql`${selfLogReminders.clientId} = ${s.id}`,
    orderBy: sql`${selfLogReminders.clientId}`,
    onClosure: 'delete rows',
    columns: {
      client_id: erased(YOUR_ID),
      weekday: erased(show('Day of the week', { lookup: WEEKDAY })),
      band: erased(show('Time of day', { lookup: TIME_OF_DAY })),
      updated_at: erased(show('Last changed', { kind: 'time' })),
    },
  },
};
