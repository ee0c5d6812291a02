import { describe, expect, it } from 'vitest';
import { OPTION } from '../constants.ts';
import { MSG, REGISTRATION_MSG } from '../messages.ts';
import { addDays, todayIso } from '../rules/dates.ts';
import { fieldErrors as errorsOf } from '../test/field-errors.ts';
import {
  eligibilityCheck,
  nameAndGoals,
  newClient,
  newClientRequest,
  personalDetails,
  referrerDetails,
} from './registration.ts';

function yearsAgo(years: number, plusDays = 0): string {
  const [y, m, d] = todayIso().split('-');
  const day = `${Number(y) - years}-${m}-${d === '29' && m === '02' ? '28' : d}`;
  return addDays(day, plusDays);
}

const page1 = { email: 'jo@example.com', dob: '1985-04-12', postcode: 'DT1 1XJ' };
const page2 = { first_name: 'Jo', last_name: 'Bloggs', pathways: ['move-more'] };
const page3 = {
  phone_number: '07700 900123',
  contact_method: OPTION.contactPhoneCall,
  leave_message: 'yes',
  gender: 2,
  ethnicity: 1,
  someone_else: 'for-me',
  how_did_you_hear_about_us: 1,
  accept_terms: true,
};
const referrer = {
  someone_else_first_name: 'Sam',
  someone_else_last_name: 'Bloggs',
  someone_else_email: 'sam@example.com',
  someone_else_relationship: 1,
};
const client = { ...page1, ...page2, ...page3 };

describe('required fields', () => {
  it.each([
    ['first_name', nameAndGoals, page2],
    ['last_name', nameAndGoals, page2],
    ['email', eligibilityCheck, page1],
    ['postcode', eligibilityCheck, page1],
    ['phone_number', personalDetails, page3],
  ] as const)('%s is "Required" when empty or only spaces', (field, schema, page) => {
    expect(errorsOf(schema, { ...page, [field]: '' }, field)[0]).toBe(MSG.required);
    expect(errorsOf(schema, { ...page, [field]: '   ' }, field)[0]).toBe(MSG.required);
  });

  it('dob is "Required" when no date was chosen', () => {
    expect(errorsOf(eligibilityCheck, { ...page1, dob: '' }, 'dob')[0]).toBe(MSG.required);
  });

  it.each([
    'contact_method',
    'leave_message',
    'gender',
    'ethnicity',
    'someone_else',
    'how_did_you_hear_about_us',
  ])('%s is "Required" when not answered', (field) => {
    const { [field as keyof typeof page3]: _, ...rest } = page3;
    expect(errorsOf(personalDetails, rest, field)).toEqual([MSG.required]);
    expect(errorsOf(personalDetails, { ...rest, [field]: null }, field)).toEqual([MSG.required]);
  });

  it('the referrer relationship is "Required" when not answered', () => {
    const { someone_else_relationship: _, ...rest } = referrer;
    expect(errorsOf(referrerDetails, rest, 'someone_else_relationship')).toEqual([MSG.required]);
  });

  it('accepts every page filled in as a person would', () => {
    expect(eligibilityCheck.safeParse(page1).success).toBe(true);
    expect(nameAndGoals.safeParse(page2).success).toBe(true);
    expect(personalDetails.safeParse(page3).success).toBe(true);
    expect(referrerDetails.safeParse(referrer).success).toBe(true);
    expect(newClient.safeParse(client).success).toBe(true);
  });
});

describe('email', () => {
  it.each(['jo', 'jo@', 'jo@example', '@example.com', 'jo@@example.com', 'jo@example.c'])(
    'refuses %s with the spec message',
    (email) => {
      expect(errorsOf(eligibilityCheck, { ...page1, email }, 'email')).toEqual([MSG.email]);
    },
  );

  it('removes spaces before checking', () => {
    const parsed = eligibilityCheck.parse({ ...page1, email: ' jo @example.com ' });
    expect(parsed.email).toBe('jo@example.com');
  });
});

describe('postcode', () => {
  it('refuses a postcode without an inward code', () => {
    expect(errorsOf(eligibilityCheck, { ...page1, postcode: 'DT1' }, 'postcode')).toEqual([MSG.postcode]);
  });

  it('refuses more than 8 characters', () => {
    expect(errorsOf(eligibilityCheck, { ...page1, postcode: 'DT1  1XJ ' }, 'postcode')).toEqual([]);
    expect(errorsOf(eligibilityCheck, { ...page1, postcode: 'DT1   1XJ' }, 'postcode')[0]).toBe(MSG.postcode);
  });

  it('accepts lower case and a missing space', () => {
    expect(eligibilityCheck.safeParse({ ...page1, postcode: 'dt11xj' }).success).toBe(true);
  });
});

