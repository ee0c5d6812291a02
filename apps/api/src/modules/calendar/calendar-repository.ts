import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import type { CalendarSession } from './session-calendar.ts';

const columns = {
  id: sessions.id,
  clientId: sessions.clientId,
  type: sessions.type,
  status: sessions.status,
  dueDate: sessions.dueDate,
  time: sessions.time,
  createdAt: sessions.createdAt,
  updatedAt: sessions.updatedAt,
};

/** A session as its calendar file needs it; `clientId` limits it to that client's own. */
export async function findCalendarSession(
  db: Executor,
  sessionId: number,
  clientId?: number,
): Promise<(CalendarSession & { clientId: number }) | null> {
  const [row] = await db
    .select(columns)
    .from(sessions)
    .where(
      and(eq(sessions.id, sessionId), clientId === undefined ? undefined : eq(sessions.clientId, clientId)),
    );
  return row ?? null;
}
