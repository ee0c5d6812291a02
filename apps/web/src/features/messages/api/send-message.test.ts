import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { stubFetch, testQueryClient } from '../../../test/render-with-providers.tsx';
import { messagesQuery } from './get-messages.ts';
import { readChatAfterSending, sendMessage } from './send-message.ts';

const message = { id: 1, author: 'Jo', sent: '', message: 'Hi', isCoach: false, user_seen: false };

function recordKeys(answers: (() => Response)[]) {
  const requests = stubFetch({
    'POST /api/mlw/messages/7': () => {
      const answer = answers[requests.length - 1];
      if (!answer) throw new Error('unexpected call');
      return answer();
    },
  });
  return () => requests.map((request) => request.headers.get('idempotency-key'));
}

describe('posting a message', () => {
  it('sends a fresh Idempotency-Key with each submit', async () => {
    const sentKeys = recordKeys([
      () => Response.json({ data: message }, { status: 201 }),
      () => Response.json({ data: message }, { status: 201 }),
    ]);
    await sendMessage(7, { message: 'Hi' });
    await sendMessage(7, { message: 'Hi' });
    const keys = sentKeys();
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{1,200}$/);
    expect(new Set(keys).size).toBe(2);
  });

  it('retries a submit the network lost once, with the same key', async () => {
    const sentKeys = recordKeys([
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => Response.json({ data: message }, { status: 201 }),
    ]);
    await expect(sendMessage(7, { message: 'Hi' })).resolves.toEqual(message);
    const keys = sentKeys();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('the chat after sending', () => {
  it('reads it again even while its first read is still on the way, so the sent message shows', async () => {
    const sent = { ...message, id: 2, message: 'Sent' };
    let answerFirstRead: (response: Response) => void = () => undefined;
    const reads = [
      () =>
        new Promise<Response>((resolve) => {
          answerFirstRead = resolve;
        }),
      () => Response.json({ data: [message, sent] }, { headers: { etag: 'W/"m-2"' } }),
    ];
    const requests = stubFetch({
      'GET /api/mlw/messages': () => reads[requests.length - 1]?.() ?? Response.error(),
    });
    const queryClient = testQueryClient();
    const chat = new QueryObserver(queryClient, messagesQuery);
    const stop = chat.subscribe(() => undefined);

    await expect.poll(() => requests.length).toBe(1);
    const refreshed = readChatAfterSending(queryClient);
    answerFirstRead(Response.json({ data: [message] }, { headers: { etag: 'W/"m-1"' } }));
    await refreshed;

    expect(requests).toHaveLength(2);
    expect(queryClient.getQueryData(messagesQuery.queryKey)).toEqual({
      etag: 'W/"m-2"',
      data: [message, sent],
    });
    stop();
  });
});