describe('phone number', () => {
  it.each(['07700 900123', '07700900123', '07700-900123', '+44 7700 900123', '(07700) 900123'])(
    'accepts %s and keeps it as 07700 900123',
    (phone_number) => {
      const parsed = personalDetails.safeParse({ ...page3, phone_number });
      expect(parsed.success && parsed.data.phone_number).toBe('07700 900123');
    },
  );

  it.each(['0770090012', '077009001234', '+33 6 12 34 56 78', 'phone me'])(
    'refuses %s with the spec message',
    (phone_number) => {
      expect(errorsOf(personalDetails, { ...page3, phone_number }, 'phone_number')[0]).toBe(MSG.phone);
    },
  );

  it('refuses a paste longer than any way of writing a number, with the spec message', () => {
    expect(
      errorsOf(
        personalDetails,
        { ...page3, phone_number: '0 7 7 0 0 9 0 0 1 2 3 0 0 0 0 0' },
        'phone_number',
      ),
    ).toEqual([MSG.phone]);
  });
});

describe('date of birth', () => {
  it('refuses a date that does not exist', () => {
    expect(errorsOf(eligibilityCheck, { ...page1, dob: '1985-02-30' }, 'dob')[0]).toBe(MSG.date);
  });

  it('says a date of birth in the future must be in the past, and only that', () => {
    const nextYear = yearsAgo(-1);
    expect(errorsOf(eligibilityCheck, { ...page1, dob: nextYear }, 'dob')).toEqual([MSG.dobInFuture]);
    expect(MSG.dobInFuture).toBe('Date of birth must be in the past');
  });

  it('accepts 100 years back and refuses 101', () => {
    expect(errorsOf(eligibilityCheck, { ...page1, dob: yearsAgo(100) }, 'dob')).toEqual([]);
    expect(errorsOf(eligibilityCheck, { ...page1, dob: yearsAgo(101) }, 'dob')).toEqual([MSG.tooOld]);
  });

  it('lets page 1 take an under-18 date, so the too-young page can follow', () => {
    expect(eligibilityCheck.safeParse({ ...page1, dob: yearsAgo(17) }).success).toBe(true);
  });

  it('refuses an under-18 date in the registration itself, from the day before the 18th birthday', () => {
    expect(errorsOf(newClient, { ...client, dob: yearsAgo(18) }, 'dob')).toEqual([]);
    expect(errorsOf(newClient, { ...client, dob: yearsAgo(18, 1) }, 'dob')).toEqual([MSG.adult]);
  });

  it('refuses the YYYY-MM-DD form only: no other spelling, no numbers', () => {
    expect(errorsOf(eligibilityCheck, { ...page1, dob: '12/04/1985' }, 'dob')[0]).toBe(MSG.date);
    expect(errorsOf(eligibilityCheck, { ...page1, dob: 19850412 }, 'dob')[0]).toBe(MSG.required);
  });
});

describe('goals', () => {
  it('needs at least one pathway', () => {
    expect(errorsOf(nameAndGoals, { ...page2, pathways: [] }, 'pathways')).toEqual([MSG.chooseOne]);
  });

  it('refuses an unknown pathway and the same one twice', () => {
    expect(errorsOf(nameAndGoals, { ...page2, pathways: ['get-rich'] }, 'pathways.0')).toEqual([
      MSG.chooseOne,
    ]);
    expect(errorsOf(nameAndGoals, { ...page2, pathways: ['move-more', 'move-more'] }, 'pathways')).toEqual([
      MSG.chooseOne,
    ]);
  });

  it('accepts all four', () => {
    const pathways = ['lose-weight', 'move-more', 'drink-less', 'quit-smoking'];
    expect(nameAndGoals.safeParse({ ...page2, pathways }).success).toBe(true);
  });
});

describe('option filters', () => {
  it('limits the contact method to Phone Call and Email', () => {
    expect(
      errorsOf(personalDetails, { ...page3, contact_method: OPTION.contactEmail }, 'contact_method'),
    ).toEqual([]);
    expect(errorsOf(personalDetails, { ...page3, contact_method: 3 }, 'contact_method')).toEqual([
      MSG.choose,
    ]);
  });

  it('excludes "Not Disclosed" from ethnicity', () => {
    const ethnicity = OPTION.ethnicityNotDisclosed;
    expect(errorsOf(personalDetails, { ...page3, ethnicity }, 'ethnicity')).toEqual([MSG.choose]);
  });

  it('takes option ids as numbers, not strings', () => {
    expect(errorsOf(personalDetails, { ...page3, gender: '2' }, 'gender')).toEqual([MSG.choose]);
  });
});

