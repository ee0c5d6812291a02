import type { TimeOfDay } from '@coaching/shared/constants';
import { formatUkDate } from '@coaching/shared/rules/dates';
import { bandLabel } from '@coaching/shared/rules/diary';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';
import { insertNotification } from '../notifications/notification-repository.ts';
import { queueMessage } from '../outbox/queue-message.ts';

export type NotifyOptions = { textsOn: boolean; phone: string };
export type SessionChange = 'booked' | 'moved' | 'cancelled';

const TITLES: Record<SessionChange, string> = {
  booked: 'Session booked',
  moved: 'Session moved',
  cancelled: 'Session cancelled',
};

const LINES: Record<SessionChange, (when: string) => string> = {
  booked: (when) => `Your coaching session is on ${when}.`,
  moved: (when) => `Your coaching session has moved to ${when}.`,
  cancelled: (when) => `Your coaching session on ${when} has been cancelled.`,
};

/**
 * Not in the specs: when staff book, move or cancel a session the client hears of it, in the bell and
 * by e-mail and/or text as their notification choices say (texts only where GOV.UK Notify is set up).
 * Call inside the transaction of the change.
 */
export async function notifySessionChange(
  tx: Executor,
  options: NotifyOptions,
  change: { clientId: number; sessionId: number; kind: SessionChange; day: string; time: TimeOfDay },
): Promise<void> {
  const [client] = await tx
    .select({
      firstName: clients.firstName,
      email: clients.email,
      phone: clients.phoneNumber,
      byEmail: clients.toolNotificationEmail,
      byText: clients.toolNotificationSms,
    })
    .from(clients)
    .where(eq(clients.id, change.clientId));
  if (!client) return;
  const when = `${formatUkDate(change.day)}, ${bandLabel(change.time)}`;
  const title = `${TITLES[change.kind]}: ${when}`;
  await insertNotification(tx, {
    clientId: change.clientId,
    object: 'Session',
    objectId: change.sessionId,
    title,
  });
  const line = LINES[change.kind](when);
  if (client.byEmail === 'yes') {
    const body = [
      `Hello ${client.firstName},`,
      '',
      line,
      '',
      `To change it, log in or call us free on ${options.phone}.`,
    ];
    await queueMessage(tx, {
      channel: 'email',
      recipient: client.email,
      subject: title,
      body: body.join('\n'),
    });
  }
  if (client.byText === 'yes' && options.textsOn && client.phone) {
    await queueMessage(tx, {
      channel: 'sms',
      recipient: client.phone,
      subject: title,
      body: `Live Well: ${line}`,
    });
  }
}
