// The clients table in the client-data register: one entry per column.
import { postcodeDistrict } from '@coaching/shared/rules/postcode';
import { sql } from 'drizzle-orm';
import { clients } from '../tables/people.ts';
import { DAY, DISCHARGE_REASON, GOALS, REGISTERED_FOR, TIME_OF_DAY } from './export-words.ts';
import {
  blank,
  derived,
  emptyList,
  erased,
  hide,
  kept,
  no,
  notPersonal,
  ROW_ID,
  STATISTICS,
  show,
  type TableRule,
} from './rules.ts';

/** What a closed account's name becomes. */
const CLOSED_NAME = { first: 'Closed', last: 'account' };

const COUNTER = hide('a count kept for the staff lists; what it counts is in this file');
const COPY = hide('a copy of your latest health check, which is in this file');
const SECRET = hide('a secret that would let someone into your account');

export const CLIENT_ROW: TableRule = {
  title: 'Your details',
  whose: (s) => sql`${clients.id} = ${s.id}`,
  orderBy: sql`${clients.id}`,
  onClosure: 'keep rows',
  columns: {
    id: kept('the row, without name or contact details, that statistics and the audit log refer to', ROW_ID),
    first_name: erased(show('First name'), () => sql`${CLOSED_NAME.first}::text`),
    last_name: erased(show('Last name'), () => sql`${CLOSED_NAME.last}::text`),
    email: erased(show('E-mail address'), (s) => sql`${`closed-${s.id}@closed.invalid`}`),
    dob: kept(
      `year of birth only (age bands); ${STATISTICS}`,
      show('Date of birth', { kind: 'date' }),
      (s) => sql`${`${s.dob.slice(0, 4)}-01-01`}`,
    ),
    postcode: kept(
      `postcode district only (e.g. DT1); ${STATISTICS}`,
      show('Postcode'),
      (s) => sql`${postcodeDistrict(s.postcode) ?? ''}`,
    ),
    address1: erased(show('Address'), blank),
    phone_number: erased(show('Phone number', { field: 'phone_mobile' }), blank),
    contact_method: erased(
      show('How you would like to be contacted', { lookup: { dropdown: 'PreferredContact' } }),
    ),
    leave_message: erased(show('We may leave a message')),
    gender: kept(STATISTICS, show('Gender', { lookup: { dropdown: 'gender' } })),
    gender_other: erased(show('Gender, in your words')),
    ethnicity: kept(STATISTICS, show('Ethnicity', { lookup: { dropdown: 'ethnicity' } })),
    gp_practice_id: kept(STATISTICS, show('GP practice', { lookup: { dropdown: 'gpSurgery' } })),
    workplace: erased(show('Workplace', { lookup: { dropdown: 'workplaces' } })),
    additional_support: erased(show('Additional support you asked for')),
    someone_else: kept(STATISTICS, show('Who you registered for', { lookup: REGISTERED_FOR })),
    how_did_you_hear_about_us: kept(
      STATISTICS,
      show('How you heard about us', { lookup: { dropdown: 'highLevelHdyhau' } }),
    ),
    how_did_you_hear_about_us_other: erased(show('How you heard about us, in your words')),
    accept_terms: kept(STATISTICS, show('Accepted the terms')),
    share_pseudonymised: erased(show('Agreed to share pseudonymised data'), no),
    receive_newsletter: erased(show('Newsletter'), no),
    pathways: kept(STATISTICS, show('Goals', { lookup: GOALS })),
    password_hash: erased(SECRET),
    tool_notification_sms: erased(show('Text message notifications'), () => sql`'no'`),
    tool_notification_email: erased(show('E-mail notifications'), () => sql`'no'`),
    contact_days: erased(show('Days you would like calls', { lookup: DAY }), emptyList),
    contact_times: erased(show('Times you would like calls', { lookup: TIME_OF_DAY }), emptyList),
    time_preference_at: erased(show('Call times last changed', { kind: 'time' })),
    preferred_method: erased(
      show('How your coach gets in touch', { lookup: { dropdown: 'PreferredContact' } }),
    ),
    feedback_prompts_answered: erased(
      hide('which feedback questions the dashboard has asked already'),
      emptyList,
    ),
    completed_calls: kept(STATISTICS, COUNTER),
    assessment_count: kept(STATISTICS, COUNTER),
    coach_id: kept(STATISTICS, show('Your coach', { lookup: 'staff' })),
    closure_requested_at: kept(STATISTICS, show('Asked to close the account', { kind: 'time' })),
    closed_at: kept(STATISTICS, show('Account closed', { kind: 'time' })),
    discharged_at: kept(STATISTICS, show('Coaching ended (discharged)', { kind: 'time' })),
    discharge_reason: kept(STATISTICS, show('Why your coaching ended', { lookup: DISCHARGE_REASON })),
    discharge_attempts: kept(STATISTICS, show('Times we tried to contact you before it ended')),
    discharge_note: erased(show('Note on why your coaching ended')),
    discharged_by: kept(STATISTICS, show('Ended by', { lookup: 'staff' })),
    registration_key: erased(hide('a check against registering twice by mistake')),
    in_pool: derived(
      notPersonal('whether a coach is still to be assigned, worked out by the database', COUNTER),
    ),
    contacted_at: derived(
      kept(STATISTICS, hide('worked out from your sessions and messages, which are in this file')),
    ),
    waiting_since: derived(erased(hide('worked out from your messages, which are in this file'))),
    last_contact_at: derived(kept(STATISTICS, hide('worked out from your sessions and messages'))),
    waiting_latest_at: derived(erased(hide('worked out from your messages, which are in this file'))),
    waiting_preview: derived(erased(hide('the start of your latest message, which is in this file'))),
    // Kept by a trigger from the names (migration 0021): after closure, from the names above.
    search_name: derived(
      erased(
        hide('your name again, written for searching: your name is in this file'),
        () =>
          sql`search_text(${CLOSED_NAME.first}) || search_text(${CLOSED_NAME.last}) || search_text(${CLOSED_NAME.first})`,
      ),
    ),
    open_flags: derived(notPersonal('a count of the risk flags in this file', COUNTER)),
    check_bmi: derived(kept(STATISTICS, COPY)),
    check_alcohol_band: derived(kept(STATISTICS, COPY)),
    created_at: kept(STATISTICS, show('Registered', { kind: 'time', field: 'registered_at' })),
    updated_at: notPersonal('when the row was last written', hide('when our system last wrote your details')),
  },
};