describe('answers that depend on another answer', () => {
  it('needs the self-description when gender is "Prefer to self describe as..."', () => {
    const value = { ...page3, gender: OPTION.genderSelfDescribe };
    expect(errorsOf(personalDetails, value, 'gender_other')).toEqual([MSG.required]);
    expect(errorsOf(personalDetails, { ...value, gender_other: '  ' }, 'gender_other')).toEqual([
      MSG.required,
    ]);
    expect(personalDetails.safeParse({ ...value, gender_other: 'Agender' }).success).toBe(true);
  });

  it('needs the how-heard text only when Other is chosen', () => {
    const value = { ...page3, how_did_you_hear_about_us: OPTION.hearOther };
    expect(errorsOf(personalDetails, value, 'how_did_you_hear_about_us_other')).toEqual([MSG.required]);
    expect(personalDetails.safeParse({ ...value, how_did_you_hear_about_us_other: 'A talk' }).success).toBe(
      true,
    );
    expect(errorsOf(personalDetails, page3, 'how_did_you_hear_about_us_other')).toEqual([]);
  });

  it('needs the referrer details only when registering for someone else', () => {
    const forSomeoneElse = { ...client, someone_else: 'for-someone-else' };
    for (const field of Object.keys(referrer)) {
      expect(errorsOf(newClient, forSomeoneElse, field)).toEqual([MSG.required]);
    }
    expect(newClient.safeParse({ ...forSomeoneElse, ...referrer }).success).toBe(true);
    expect(newClient.safeParse(client).success).toBe(true);
  });

  it('checks the referrer fields like any others', () => {
    expect(
      errorsOf(referrerDetails, { ...referrer, someone_else_email: 'sam' }, 'someone_else_email'),
    ).toEqual([MSG.email]);
    expect(
      errorsOf(referrerDetails, { ...referrer, someone_else_first_name: ' ' }, 'someone_else_first_name'),
    ).toEqual([MSG.required]);
  });
});

describe('showing every problem at once', () => {
  it('reports the "other" texts while other answers are still missing', () => {
    const partly = { gender: OPTION.genderSelfDescribe, how_did_you_hear_about_us: OPTION.hearOther };
    expect(errorsOf(personalDetails, partly, 'gender_other')).toEqual([MSG.required]);
    expect(errorsOf(personalDetails, partly, 'how_did_you_hear_about_us_other')).toEqual([MSG.required]);
    expect(errorsOf(personalDetails, partly, 'phone_number')).toEqual([MSG.required]);
  });

  it('reports the referrer and the place while other answers are wrong', () => {
    const value = { ...client, email: 'x', postcode: 'BH26 1AA', someone_else: 'for-someone-else' };
    expect(errorsOf(newClient, value, 'someone_else_email')).toEqual([MSG.required]);
    expect(errorsOf(newClient, value, 'postcode')).toEqual([REGISTRATION_MSG.notInCounty]);
  });

  it('does not fail on values of the wrong type or no object at all', () => {
    expect(personalDetails.safeParse(null).success).toBe(false);
    expect(newClient.safeParse('client').success).toBe(false);
    const odd = { ...client, gender: 4, gender_other: 7, postcode: 12, gp_practice_id: 'x' };
    expect(errorsOf(newClient, odd, 'gender_other')).toHaveLength(2);
  });
});

describe('consents', () => {
  it('requires accept_terms', () => {
    expect(errorsOf(personalDetails, { ...page3, accept_terms: false }, 'accept_terms')).toEqual([
      MSG.required,
    ]);
    const { accept_terms: _, ...rest } = page3;
    expect(errorsOf(personalDetails, rest, 'accept_terms')).toEqual([MSG.required]);
  });

  it('leaves share_pseudonymised and receive_newsletter optional but boolean', () => {
    expect(
      personalDetails.safeParse({ ...page3, share_pseudonymised: true, receive_newsletter: false }).success,
    ).toBe(true);
    expect(
      errorsOf(personalDetails, { ...page3, receive_newsletter: 'yes' }, 'receive_newsletter'),
    ).toHaveLength(1);
  });
});

describe('the whole registration', () => {
  it('refuses a postcode outside the county without a county surgery or workplace', () => {
    const outside = { ...client, postcode: 'BH26 1AA' };
    expect(errorsOf(newClient, outside, 'postcode')).toEqual([REGISTRATION_MSG.notInCounty]);
    expect(newClient.safeParse({ ...outside, gp_practice_id: 3 }).success).toBe(true);
    expect(newClient.safeParse({ ...outside, workplace: 2 }).success).toBe(true);
  });

  it('rejects unknown fields', () => {
    expect(newClient.safeParse({ ...client, is_admin: true }).success).toBe(false);
    expect(newClientRequest.safeParse({ client, extra: 1 }).success).toBe(false);
  });

  it('takes an optional registration key of URL-safe characters', () => {
    expect(newClientRequest.safeParse({ client, hash: 'a'.repeat(43) }).success).toBe(true);
    expect(newClientRequest.safeParse({ client }).success).toBe(true);
    expect(newClientRequest.safeParse({ client, hash: 'short' }).success).toBe(false);
    expect(newClientRequest.safeParse({ client, hash: `${'a'.repeat(40)}'--` }).success).toBe(false);
  });
});
