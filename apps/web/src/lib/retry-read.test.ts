import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { retryRead } from './retry-read.ts';

describe('retryRead', () => {
  it('tries once more after a lost connection or a server fault', () => {
    expect(retryRead(0, new ApiError(0, 'offline'))).toBe(true);
    expect(retryRead(0, new ApiError(503, 'down'))).toBe(true);
    expect(retryRead(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryRead(1, new ApiError(503, 'down'))).toBe(false);
  });

  it('never retries a refusal', () => {
    for (const status of [400, 401, 403, 404, 429])
      expect(retryRead(0, new ApiError(status, 'no'))).toBe(false);
  });
});
