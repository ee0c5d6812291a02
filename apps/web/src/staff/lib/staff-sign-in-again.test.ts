import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { staffSession } from './staff-session.ts';
import { callSignedIn, NOT_SAVED_SIGNED_OUT, staffSignInAgain } from './staff-sign-in-again.ts';

const signedOut = () => new ApiError(401, 'You are not signed in', {}, 'NOT_SIGNED_IN');
/** A call refused once because the session ended, then answered. */
const refusedOnce = (answer: string) => {
  let calls = 0;
  return vi.fn(async () => {
    calls += 1;
    if (calls === 1) throw signedOut();
    return answer;
  });
};
const asked = () => new Promise((resolve) => setTimeout(resolve));

let withdraw: () => void = () => undefined;
afterEach(() => {
  withdraw();
  staffSignInAgain.settle(false);
});

describe('callSignedIn', () => {
  it('asks to sign in again over the page and makes the call again once signed in', async () => {
    withdraw = staffSignInAgain.offer();
    staffSession.signedIn('csrf');
    const run = refusedOnce('fresh');
    const answer = callSignedIn('write', run);
    await asked();
    staffSignInAgain.settle(true);
    await expect(answer).resolves.toBe('fresh');
    expect(run).toHaveBeenCalledTimes(2);
    expect(staffSession.state()).toEqual({ csrf: 'csrf' });
  });

  it('keeps what a poll held when the person does not sign in, without ending the console', async () => {
    withdraw = staffSignInAgain.offer();
    staffSession.signedIn('csrf');
    const answer = callSignedIn('read', refusedOnce('fresh'), 'held');
    await asked();
    staffSignInAgain.decline();
    await expect(answer).resolves.toBe('held');
    expect(staffSession.state()).toEqual({ csrf: 'csrf' });
  });

  it('says a write was not saved when the person chose "Not now", keeping the console', async () => {
    withdraw = staffSignInAgain.offer();
    staffSession.signedIn('csrf');
    const answer = callSignedIn('write', refusedOnce('saved'));
    await asked();
    staffSignInAgain.decline();
    await expect(answer).rejects.toThrow(NOT_SAVED_SIGNED_OUT);
    expect(staffSession.state()).toEqual({ csrf: 'csrf' });
  });

  it('shows the sign-in page when there is no page to ask over', async () => {
    staffSession.signedIn('csrf');
    await expect(callSignedIn('read', refusedOnce('fresh'))).rejects.toThrow('You are not signed in');
    expect(staffSession.state()).toBe('signed-out');
  });
});
