import { connect } from 'node:net';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Mailbox, startMailbox } from './mailbox.ts';

let mailbox: Mailbox;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox.close());

/** Says `lines` to the mailbox one at a time, each after the mailbox's answer, then resets. */
function senderGoneMidMail(lines: string[]): Promise<void> {
  const { port } = new URL(mailbox.url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    let said = 0;
    socket.on('data', () => {
      const line = lines[said++];
      if (line !== undefined) socket.write(`${line}\r\n`);
      else socket.resetAndDestroy();
    });
    socket.on('close', () => resolve());
  });
}

describe('the test mailbox', () => {
  it('carries on when a sender goes away in the middle of a mail', async () => {
    await senderGoneMidMail(['EHLO sender', 'MAIL FROM:<a@example.com>', 'RCPT TO:<b@example.com>', 'DATA']);
    await new Promise((r) => setTimeout(r, 100));
    const transport = nodemailer.createTransport(mailbox.url);
    await transport.sendMail({ from: 'a@example.com', to: 'c@example.com', subject: 'After', text: 'Hello' });
    expect((await mailbox.waitFor('c@example.com', /After/)).subject).toBe('After');
  });
});
