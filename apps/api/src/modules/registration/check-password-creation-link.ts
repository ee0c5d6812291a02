import type { Db } from '../../db/client.ts';
import { sha256 } from '../../lib/secrets.ts';
import { findUsableLinkClient } from '../client-links/link-repository.ts';
import { linkOfOpenClient } from './registration-repository.ts';

/** Whether this password-creation link would still be taken: unused, unexpired, this open client's. */
export async function checkPasswordCreationLink(db: Db, clientId: number, secret: string) {
  const client = await findUsableLinkClient(
    db,
    'password-creation',
    sha256(secret),
    linkOfOpenClient(clientId),
  );
  return { usable: client !== undefined };
}
