import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../test/render-with-providers.tsx';
import { ApiError, api } from './api-client.ts';
import { signInAgain, useSignInAsked } from './sign-in-again.ts';
import { tokenStorage } from './token-storage.ts';

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

describe('a write refused because the sign-in ended', () => {
  it('asks to sign in again and sends it again, also when another tab signed out and cleared the token', async () => {
    localStorage.clear();
    const withdraw = signInAgain.offer();
    let calls = 0;
    const requests = stubFetch({
      'PUT /api/account': () => {
        calls += 1;
        return calls === 1
          ? { status: 401, body: { message: 'Not authenticated', code: 'NOT_SIGNED_IN' } }
          : { status: 200, body: { status: 'ok' } };
      },
    });
    const sent = api.put('account', { address1: '1 New Street' });
    const asked = renderHook(() => useSignInAsked());
    await waitFor(() => expect(asked.result.current).toBe('write'));
    tokenStorage.set('new-token');
    signInAgain.settle(true);
    expect(await sent).toEqual({ status: 'ok' });
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual([null, 'Bearer new-token']);
    withdraw();
    tokenStorage.clearAll();
  });

  it("is sent with this tab's own sign-in, never with the token another tab stored for someone else", async () => {
    tokenStorage.set('x-token');
    localStorage.setItem('access_token', 'y-token');
    const requests = stubFetch({ 'PUT /api/mlw/account': { status: 200, body: { data: {} } } });
    await api.put('mlw/account', { address1: '1 X Street' });
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual(['Bearer x-token']);
    tokenStorage.clearAll();
  });

  it('is refused at once when no sign-in step is on the page and no token is stored', async () => {
    localStorage.clear();
    stubFetch({
      'PUT /api/account': { status: 401, body: { message: 'Not authenticated', code: 'NOT_SIGNED_IN' } },
    });
    expect((await failure(api.put('account', {}))).code).toBe('NOT_SIGNED_IN');
  });
});
