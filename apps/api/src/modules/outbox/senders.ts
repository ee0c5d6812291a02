import nodemailer from 'nodemailer';
import { NotifyClient } from 'notifications-node-client';
import type { Config } from '../../config.ts';
import type { Delivered, Sender } from './deliver.ts';

/** The same for every attempt at one outbox row, so a repeat after a crash is recognisable. */
export function messageIdOf(message: Delivered, publicUrl: string): string {
  return `<outbox-${message.id}-${message.createdAt.getTime()}@${new URL(publicUrl).hostname}>`;
}

/** SMTP for e-mail, GOV.UK Notify for texts; null when neither is configured (dev mailbox only). */
export function createSender(config: Config): Sender | null {
  if (!config.smtpUrl && !config.notifyApiKey) return null;
  const mail = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const notify = config.notifyApiKey ? new NotifyClient(config.notifyApiKey) : null;
  return async (message) => {
    if (message.channel === 'email') {
      if (!mail) throw new Error('SMTP_URL is not set');
      await mail.sendMail({
        from: config.mailFrom,
        to: message.recipient,
        subject: message.subject,
        text: message.body,
        attachments: message.attachments ?? undefined,
        messageId: messageIdOf(message, config.publicUrl),
      });
      return;
    }
    if (!notify) throw new Error('NOTIFY_API_KEY is not set');
    await notify.sendSms(config.notifyTemplateId, message.recipient, {
      personalisation: { body: message.body },
    });
  };
}
