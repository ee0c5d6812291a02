import { SMTPServer } from 'smtp-server';

/** A captured mail: recipients, decoded subject and text, and the message as sent. */
export type Mail = { to: string; subject: string; text: string; raw: string };

function decodeBody(headers: string, body: string): string {
  if (/content-transfer-encoding:\s*base64/i.test(headers))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function header(headers: string, name: string): string {
  const match = new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(headers);
  return (match?.[1] ?? '').replace(/\r?\n[ \t]/g, ' ').trim();
}

function parse(raw: string, to: string): Mail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split);
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  return { to, subject: header(headers, 'Subject'), text: decodeBody(headers, body), raw };
}

/**
 * A real SMTP server on loopback that keeps what the service sends, for the tests to read (the API's
 * outbox tests and the browser tests). With `refuse`, it answers every message with that error.
 */
export async function startMailbox(options: { refuse?: string } = {}) {
  const mails: Mail[] = [];
  let onMessage: ((count: number) => void) | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.refuse) return callback(new Error(options.refuse));
        const to = session.envelope.rcptTo.map((r) => r.address).join(', ');
        mails.push(parse(Buffer.concat(chunks).toString('utf8'), to));
        callback();
        onMessage?.(mails.length);
      });
    },
  });
  // A sender that goes away in the middle of a mail (the service stopped at the end of a test, or
  // killed on purpose) resets its connection, which smtp-server reports as an error of the server: the
  // mail is not delivered, as with a real server, and the test run goes on.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The newest mail to an address whose subject matches, waiting for the outbox worker to send it. */
    async waitFor(to: string, subject: RegExp = /./, timeoutMs = 15_000): Promise<Mail> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = mails
          .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && subject.test(m.subject))
          .at(-1);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(
        `no mail to ${to} matching ${subject} within ${timeoutMs} ms; got: ${mails.map((m) => `${m.to}: ${m.subject}`).join('; ')}`,
      );
    },
    /** Runs after each accepted message (a test can kill the sender there). */
    onMessage: (listener: ((count: number) => void) | null) => {
      onMessage = listener;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

/** The first link in a mail that starts with the service's address. */
export function linkIn(mail: Mail, baseUrl: string): string {
  const match = mail.text.match(new RegExp(`${baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s"<>]+`));
  if (!match) throw new Error(`no link to ${baseUrl} in: ${mail.text}`);
  return match[0];
}
