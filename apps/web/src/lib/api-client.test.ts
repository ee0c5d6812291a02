import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api-client.ts';

const answering = (body: unknown, status: number) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body, { status })),
  );

const failure = async (call: Promise<unknown>) => {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
  }
  throw new Error('the call did not fail with an ApiError');
};

afterEach(() => vi.unstubAllGlobals());

describe('a refused call', () => {
  it('carries the code the server sent, to branch on, beside its message and field errors', async () => {
    answering(
      { message: 'Email already exists', code: 'EMAIL_TAKEN', errors: { email: ['Email already exists'] } },
      409,
    );
    const error = await failure(api.post('register/change-email', {}, { signInAgain: false }));
    expect([error.code, error.status, error.message]).toEqual(['EMAIL_TAKEN', 409, 'Email already exists']);
    expect(error.errors).toEqual({ email: ['Email already exists'] });
  });

  it("takes its status's code when the answer has none (not from this API, such as a proxy's)", async () => {
    answering({ message: 'Bad gateway' }, 502);
    expect((await failure(api.get('mlw/me'))).code).toBe('INTERNAL');
  });

  it('is UNREACHABLE when no answer came', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect((await failure(api.get('mlw/me'))).code).toBe('UNREACHABLE');
  });
});
