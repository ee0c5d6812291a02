import type { ActionView } from '@coaching/shared/schemas/actions';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { actions } from '../../db/schema.ts';
import { versionEtag } from '../../lib/conditional-write.ts';

type Versioned = Pick<ActionView, 'id' | 'title' | 'description' | 'due_date'>;

/**
 * An action's version, as the coach's list gives it: what the coach's edit form replaces (title,
 * description, due date). The client ticking it done leaves the version as it was: the form keeps
 * the status it does not show.
 */
const actionVersion = ({ id, title, description, due_date }: Versioned): string =>
  versionEtag('action', { id, title, description, due_date });

export const withActionVersion = <T extends Versioned>(action: T) => ({
  ...action,
  version: actionVersion(action),
});

/** The action's version with its row locked, for writeIfCurrent; null when the client has no such action. */
export async function lockedActionVersion(tx: Tx, clientId: number, actionId: number) {
  const [row] = await tx
    .select({
      id: actions.id,
      title: actions.title,
      description: actions.description,
      due_date: actions.dueDate,
    })
    .from(actions)
    .where(and(eq(actions.id, actionId), eq(actions.clientId, clientId)))
    .for('update');
  return row ? actionVersion(row) : null;
}
