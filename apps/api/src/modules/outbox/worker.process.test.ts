import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startMailbox } from '../../../../../test-support/mailbox.ts';
import { newClientPayload } from '../../test/registration-test-data.ts';
import { spawnServer } from '../../test/spawned-server.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'coaching-outbox-kill-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const REGISTRATIONS = 20;
const KILL_AFTER = 6;
const messageIdOf = (raw: string) => raw.match(/^Message-ID:\s*(\S+)/im)?.[1] ?? 'none';

describe('the outbox worker killed with SIGKILL mid-batch', { timeout: 240_000 }, () => {
  it('loses no e-mail and repeats at most the one in flight, recognisably', async () => {
    // Twenty welcome e-mails wait in the outbox of a server that does not send (no SMTP_URL).
    const queueing = await spawnServer({ dataDir, env: { SMTP_URL: '' } });
    const people = Array.from({ length: REGISTRATIONS }, () => newClientPayload());
    for (const client of people) {
      const res = await fetch(`${queueing.url}/api/register/newclient`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client }),
      });
      expect(res.status).toBe(200);
    }
    await queueing.stop();

    // A sending server is killed as soon as the sixth message has been accepted...
    const smtp = await startMailbox();
    const killed = await spawnServer({ dataDir, smtp });
    smtp.onMessage((count) => {
      if (count === KILL_AFTER) killed.process.kill('SIGKILL');
    });
    await killed.exited;
    smtp.onMessage(null);
    const beforeCrash = smtp.mails.length;
    expect(beforeCrash).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(beforeCrash).toBeLessThan(REGISTRATIONS);

    // ...and the next one sends the rest (the message in flight waits for its lease to run out).
    const next = await spawnServer({ dataDir, smtp });
    const deadline = Date.now() + 120_000;
    const recipients = () => new Set(smtp.mails.map((m) => m.to));
    while (people.some((p) => !recipients().has(p.email)) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 250));
    await next.stop();
    await smtp.close();

    for (const person of people) expect(recipients()).toContain(person.email);
    const ids = smtp.mails.map((m) => messageIdOf(m.raw));
    expect(ids).not.toContain('none');
    expect(ids.length - new Set(ids).size).toBeLessThanOrEqual(1);
  });
});
