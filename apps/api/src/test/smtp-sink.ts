import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string };

/**
 * A real SMTP server on loopback that keeps what it receives; `reject` refuses every message.
 */
export async function smtpSink(options: { reject?: boolean } = {}) {
  let onMessage: ((count: number) => void) | null = null;
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (options.reject) return callback(new Error('mailbox unavailable'));
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
        onMessage?.(received.length);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Runs after each accepted message (a test can kill the sender there). */
    onMessage: (listener: ((count: number) => void) | null) => {
      onMessage = listener;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof smtpSink>>;
