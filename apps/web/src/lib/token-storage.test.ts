import { SIGNED_IN_HINT_COOKIE } from '@coaching/shared/constants';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clientOwner, DRAFTS_OWNER, draftsBelongTo, keptDraftKey } from './kept-drafts.ts';
import { tokenStorage, tokenStore, useStoredToken, useToken } from './token-storage.ts';

describe('token stores', () => {
  it('keep each token in its own storage and key', () => {
    const other = tokenStore(sessionStorage, 'other_token');
    tokenStorage.set('client-token');
    other.set('other-token');
    expect(localStorage.getItem('access_token')).toBe('client-token');
    expect(sessionStorage.getItem('other_token')).toBe('other-token');
    other.clear();
    expect(tokenStorage.get()).toBe('client-token');
  });

  it('re-render what follows a token when it is stored or cleared', () => {
    const other = tokenStore(sessionStorage, 'other_token');
    const client = renderHook(() => useToken());
    const follower = renderHook(() => useStoredToken(other));
    expect([client.result.current, follower.result.current]).toEqual([null, null]);
    act(() => {
      tokenStorage.set('client-token');
      other.set('other-token');
    });
    expect([client.result.current, follower.result.current]).toEqual(['client-token', 'other-token']);
    act(() => other.clear());
    expect([client.result.current, follower.result.current]).toEqual(['client-token', null]);
  });

  it('clear every draft and the token on a client logout (portal §4)', () => {
    const client = renderHook(() => useToken());
    act(() => tokenStorage.set('client-token'));
    sessionStorage.setItem('registration-draft', '{"email":"sam@example.com"}');
    act(() => tokenStorage.clearAll());
    expect(client.result.current).toBeNull();
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it('keep the signed-in hint cookie (which HTML the server paints first at /) in step with the client token', () => {
    act(() => tokenStorage.set('client-token'));
    expect(document.cookie).toContain(`${SIGNED_IN_HINT_COOKIE}=1`);
    act(() => tokenStorage.clearAll());
    expect(document.cookie).not.toContain(SIGNED_IN_HINT_COOKIE);
  });

  it('keep only the drafts kept for the same client when signing out, and drop them for another client', () => {
    act(() => tokenStorage.set('client-token'));
    sessionStorage.setItem('registration-draft', '{"email":"sam@example.com"}');
    sessionStorage.setItem(
      keptDraftKey('assessment'),
      JSON.stringify({ owner: clientOwner(7), answers: {} }),
    );
    act(() => tokenStorage.clearAll({ keepOwnedDrafts: true }));
    expect(tokenStorage.get()).toBeNull();
    expect(Object.keys(sessionStorage)).toEqual([keptDraftKey('assessment')]);
    draftsBelongTo(clientOwner(7));
    expect(Object.keys(sessionStorage).sort()).toEqual([DRAFTS_OWNER, keptDraftKey('assessment')]);
    draftsBelongTo(clientOwner(8));
    expect(Object.keys(sessionStorage)).toEqual([DRAFTS_OWNER]);
  });

  it('discard every draft typed for another client once someone else is signed in, keep them for the same one', () => {
    draftsBelongTo(clientOwner(7));
    sessionStorage.setItem('message-draft', '{"message":"About my drinking"}');
    draftsBelongTo(clientOwner(7));
    expect(sessionStorage.getItem('message-draft')).not.toBeNull();
    draftsBelongTo(clientOwner(8));
    expect(sessionStorage.getItem('message-draft')).toBeNull();
  });

  it("keep this tab's own token when another tab signs someone else in, until it follows them", () => {
    act(() => tokenStorage.set('x-token'));
    // Another tab of the same browser signed X out and Y in: the tabs share local storage.
    localStorage.setItem('access_token', 'y-token');
    expect([tokenStorage.get(), tokenStorage.changedElsewhere()]).toEqual(['x-token', true]);
    expect(tokenStorage.followElsewhere()).toBe(true);
    expect([tokenStorage.get(), tokenStorage.changedElsewhere()]).toEqual(['y-token', false]);
    localStorage.clear();
    expect(tokenStorage.followElsewhere()).toBe(false);
  });
});
