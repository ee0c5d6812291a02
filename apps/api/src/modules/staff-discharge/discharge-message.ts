import type { Config } from '../../config/load-config.ts';
import type { OutgoingMessage } from '../outbox/queue-message.ts';

/** The one message telling a client their coaching has ended, by e-mail or text. */
export function dischargeMessage(
  config: Config,
  client: { firstName: string; email: string; phoneNumber: string },
  channel: 'email' | 'sms',
): OutgoingMessage {
  const subject = 'Your Live Well coaching has ended';
  const again = `If you would like our help again, call us free on ${config.servicePhone} and we can start your coaching again.`;
  if (channel === 'sms') {
    return {
      channel,
      recipient: client.phoneNumber,
      subject,
      body: `Live Well Coaching: your coaching with us has ended and any sessions booked are cancelled. ${again}`,
    };
  }
  return {
    channel,
    recipient: client.email,
    subject,
    body: [
      `Hello ${client.firstName},`,
      '',
      'Your coaching with Live Well has ended, and any sessions you had booked are cancelled.',
      `You can still sign in at ${config.publicUrl} to download a copy of your data.`,
      '',
      again,
    ].join('\n'),
  };
}
