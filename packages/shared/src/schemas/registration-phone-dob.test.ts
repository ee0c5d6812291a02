import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { fieldErrors as errorsOf } from '../test/field-errors.ts';
import { client, page1, page3, yearsAgo } from '../test/registration-pages.ts';
import { loginForm } from './auth.ts';
import { checkClientRequest, eligibilityCheck, newClient, personalDetails } from './registration.ts';

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

  it.each([
    ['a wrong format', '12/04/1985', MSG.date],
    ['a blank', '', MSG.required],
    ['a date that does not exist', '1985-02-30', MSG.date],
    ['a future date', yearsAgo(-1), MSG.dobInFuture],
  ])('gives %s one message, wherever a date of birth is asked', (_fault, dob, message) => {
    expect(errorsOf(newClient, { ...client, dob }, 'dob')).toEqual([message]);
    expect(errorsOf(loginForm, { email: 'jo@example.com', dob, password: 'x' }, 'dob')).toEqual([message]);
    expect(errorsOf(checkClientRequest, { email: 'jo@example.com', dob }, 'dob')).toEqual([message]);
    const byName = { first_name: 'Jo', last_name: 'Bloggs', postcode: 'DT1 1XJ', dob };
    expect(errorsOf(checkClientRequest, byName, 'dob')).toEqual([message]);
  });

  it('refuses the YYYY-MM-DD form only: no other spelling, no numbers', () => {
    expect(errorsOf(eligibilityCheck, { ...page1, dob: '12/04/1985' }, 'dob')[0]).toBe(MSG.date);
    expect(errorsOf(eligibilityCheck, { ...page1, dob: 19850412 }, 'dob')[0]).toBe(MSG.required);
  });
});
