import { describe, expect, it } from 'vitest';
import { stubFetch, testQueryClient } from '../test/render-with-providers.tsx';
import { versionedQuery } from './versioned-query.ts';

describe('versionedQuery', () => {
  it('sends the held ETag and keeps the same list when the server answers 304', async () => {
    const answers = [
      Response.json({ data: ['a'] }, { headers: { etag: 'W/"m-1"' } }),
      new Response(null, { status: 304, headers: { etag: 'W/"m-1"' } }),
      Response.json({ data: ['a', 'b'] }, { headers: { etag: 'W/"m-2"' } }),
    ];
    const requests = stubFetch({
      'GET /api/mlw/messages': () => {
        const answer = answers[requests.length - 1];
        if (!answer) throw new Error('unexpected call');
        return answer;
      },
    });
    const client = testQueryClient();
    const query = versionedQuery<string[]>(['messages'], 'mlw/messages');
    const first = await client.fetchQuery(query);
    const second = await client.fetchQuery({ ...query, staleTime: 0 });
    const third = await client.fetchQuery({ ...query, staleTime: 0 });
    expect(requests.map((r) => r.headers.get('if-none-match'))).toEqual([null, 'W/"m-1"', 'W/"m-1"']);
    expect(second).toBe(first);
    expect(third).toEqual({ etag: 'W/"m-2"', data: ['a', 'b'] });
  });

  it('turns a failed answer into an ApiError with the status', async () => {
    stubFetch({ 'GET /api/mlw/messages': { status: 401, body: { message: 'Not authenticated' } } });
    await expect(testQueryClient().fetchQuery(versionedQuery(['x'], 'mlw/messages'))).rejects.toMatchObject({
      status: 401,
    });
  });
});
