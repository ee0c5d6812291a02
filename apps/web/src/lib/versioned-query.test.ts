import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { versionedQuery } from './versioned-query.ts';

afterEach(() => vi.unstubAllGlobals());

describe('versionedQuery', () => {
  it('sends the held ETag and keeps the same list when the server answers 304', async () => {
    const sent: (string | null)[] = [];
    const answers = [
      () => Response.json({ data: ['a'] }, { headers: { etag: 'W/"m-1"' } }),
      () => new Response(null, { status: 304, headers: { etag: 'W/"m-1"' } }),
      () => Response.json({ data: ['a', 'b'] }, { headers: { etag: 'W/"m-2"' } }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(new Headers(init.headers).get('if-none-match'));
        const answer = answers[sent.length - 1];
        if (!answer) throw new Error('unexpected call');
        return answer();
      }),
    );
    const client = new QueryClient();
    const query = versionedQuery<string[]>(['messages'], 'mlw/messages');
    const first = await client.fetchQuery(query);
    const second = await client.fetchQuery({ ...query, staleTime: 0 });
    const third = await client.fetchQuery({ ...query, staleTime: 0 });
    expect(sent).toEqual([null, 'W/"m-1"', 'W/"m-1"']);
    expect(second).toBe(first);
    expect(third).toEqual({ etag: 'W/"m-2"', data: ['a', 'b'] });
  });

  it('turns a failed answer into an ApiError with the status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Not authenticated' }, { status: 401 })),
    );
    const client = new QueryClient();
    await expect(client.fetchQuery(versionedQuery(['x'], 'mlw/messages'))).rejects.toMatchObject({
      status: 401,
    });
  });
});
