import type { Agent } from 'node:https';
import nodemailer from 'nodemailer';
import { NotifyClient } from 'notifications-node-client';
import type { Config } from '../../config/load-config.ts';
import type { Executor } from '../../db/client.ts';
import type { Delivered, OutboxSender, Sender } from './deliver.ts';
import { createPushSender } from './push-sender.ts';
import type { OutboxChannel } from './queue-message.ts';

/** The same for every attempt at one outbox row, so a repeat after a crash is recognisable. */
export function messageIdOf(message: Delivered, publicUrl: string): string {
  return `<outbox-${message.id}-${message.createdAt.getTime()}@${new URL(publicUrl).hostname}>`;
}

function createMailSender(config: Config, smtpUrl: string): Sender {
  const mail = nodemailer.createTransport(smtpUrl);
  return async (message) => {
    await mail.sendMail({
      from: config.mailFrom,
      to: message.recipient,
      subject: message.subject,
      text: message.body,
      attachments: message.attachments ?? undefined,
      messageId: messageIdOf(message, config.publicUrl),
    });
  };
}

function createTextSender(config: Config, apiKey: string): Sender {
  const notify = new NotifyClient(apiKey);
  return async (message) => {
    await notify.sendSms(config.notifyTemplateId, message.recipient, {
      personalisation: { body: message.body },
    });
  };
}

/**
 * SMTP for e-mail, GOV.UK Notify for texts, web push for devices. Without SMTP_URL e-mails stay in
 * the outbox for the development mailbox, without NOTIFY_API_KEY texts too; pushes always go.
 */
export function createSender(config: Config, db: Executor, pushAgent?: Agent): OutboxSender {
  const senders: Partial<Record<OutboxChannel, Sender>> = {
    push: createPushSender(config, db, pushAgent),
    ...(config.smtpUrl ? { email: createMailSender(config, config.smtpUrl) } : {}),
    ...(config.notifyApiKey ? { sms: createTextSender(config, config.notifyApiKey) } : {}),
  };
  return {
    channels: Object.keys(senders) as OutboxChannel[],
    send: async (message) => {
      const send = senders[message.channel];
      if (!send) throw new Error(`no sender for ${message.channel}`);
      await send(message);
    },
  };
}
