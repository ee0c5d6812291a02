import { PASSWORD_RESET_TTL_MINUTES } from '@coaching/shared/constants';
import type { Db } from '../../db/client.ts';
import { issueLink, retireLinks } from '../client-links/link-repository.ts';
import { queueEmail } from '../outbox/queue-message.ts';
import { findResettableClient } from './reset-link-repository.ts';

/** Only an opaque token: the e-mail address and date of birth stay out of the link (and out of logs). */
export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password?t=${token}`;
}

function resetEmail(firstName: string, link: string): string {
  return [
    `Hello ${firstName},`,
    '',
    'We received a request to reset the password for your coaching account.',
    `Choose a new password using this link. It works once, within ${PASSWORD_RESET_TTL_MINUTES} minutes:`,
    '',
    link,
    '',
    'If you did not ask for this, you can ignore this e-mail: your password has not changed.',
  ].join('\n');
}

/**
 * The caller learns nothing about whether an account exists: the answer is the same either way,
 * and only the account's own mailbox receives the link.
 */
export async function requestPasswordReset(db: Db, publicUrl: string, email: string, dob: string) {
  const client = await findResettableClient(db, email, dob);
  if (!client) return;
  await db.transaction(async (tx) => {
    // A new link replaces any earlier unused one: only the latest e-mail works.
    await retireLinks(tx, client.id, 'password-reset');
    const { token } = await issueLink(tx, client.id, 'password-reset', PASSWORD_RESET_TTL_MINUTES * 60_000);
    await queueEmail(
      tx,
      client.id,
      client.email,
      'Reset your password',
      resetEmail(client.firstName, resetLink(publicUrl, token)),
    );
  });
}
