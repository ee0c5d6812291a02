import { describe, expect, it } from 'vitest';
import { MSG, REGISTRATION_MSG } from '../messages.ts';
import { fieldErrors as errorsOf } from '../test/field-errors.ts';
import { checkClientRequest, passwordCreationForm, passwordCreationRequest } from './registration.ts';

describe('check-client', () => {
  it('takes e-mail and date of birth, or name, postcode and date of birth', () => {
    expect(checkClientRequest.safeParse({ email: 'jo@example.com', dob: '1985-04-12' }).success).toBe(true);
    const byName = { first_name: 'Jo', last_name: 'B', postcode: 'DT1 1XJ' };
    expect(checkClientRequest.safeParse({ ...byName, dob: '1985-04-12' }).success).toBe(true);
    expect(checkClientRequest.safeParse(byName).success).toBe(false);
  });

  it('refuses a mixture of both with one clear message', () => {
    const result = checkClientRequest.safeParse({ email: 'jo@example.com', first_name: 'Jo' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([REGISTRATION_MSG.checkClientShape]);
  });

  it('gives field messages when the shape is right but a value is wrong', () => {
    expect(errorsOf(checkClientRequest, { email: 'jo', dob: '1985-04-12' }, 'email')).toEqual([MSG.email]);
  });
});

describe('password creation', () => {
  const form = { password: 'long enough', password_confirmation: 'long enough' };

  it('needs at least 8 characters', () => {
    expect(errorsOf(passwordCreationForm, { ...form, password: '1234567' }, 'password')).toEqual([
      MSG.passwordLength,
    ]);
    expect(
      errorsOf(passwordCreationForm, { password: '12345678', password_confirmation: '12345678' }, 'password'),
    ).toEqual([]);
  });

  it('needs the confirmation to match', () => {
    expect(
      errorsOf(
        passwordCreationForm,
        { ...form, password_confirmation: 'long enougH' },
        'password_confirmation',
      ),
    ).toEqual([MSG.mustMatch]);
  });

  it('carries the link hash and the client id, as a number or as the digits in the link', () => {
    const request = { ...form, hash: 'a'.repeat(43), client_id: 12 };
    expect(passwordCreationRequest.safeParse(request).success).toBe(true);
    expect(passwordCreationRequest.parse({ ...request, client_id: '12' }).client_id).toBe(12);
    for (const client_id of ['abc', '012', '0', 0, 1.5, 2 ** 31]) {
      expect(errorsOf(passwordCreationRequest, { ...request, client_id }, 'client_id')).toEqual([
        REGISTRATION_MSG.linkInvalid,
      ]);
    }
    expect(passwordCreationRequest.safeParse({ ...request, hash: '../../etc' }).success).toBe(false);
  });
});
