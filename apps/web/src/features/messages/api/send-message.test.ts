import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendMessage } from './send-message.ts';

afterEach(() => vi.unstubAllGlobals());

const message = { id: 1, author: 'Jo', sent: '', message: 'Hi', isCoach: false, user_seen: false };

function recordKeys(answers: (() => Response)[]) {
  const keys: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      keys.push(new Headers(init.headers).get('idempotency-key'));
      const answer = answers[keys.length - 1];
      if (!answer) throw new Error('unexpected call');
      return answer();
    }),
  );
  return keys;
}

describe('posting a message', () => {
  it('sends a fresh Idempotency-Key with each submit', async () => {
    const keys = recordKeys([
      () => Response.json({ data: message }, { status: 201 }),
      () => Response.json({ data: message }, { status: 201 }),
    ]);
    await sendMessage(7, { message: 'Hi' });
    await sendMessage(7, { message: 'Hi' });
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{1,200}$/);
    expect(new Set(keys).size).toBe(2);
  });

  it('retries a submit the network lost once, with the same key', async () => {
    const keys = recordKeys([
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => Response.json({ data: message }, { status: 201 }),
    ]);
    await expect(sendMessage(7, { message: 'Hi' })).resolves.toEqual(message);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
