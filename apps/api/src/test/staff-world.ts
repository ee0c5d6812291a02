import { eq } from 'drizzle-orm';
import { clients } from '../db/schema.ts';
import { addStaff, DEMO_ADMIN, logInStaff } from './staff-login.ts';
import { createTestApp, DEMO_CLIENT, DEMO_NO_PLAN, logIn } from './test-app.ts';

/**
 * The people the staff route tests act as, logged in on a fresh app: the demo coach (who coaches the
 * demo client), another coach with no clients, the administrator and the demo client, with the ids
 * the tests read and write; `env` adds configuration. Close it with `t.close()`.
 */
export async function staffWorld(env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  const other = await addStaff(t.db, 'other.coach@example.com');
  const [coach, otherCoach, admin, client] = await Promise.all([
    logInStaff(t.app),
    logInStaff(t.app, other),
    logInStaff(t.app, DEMO_ADMIN),
    logIn(t.app),
  ]);
  const idOf = async (email: string) => {
    const [row] = await t.db
      .select({ id: clients.id, coachId: clients.coachId })
      .from(clients)
      .where(eq(clients.email, email));
    if (!row) throw new Error(`no seeded client ${email}`);
    return row;
  };
  const demo = await idOf(DEMO_CLIENT.email);
  const noPlan = await idOf(DEMO_NO_PLAN.email);
  return {
    t,
    coach,
    otherCoach,
    admin,
    client,
    /** The other coach's login (for tests that log in as them again). */
    other,
    otherCoachId: other.id,
    demoId: demo.id,
    /** The demo coach's staff id. */
    coachId: demo.coachId ?? 0,
    noPlanId: noPlan.id,
  };
}
