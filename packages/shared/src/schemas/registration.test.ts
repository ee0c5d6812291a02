import { describe, expect, it } from 'vitest';
import { OPTION } from '../constants.ts';
import { MSG, REGISTRATION_MSG } from '../messages.ts';
import { fieldErrors as errorsOf } from '../test/field-errors.ts';
import { client, page1, page2, page3, referrer } from '../test/registration-pages.ts';
import {
  eligibilityCheck,
  nameAndGoals,
  newClient,
  newClientRequest,
  personalDetails,
  referrerDetails,
} from './registration.ts';

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
