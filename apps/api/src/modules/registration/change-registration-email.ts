import type { Config } from '../../config/load-config.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { sha256 } from '../../lib/secrets.ts';
import { retireLinks } from '../client-links/link-repository.ts';
import { emailExistsError } from './register-client.ts';
import {
  emailIsTaken,
  findOpenClientByRegistrationKey,
  updateClientEmail,
} from './registration-repository.ts';
import { isUniqueViolation } from './unique-violation.ts';
import { queueWelcomeEmail } from './welcome-email.ts';

/**
 * For someone who mistyped their address: only the browser that registered knows the registration
 * key, and only until a password exists. Links sent to the old address stop working.
 */
export async function changeRegistrationEmail(
  db: Db,
  config: Config,
  key: string,
  email: string,
): Promise<void> {
  const client = await findOpenClientByRegistrationKey(db, sha256(key));
  if (!client || client.hasPassword)
    throw notFound('We could not find a registration waiting for a password');
  if (await emailIsTaken(db, email, client.id)) throw emailExistsError('email');
  try {
    await db.transaction(async (tx) => {
      await updateClientEmail(tx, client.id, email);
      await retireLinks(tx, client.id, 'password-creation');
      await queueWelcomeEmail(tx, config, { clientId: client.id, firstName: client.firstName, email });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'clients_email')) throw emailExistsError('email');
    throw error;
  }
}
