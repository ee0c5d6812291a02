import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../test/render-with-providers.tsx';
import { saveClientFile } from './save-client-file.ts';
import { signInAgain, useSignInAsked } from './sign-in-again.ts';
import { tokenStorage } from './token-storage.ts';

describe("a download of the client's own file", () => {
  it('asks to sign in again when the sign-in ended, then downloads with the new sign-in', async () => {
    // jsdom has no object URLs; the file is handed to the browser through one.
    Object.assign(URL, { createObjectURL: () => 'blob:file', revokeObjectURL: () => {} });
    tokenStorage.set('ended-token');
    const withdraw = signInAgain.offer();
    let calls = 0;
    const requests = stubFetch({
      'GET /api/mlw/my-data.html': () => {
        calls += 1;
        return calls === 1
          ? { status: 401, body: { message: 'Not authenticated', code: 'NOT_SIGNED_IN' } }
          : new Response('<html></html>', { status: 200 });
      },
    });
    const saved = saveClientFile('/api/mlw/my-data.html', 'my-data.html');
    const asked = renderHook(() => useSignInAsked());
    await waitFor(() => expect(asked.result.current).toBe('read'));
    tokenStorage.set('new-token');
    signInAgain.settle(true);
    await saved;
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual([
      'Bearer ended-token',
      'Bearer new-token',
    ]);
    withdraw();
    tokenStorage.clearAll();
  });
});
