import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { refusalText } from './refusal.ts';

describe('refusalText', () => {
  it('gives the service’s reason for a refusal', () => {
    expect(refusalText(new ApiError(409, 'That band is full'), 'Try again.')).toBe('That band is full');
    expect(refusalText(new ApiError(422, 'Enter a due date today or later'), 'Try again.')).toBe(
      'Enter a due date today or later',
    );
  });

  it('says when the service could not be reached', () => {
    const offline = new ApiError(
      0,
      'We could not reach the service. Check your internet connection and try again.',
    );
    expect(refusalText(offline, 'Try again.')).toBe(offline.message);
  });

  it('gives the fallback for a fault of the service, whose text is not for staff', () => {
    expect(refusalText(new ApiError(500, 'Internal Server Error'), 'Try again.')).toBe('Try again.');
    expect(refusalText(new Error('boom'), 'Try again.')).toBe('Try again.');
  });
});
