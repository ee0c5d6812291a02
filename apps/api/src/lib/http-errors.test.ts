import { describe, expect, it } from 'vitest';
import {
  conflict,
  fieldError,
  HttpError,
  loginFailed,
  notFound,
  tooManyRequests,
  unauthorized,
} from './http-errors.ts';

describe('the refusals the API throws', () => {
  it('carry the code of their status unless they name their own', () => {
    expect(notFound().code).toBe('NOT_FOUND');
    expect(conflict('Taken').code).toBe('CONFLICT');
    expect(fieldError('email', 'Enter it').code).toBe('INVALID_INPUT');
    expect(unauthorized().code).toBe('NOT_SIGNED_IN');
    expect(new HttpError(409, 'Taken', undefined, { code: 'EMAIL_TAKEN' }).code).toBe('EMAIL_TAKEN');
  });

  it('tell a failed sign-in from a session that ended, with the same status', () => {
    const failed = loginFailed('Invalid username/password');
    expect([failed.statusCode, failed.code]).toEqual([401, 'LOGIN_FAILED']);
  });

  it('say when to try again after a lockout', () => {
    const paused = tooManyRequests('Wait', 90_500);
    expect([paused.statusCode, paused.code, paused.headers]).toEqual([
      429,
      'TOO_MANY_REQUESTS',
      { 'retry-after': '91' },
    ]);
  });
});
