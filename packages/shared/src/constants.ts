// Every number the specs fix (onboarding §9, portal §9), in one place for the server and the web app.

export const MIN_AGE = 18;
/**
 * Child-bearing age, when the check asks "Are you pregnant?" (docs/product.md#pregnancy): a
 * departure from the spec's "under 65" (onboarding §5, §9), following the NHS's 16 to 55.
 */
export const CHILD_BEARING_AGE = { min: 16, max: 55 } as const;
export const DOB_YEARS_BACK = 100;

export const PASSWORD_MIN_LENGTH = 8;
export const POSTCODE_MAX_LENGTH = 8;
/** Room for what people paste, such as "+44 (0)7700 900 123"; stored as the spec's 12 characters (canonicalPhone). */
export const PHONE_INPUT_MAX_LENGTH = 24;

export const PERMITTED_POSTCODE_DISTRICTS: readonly string[] = [
  'BA21',
  'BA22',
  ...Array.from({ length: 25 }, (_, i) => `BH${i + 1}`),
  'BH31',
  ...Array.from({ length: 11 }, (_, i) => `DT${i + 1}`),
  'SP5',
  'SP6',
  'SP7',
  'SP8',
  'TA18',
  'TA20',
];

/** Health check pages as the progress line counts them ("Page 1 of 13"); goals only the first time. */
export const ASSESSMENT_PAGES_FIRST = 13;
export const ASSESSMENT_PAGES_FOLLOW_UP = 12;
export const REGISTRATION_PROGRESS_STEPS = 3;

export const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;
export type Day = (typeof DAYS)[number];
export const DAY_LABELS: Record<Day, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
};

export const TIMES = ['morning', 'lunch', 'afternoon', 'evening'] as const;
export type TimeOfDay = (typeof TIMES)[number];
export const TIME_LABELS: Record<TimeOfDay, string> = {
  morning: 'Morning',
  lunch: 'Lunch time',
  afternoon: 'Afternoon',
  evening: 'Early evening',
};
/** Not in the specs: how many calls fit in one band of a coach's week unless they say otherwise. */
export const DEFAULT_BAND_CAPACITY = 3;
export const MAX_BAND_CAPACITY = 12;
export const TIME_RANGES: Record<TimeOfDay, string> = {
  morning: '09:00 to 12:00',
  lunch: '12:00 to 14:00',
  afternoon: '14:00 to 17:00',
  evening: '17:00 to 18:30',
};
/** How long the quick health check takes, said the same way everywhere. */
export const HEALTH_CHECK_LENGTH = 'about 5 minutes';

export const ARTICLES_ON_DASHBOARD = 3;
export const DROPDOWN_LIMIT = 100;
export const FIRST_CHAT_WITHIN_HOURS = 48;
export const CLOSURE_WORKING_DAYS = 2;
/**
 * The free phone line's hours, London time (onboarding §1, §9): the one place to change them. Every
 * page, e-mail and text that names the hours, and "open now" on Call us now, comes from here.
 */
export const PHONE_LINE_HOURS = {
  firstDay: 'Monday',
  lastDay: 'Friday',
  opens: '09:00',
  closes: '18:30',
} as const;
/** "09:00" as "9am", "18:30" as "6:30pm". */
const spokenClock = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const hour12 = ((hours + 11) % 12) + 1;
  return `${hour12}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}${hours < 12 ? 'am' : 'pm'}`;
};
export const OPENING_HOURS = `${PHONE_LINE_HOURS.firstDay} to ${PHONE_LINE_HOURS.lastDay} ${spokenClock(PHONE_LINE_HOURS.opens)} to ${spokenClock(PHONE_LINE_HOURS.closes)}`;
export const DEFAULT_SERVICE_PHONE = '0808 157 0192';

export const MESSAGE_POLL_MS = 5000;
/** Not in the specs: the chat answers its latest 50 messages; older ones come a page at a time on request. */
export const MESSAGE_PAGE_SIZE = 50;
/** Not in the specs: the bell is in every logged-in header, so it asks less often than the chat. */
export const NOTIFICATION_POLL_MS = 30_000;
export const MESSAGE_MAX_LENGTH = 2000;
export const ACTION_DESCRIPTION_MAX = 77;
export const EVENT_DESCRIPTION_WORDS = 40;
export const PLAN_MAX_GOAL_CARDS = 4;
export const BCT_PROGRESS_MIN = 1;
export const BCT_PROGRESS_MAX = 5;
export const FEEDBACK_RATING_MAX = 5;
export const MESSAGING_SERVICE_LEVELS: readonly number[] = [2, 3];

export const RESCHEDULE_DAYS_BEFORE = 14;
export const RESCHEDULE_DAYS_AFTER = 21;
export const RESCHEDULE_DAYS_WHEN_DUE = 28;
/** Not in the specs (issue #28): however often a client moves a session, it stays within this many days of the date it first had, so it cannot be pushed back forever. */
export const RESCHEDULE_MAX_DAYS_PAST_ORIGINAL = 28;

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const PATHWAY_SLUGS = ['lose-weight', 'move-more', 'drink-less', 'quit-smoking'] as const;
export type PathwaySlug = (typeof PATHWAY_SLUGS)[number];
export const PATHWAY_LABELS: Record<PathwaySlug, string> = {
  'lose-weight': 'Lose weight',
  'move-more': 'Move more',
  'drink-less': 'Drink less',
  'quit-smoking': 'Quit smoking',
};
/** The plan and pre-assessment name the same four goals by area. */
export const PATHWAY_AREAS = {
  'lose-weight': 'weight',
  'move-more': 'activity',
  'drink-less': 'alcohol',
  'quit-smoking': 'smoking',
} as const;
export type PathwayArea = (typeof PATHWAY_AREAS)[PathwaySlug];

