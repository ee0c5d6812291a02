import { OPTION } from '../constants.ts';
import { addDays, todayIso } from '../rules/dates.ts';

// Valid answers to each registration page, for tests that change one field at a time.
/** A date of birth `years` ago today (29 February becomes the 28th), moved by `plusDays`. */
export function yearsAgo(years: number, plusDays = 0): string {
  const [y, m, d] = todayIso().split('-');
  const day = `${Number(y) - years}-${m}-${d === '29' && m === '02' ? '28' : d}`;
  return addDays(day, plusDays);
}

export const page1 = { email: 'jo@example.com', dob: '1985-04-12', postcode: 'DT1 1XJ' };
export const page2 = { first_name: 'Jo', last_name: 'Bloggs', pathways: ['move-more'] };
export const page3 = {
  phone_number: '07700 900123',
  contact_method: OPTION.contactPhoneCall,
  leave_message: 'yes',
  gender: 2,
  ethnicity: 1,
  someone_else: 'for-me',
  how_did_you_hear_about_us: 1,
  accept_terms: true,
};
export const referrer = {
  someone_else_first_name: 'Sam',
  someone_else_last_name: 'Bloggs',
  someone_else_email: 'sam@example.com',
  someone_else_relationship: 1,
};
export const client = { ...page1, ...page2, ...page3 };
