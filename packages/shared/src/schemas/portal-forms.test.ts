import { describe, expect, it } from 'vitest';
import { OPTION } from '../constants.ts';
import { accountDetails, changePasswordRequest } from './account.ts';
import { contactMethodRequest } from './contact-method.ts';
import { feedbackRequest, feedbackTopic, helpRequest } from './interaction.ts';
import { forgotPasswordRequest, newPasswordForm, resetPasswordRequest } from './password-reset.ts';

/** The first message for each field, as a form shows it. */
function errorsOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const details = {
  first_name: 'Jo',
  last_name: 'Demo',
  gender: 2,
  gender_other: null,
  address1: '12 High West Street',
  postcode: 'DT1 1XJ',
  phone_mobile: '07700 900123',
  tool_notification_sms: 'no',
  tool_notification_email: 'yes',
};

describe('account details', () => {
  it('accepts complete details', () => {
    expect(accountDetails.safeParse(details).success).toBe(true);
  });

  it('requires names, a valid postcode and phone', () => {
    const result = accountDetails.safeParse({
      ...details,
      first_name: ' ',
      last_name: '',
      postcode: 'NOPE',
      phone_mobile: '123',
    });
    expect(errorsOf(result)).toEqual({
      first_name: 'Required',
      last_name: 'Required',
      postcode: 'Please enter a valid postcode',
      phone_mobile: 'Please enter a valid phone number.',
    });
  });

  it('limits the postcode to 8 characters and the phone to 11 digits, stored as 07700 900123', () => {
    const result = accountDetails.safeParse({
      ...details,
      postcode: 'DT1  1XJ ',
      phone_mobile: '0770 0900 1234',
    });
    expect(errorsOf(result)).toMatchObject({ phone_mobile: 'Please enter a valid phone number.' });
    const pasted = accountDetails.safeParse({ ...details, phone_mobile: '+44 (0)7700 900-123' });
    expect(pasted.success && pasted.data.phone_mobile).toBe('07700 900123');
    expect(accountDetails.safeParse({ ...details, postcode: 'DT11  1XJJ' }).success).toBe(false);
  });

  it('requires gender_other only for "Prefer to self describe as..."', () => {
    expect(errorsOf(accountDetails.safeParse({ ...details, gender: OPTION.genderSelfDescribe }))).toEqual({
      gender_other: 'Required',
    });
    expect(
      accountDetails.safeParse({ ...details, gender: OPTION.genderSelfDescribe, gender_other: 'Agender' })
        .success,
    ).toBe(true);
  });

  it('rejects the e-mail, which is not editable', () => {
    expect(accountDetails.safeParse({ ...details, email: 'new@example.com' }).success).toBe(false);
  });
});

describe('change password', () => {
  const ok = {
    current_password: 'old-password',
    password: 'new-password',
    password_confirmation: 'new-password',
  };
  it('needs all three fields and a matching confirmation', () => {
    expect(changePasswordRequest.safeParse(ok).success).toBe(true);
    expect(
      errorsOf(changePasswordRequest.safeParse({ ...ok, password_confirmation: 'other-password' })),
    ).toEqual({
      password_confirmation: 'Must match',
    });
    expect(
      errorsOf(
        changePasswordRequest.safeParse({ current_password: '', password: '', password_confirmation: '' }),
      ),
    ).toEqual({ current_password: 'Required', password: 'Required', password_confirmation: 'Required' });
  });
});

describe('feedback', () => {
  it('requires a rating for the experience topic only', () => {
    expect(errorsOf(feedbackTopic.safeParse({ topic: 'experience' }))).toEqual({
      rating: 'Select an option',
    });
    expect(feedbackTopic.safeParse({ topic: 'experience', rating: 5 }).success).toBe(true);
    expect(feedbackTopic.safeParse({ topic: 'website' }).success).toBe(true);
  });

  it('rejects a rating outside 1 to 5, an unknown topic and empty comments', () => {
    expect(errorsOf(feedbackRequest.safeParse({ topic: 'weather', rating: 6, comments: ' ' }))).toEqual({
      topic: 'Select an option',
      rating: 'Select an option',
      comments: 'Required',
    });
  });

  it('requires a help message', () => {
    expect(errorsOf(helpRequest.safeParse({ message: '' }))).toEqual({ message: 'Required' });
  });
});

describe('contact method', () => {
  it('allows Phone Call and Email only', () => {
    expect(contactMethodRequest.safeParse({ contact_method: OPTION.contactPhoneCall }).success).toBe(true);
    expect(contactMethodRequest.safeParse({ contact_method: OPTION.contactEmail }).success).toBe(true);
    expect(errorsOf(contactMethodRequest.safeParse({ contact_method: 3 }))).toEqual({
      contact_method: 'Select an option',
    });
  });
});

describe('password reset', () => {
  it('needs a date of birth and e-mail to ask for a link', () => {
    expect(errorsOf(forgotPasswordRequest.safeParse({ dob: '', email: '' }))).toEqual({
      dob: 'Required',
      email: 'Required',
    });
  });

  const who = { dob: '1985-04-12', email: 'a@example.com' };
  it('needs at least 8 characters and a matching confirmation', () => {
    expect(
      errorsOf(newPasswordForm.safeParse({ ...who, password: 'short', password_confirmation: 'short' })),
    ).toEqual({
      password: 'Your password should be at least 8 characters long',
    });
    expect(
      errorsOf(
        newPasswordForm.safeParse({ ...who, password: 'long enough', password_confirmation: 'long enougH' }),
      ),
    ).toEqual({ password_confirmation: 'Must match' });
  });

  it('rejects a malformed token', () => {
    const request = {
      dob: '1985-04-12',
      email: 'a@example.com',
      password: 'long enough',
      password_confirmation: 'long enough',
      token: 'bad token!',
    };
    expect(Object.keys(errorsOf(resetPasswordRequest.safeParse(request)))).toEqual(['token']);
  });
});