export const DROPDOWN_KEYS = [
  'PreferredContact',
  'gender',
  'highLevelHdyhau',
  'gpSurgery',
  'ethnicity',
  'referrerRelations',
  'motivation',
  'SmokingType',
  'vapeVolumes',
  'workplaces',
] as const;
export type DropdownKey = (typeof DROPDOWN_KEYS)[number];

/** Option ids the rules depend on; the seed gives these ids to these options. */
export const OPTION = {
  ethnicityNotDisclosed: 4,
  genderMale: 1,
  genderFemale: 2,
  genderSelfDescribe: 4,
  contactPhoneCall: 1,
  contactEmail: 2,
  contactText: 3,
  hearOther: 99,
  smokingNonSmoker: 1,
  smokingECigarettes: 2,
  smokingOther: 8,
  motivationOther: 8,
} as const;

export const TOKEN_TTL_SECONDS = 60 * 60 * 12;
/** A staff session lasts a working day at most and ends sooner after half an hour unused (issue 29). */
export const STAFF_TOKEN_TTL_SECONDS = 60 * 60 * 10;
export const STAFF_IDLE_MINUTES = 30;
/** Changes sent with the staff session cookie carry its CSRF token in this header. */
export const STAFF_CSRF_HEADER = 'x-csrf-token';
/** Beside the HttpOnly staff session cookie: a readable one saying only that this browser signed in. */
export const STAFF_SIGNED_IN_COOKIE = 'staff_signed_in';
/** A request the console makes by itself (a poll), which does not keep an idle session alive. */
export const STAFF_BACKGROUND_HEADER = 'x-background-refresh';
export const PASSWORD_CREATION_TTL_HOURS = 24 * 7;
export const PASSWORD_RESET_TTL_MINUTES = 60;
export const FOLLOW_UP_TTL_DAYS = 30;
/** Sending another follow-up link sooner than this asks staff to confirm (issue 29). */
export const FOLLOW_UP_RESEND_DAYS = 7;
export const FOLLOW_UP_MONTHS: readonly number[] = [3, 6, 12];
/** Scheduled messages (issue 13): London clock times and the gaps between them. */
export const FOLLOW_UP_INVITATION_TIME = '09:00';
export const FOLLOW_UP_REMINDER_AFTER_DAYS = 7;
export const SESSION_DAY_BEFORE_TIME = '10:00';
export const SESSION_TEXT_MINUTES_BEFORE = 60;

/**
 * Ethnicity options (seeded ids) of South Asian, Chinese, other Asian, Middle Eastern, Black African
 * or African-Caribbean family background, for whom NICE lowers the BMI thresholds (docs/product.md#bmi).
 */
export const LOWER_BMI_THRESHOLD_ETHNICITIES: readonly number[] = [
  7, 8, 9, 11, 12, 13, 14, 15, 16, 17, 18, 19,
];

// Staff console (not in the specs: the staff side is ours to design, see docs/product.md#staff-console).
export const STAFF_ROLES = ['coach', 'admin'] as const;
export const STAFF_LOGIN_MAX_FAILURES = 5;
export const STAFF_LOCK_MINUTES = 15;
export const STAFF_RECOVERY_CODE_COUNT = 10;
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const SERVICE_LEVELS = [1, 2, 3] as const;
export const SERVICE_LEVEL_LABELS: Record<number, string> = {
  1: 'Level 1: plan, sessions and actions',
  2: 'Level 2: adds messages with the coach',
  3: 'Level 3: the most support, with messages',
};
export const SESSION_TYPES = ['coaching', 'check-in', 'month check-in'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];
export const SESSION_STATUSES = ['due', 'complete', 'missed', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
export const NOTE_MAX_LENGTH = 2000;
export const AUDIT_PAGE_SIZE = 50;

/**
 * The contact methods a client may choose, at registration (onboarding §5) and later (portal §5, §9):
 * Phone Call or Email, nothing else.
 */
export const PREFERRED_CONTACT_METHODS: readonly number[] = [OPTION.contactPhoneCall, OPTION.contactEmail];

export const CONTACT_METHOD_LABELS: Record<number, string> = {
  [OPTION.contactPhoneCall]: 'Phone Call',
  [OPTION.contactEmail]: 'Email',
};

/** Not in the specs: the default of "clients with no contact for N days". */
export const QUIET_DAYS_DEFAULT = 21;

/** The service's name, as files and messages give it. */
export const SERVICE_NAME = 'Live Well Coaching';

/** How a coach tried to reach a client, and what happened (the contact log). */
export const CONTACT_CHANNELS = ['phone', 'text', 'email'] as const;
export const CONTACT_CHANNEL_LABELS: Record<(typeof CONTACT_CHANNELS)[number], string> = {
  phone: 'Phone call',
  text: 'Text message',
  email: 'E-mail',
};
export const CONTACT_OUTCOMES = ['spoke', 'voicemail', 'no-answer', 'wrong-number'] as const;
export const CONTACT_OUTCOME_LABELS: Record<(typeof CONTACT_OUTCOMES)[number], string> = {
  spoke: 'Spoke to them',
  voicemail: 'Voicemail left',
  'no-answer': 'No answer',
  'wrong-number': 'Wrong number',
};

/**
 * The signed-in dashboard's frame (issue 36): the web build draws it to this file, and the server sends it
 * for `/` when the request carries this cookie, which the web app keeps set while a token is stored. The
 * cookie only says which HTML to paint first; it grants nothing (the token stays in local storage).
 */
export const SIGNED_IN_FRAME_FILE = 'signed-in-frame.html';
export const SIGNED_IN_HINT_COOKIE = 'signed_in';
