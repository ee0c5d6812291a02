import { describe, expect, it } from 'vitest';
import { codeForStatus, ERROR_CODES, isErrorCode } from './error-codes.ts';
import { errorAnswer } from './schemas/errors.ts';

describe('codeForStatus', () => {
  it('names the refusal a bare status stands for', () => {
    expect(codeForStatus(400)).toBe('INVALID_INPUT');
    expect(codeForStatus(401)).toBe('NOT_SIGNED_IN');
    expect(codeForStatus(404)).toBe('NOT_FOUND');
    expect(codeForStatus(409)).toBe('CONFLICT');
    expect(codeForStatus(429)).toBe('TOO_MANY_REQUESTS');
    expect(codeForStatus(503)).toBe('UNAVAILABLE');
  });

  it('counts any other 5xx a fault of the service, any other 4xx bad input', () => {
    expect(codeForStatus(500)).toBe('INTERNAL');
    expect(codeForStatus(502)).toBe('INTERNAL');
    expect(codeForStatus(405)).toBe('INVALID_INPUT');
  });

  it('gives only codes of the list', () => {
    for (let status = 400; status < 600; status++) expect(ERROR_CODES).toContain(codeForStatus(status));
  });
});

describe('isErrorCode', () => {
  it('knows the listed codes only', () => {
    expect(isErrorCode('EMAIL_TAKEN')).toBe(true);
    expect(isErrorCode('TAKEN')).toBe(false);
    expect(isErrorCode(409)).toBe(false);
  });
});

describe('errorAnswer', () => {
  it('takes a message, a listed code and optional field errors', () => {
    expect(errorAnswer.safeParse({ message: 'Taken', code: 'EMAIL_TAKEN' }).success).toBe(true);
    const withFields = { message: 'Check', code: 'INVALID_INPUT', errors: { email: ['Enter it'] } };
    expect(errorAnswer.safeParse(withFields).success).toBe(true);
    expect(errorAnswer.safeParse({ message: 'Taken', code: 'TAKEN' }).success).toBe(false);
    expect(errorAnswer.safeParse({ message: 'Taken' }).success).toBe(false);
  });
});
