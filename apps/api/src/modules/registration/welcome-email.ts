import { OPENING_HOURS, PASSWORD_CREATION_TTL_HOURS } from '@coaching/shared/constants';
import type { Config } from '../../config/load-config.ts';
import type { Executor } from '../../db/client.ts';
import { issueLink } from '../client-links/link-repository.ts';
import { queueEmail } from '../outbox/queue-message.ts';

const SERVICE = 'Live Well Coaching';
const LINK_DAYS = PASSWORD_CREATION_TTL_HOURS / 24;

export type WelcomeRecipient = {
  clientId: number;
  firstName: string;
  email: string;
  /** The person who registered the client, when it was not the client. */
  referrerName?: string | undefined;
};

/** Only the link's hash is stored; the secret itself exists in the e-mail alone. */
async function issuePasswordLink(tx: Executor, config: Config, clientId: number): Promise<string> {
  const { token } = await issueLink(
    tx,
    clientId,
    'password-creation',
    PASSWORD_CREATION_TTL_HOURS * 3_600_000,
  );
  const query = new URLSearchParams({ hash: token, id: String(clientId) });
  return `${config.publicUrl}/password-creation?${query}`;
}

const footer = (config: Config) =>
  [
    `Questions? Call us free on ${config.servicePhone}, ${OPENING_HOURS}.`,
    '',
    'If you did not expect this e-mail, you can ignore it.',
    '',
    SERVICE,
  ].join('\n');

/** Queues the e-mail with a fresh password-creation link, inside the caller's transaction. */
export async function queueWelcomeEmail(tx: Executor, config: Config, to: WelcomeRecipient): Promise<void> {
  const link = await issuePasswordLink(tx, config, to.clientId);
  const opening = to.referrerName
    ? `${to.referrerName} has registered you with ${SERVICE}, a free service that helps you move more, lose weight, drink less or quit smoking.`
    : `Thank you for registering with ${SERVICE}, a free service that helps you move more, lose weight, drink less or quit smoking.`;
  const body = [
    `Hello ${to.firstName},`,
    '',
    opening,
    '',
    'Create your password to get started:',
    link,
    '',
    `The link works once and expires in ${LINK_DAYS} days. If it has expired, ask for a new one at ${config.publicUrl}/register/email-not-received`,
    '',
    'You will log in with your e-mail address, your date of birth and this password.',
    '',
    footer(config),
  ].join('\n');
  await queueEmail(tx, to.clientId, to.email, `Create your password for ${SERVICE}`, body);
}

/** Sent instead of a link when the account already has a password. */
export async function queueAlreadyRegisteredEmail(
  tx: Executor,
  config: Config,
  to: WelcomeRecipient,
): Promise<void> {
  const body = [
    `Hello ${to.firstName},`,
    '',
    `Someone asked for a new password-creation link for your ${SERVICE} account. You have already created your password, so you can log in at ${config.publicUrl}/ with your e-mail address, date of birth and password.`,
    '',
    `Forgotten your password? Reset it at ${config.publicUrl}/reset-password`,
    '',
    footer(config),
  ].join('\n');
  await queueEmail(tx, to.clientId, to.email, `Your ${SERVICE} account`, body);
}
