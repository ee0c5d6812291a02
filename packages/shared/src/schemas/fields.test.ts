import { describe, expect, it } from 'vitest';
import { choiceId, email, id, MAX_ROW_ID, optionalText, requiredText } from './fields.ts';

const messageOf = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues[0]?.message;

describe('text fields', () => {
  it('refuses the NUL character, which PostgreSQL cannot store, with a clear message', () => {
    for (const field of [requiredText(), optionalText()]) {
      expect(messageOf(field.safeParse('before\u0000after'))).toBe(
        'Remove the hidden NUL character from this text',
      );
      expect(field.safeParse('Tea, then a walk').success).toBe(true);
    }
  });

  it('refuses an e-mail address with a NUL character in it', () => {
    expect(messageOf(email.safeParse('jo\u0000@example.com'))).toBe('Please enter a valid email');
  });
});

describe('ids', () => {
  it('takes plain digits in a path up to the largest PostgreSQL integer', () => {
    expect(id.parse('1')).toBe(1);
    expect(id.parse(String(MAX_ROW_ID))).toBe(MAX_ROW_ID);
  });

  it('refuses anything else a path could carry, with one message', () => {
    for (const value of [
      String(MAX_ROW_ID + 1),
      '99999999999999999999',
      '0',
      '-1',
      ' 1',
      '1e3',
      '0x10',
      '1.5',
      'abc',
      '',
    ]) {
      expect(messageOf(id.safeParse(value))).toBe(`Must be a whole number from 1 to ${MAX_ROW_ID}`);
    }
  });

  it('refuses a chosen id beyond the largest PostgreSQL integer with the question’s own message', () => {
    const coach = choiceId('Choose a coach');
    expect(coach.parse(MAX_ROW_ID)).toBe(MAX_ROW_ID);
    expect(messageOf(coach.safeParse(MAX_ROW_ID + 1))).toBe('Choose a coach');
  });
});
