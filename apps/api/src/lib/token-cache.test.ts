import { describe, expect, it, vi } from 'vitest';
import { newChangeFeed } from '../db/client-changes.ts';
import { type TokenRead, tokenCache } from './token-cache.ts';

const inAnHour = () => new Date(Date.now() + 3_600_000);

/** A cache on a live feed, and a load that counts its reads and answers what `answer` says. */
function setUp() {
  const feed = newChangeFeed();
  feed.setLive(true);
  const read = tokenCache<string>(feed);
  let reads = 0;
  let answer: TokenRead<string> | null = { value: 'Jo', clientId: 7, expiresAt: inAnHour() };
  const load = async () => {
    reads++;
    return answer;
  };
  return {
    feed,
    read: () => read('hash-1', load),
    reads: () => reads,
    answer: (next: TokenRead<string> | null) => {
      answer = next;
    },
  };
}

describe('answers kept for a token', () => {
  it('are read once, then answered from memory', async () => {
    const t = setUp();
    expect([await t.read(), await t.read(), await t.read()]).toEqual(['Jo', 'Jo', 'Jo']);
    expect(t.reads()).toBe(1);
  });

  it('are read again once their client changes, and not for another client’s change', async () => {
    const t = setUp();
    await t.read();
    t.feed.notice('8');
    await t.read();
    expect(t.reads()).toBe(1);
    t.answer({ value: 'Joanne', clientId: 7, expiresAt: inAnHour() });
    t.feed.notice('7');
    expect(await t.read()).toBe('Joanne');
    t.feed.notice('*');
    t.answer(null);
    expect(await t.read()).toBeNull();
    expect(t.reads()).toBe(3);
  });

  it('are not kept when a change was noticed while they were read: the read may predate it', async () => {
    const feed = newChangeFeed();
    feed.setLive(true);
    const read = tokenCache<string>(feed);
    let reads = 0;
    const load = async () => {
      reads++;
      if (reads === 1) feed.notice('7');
      return { value: 'Jo', clientId: 7, expiresAt: inAnHour() };
    };
    await read('hash-1', load);
    await read('hash-1', load);
    await read('hash-1', load);
    expect(reads).toBe(2);
  });

  it('are never answered from memory while changes may be missed (the feed is down)', async () => {
    const t = setUp();
    await t.read();
    t.feed.setLive(false);
    await t.read();
    await t.read();
    expect(t.reads()).toBe(3);
    t.feed.setLive(true);
    await t.read();
    await t.read();
    expect(t.reads()).toBe(4);
  });

  it('end when the token expires, and a staff token’s (no client) is never kept', async () => {
    const t = setUp();
    t.answer({ value: 'Jo', clientId: 7, expiresAt: new Date(Date.now() - 1) });
    await t.read();
    await t.read();
    t.answer({ value: 'Sam Coach', clientId: null, expiresAt: inAnHour() });
    await t.read();
    await t.read();
    expect(t.reads()).toBe(4);
  });
});

describe('the longest an answer is kept', () => {
  it('is counted on the monotonic clock: a wall clock set back does not stretch it', async () => {
    const feed = newChangeFeed();
    feed.setLive(true);
    const read = tokenCache<string>(feed, 30);
    let reads = 0;
    const load = async () => {
      reads++;
      return { value: 'Jo', clientId: 7, expiresAt: inAnHour() };
    };
    await read('hash-1', load);
    const wallClock = Date.now();
    const setBack = vi.spyOn(Date, 'now').mockImplementation(() => wallClock - 3_600_000);
    await new Promise((resolve) => setTimeout(resolve, 40));
    await read('hash-1', load);
    setBack.mockRestore();
    expect(reads).toBe(2);
  });
});
