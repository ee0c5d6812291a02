import { describe, expect, it } from 'vitest';
import { stubFetch } from '../test/render-with-providers.tsx';
import { ApiError, api } from './api-client.ts';

const failure = async (call: Promise<unknown>) => {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
  }
  throw new Error('the call did not fail with an ApiError');
};

describe('a refused call', () => {
  it('carries the code the server sent, to branch on, beside its message and field errors', async () => {
    stubFetch({
      'POST /api/register/change-email': {
        status: 409,
        body: {
          message: 'Email already exists',
          code: 'EMAIL_TAKEN',
          errors: { email: ['Email already exists'] },
        },
      },
    });
    const error = await failure(api.post('register/change-email', {}, { signInAgain: false }));
    expect([error.code, error.status, error.message]).toEqual(['EMAIL_TAKEN', 409, 'Email already exists']);
    expect(error.errors).toEqual({ email: ['Email already exists'] });
  });

  it("takes its status's code when the answer has none (not from this API, such as a proxy's)", async () => {
    stubFetch({ 'GET /api/mlw/me': { status: 502, body: { message: 'Bad gateway' } } });
    expect((await failure(api.get('mlw/me'))).code).toBe('INTERNAL');
  });

  it('is UNREACHABLE when no answer came', async () => {
    stubFetch({
      'GET /api/mlw/me': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect((await failure(api.get('mlw/me'))).code).toBe('UNREACHABLE');
  });
});
