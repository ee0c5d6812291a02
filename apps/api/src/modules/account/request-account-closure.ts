import type { Db } from '../../db/client.ts';
import { revokeClientTokens } from '../auth/token-repository.ts';
import { markClosureRequested } from './account-repository.ts';

/** Staff action the closure within two working days; until then nobody stays signed in. */
export async function requestAccountClosure(db: Db, clientId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await markClosureRequested(tx, clientId);
    await revokeClientTokens(tx, clientId);
  });
}
