import type { Config } from '../../config/load-config.ts';
import type { Db } from '../../db/client.ts';
import { findOpenClientByEmailAndDob } from './registration-repository.ts';
import { queueAlreadyRegisteredEmail, queueWelcomeEmail } from './welcome-email.ts';

/**
 * A fresh password-creation link for a client who has not made a password yet; a reminder to log in
 * for one who has. Nothing for an unknown e-mail and date of birth: the caller answers the same anyway.
 */
export async function resendWelcomeEmail(db: Db, config: Config, email: string, dob: string): Promise<void> {
  const client = await findOpenClientByEmailAndDob(db, email, dob);
  if (!client) return;
  const recipient = { clientId: client.id, firstName: client.firstName, email: client.email };
  await db.transaction(async (tx) => {
    if (client.hasPassword) await queueAlreadyRegisteredEmail(tx, config, recipient);
    else await queueWelcomeEmail(tx, config, recipient);
  });
}
