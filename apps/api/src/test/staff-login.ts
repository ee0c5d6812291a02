import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { staff } from '../db/schema.ts';
import { DEMO_PASSWORD, DEMO_STAFF, DEMO_STAFF_TOTP } from '../db/seed/seed-demo-data.ts';
import { hashPassword } from '../lib/secrets.ts';
import { newTotpSecret, TOTP_STEP_SECONDS, timeStep, totpAt } from '../modules/staff-auth/totp.ts';

export type StaffLogin = { email: string; totpSecret: string; password?: string };

export const DEMO_COACH: StaffLogin = { email: DEMO_STAFF.coach, totpSecret: DEMO_STAFF_TOTP.coach };
export const DEMO_ADMIN: StaffLogin = { email: DEMO_STAFF.admin, totpSecret: DEMO_STAFF_TOTP.admin };

/** The last step used per member, for each app: each test file's app has its own database. */
const lastSteps = new WeakMap<FastifyInstance, Map<string, number>>();

/**
 * A code the server will accept: each accepted time step can be used once, so a second login in the
 * same 30 seconds takes the next step's code (inside the ±1 step window) or waits for it. Never the
 * previous step's code: a slow password check could carry it out of the window.
 */
export async function nextTotp(app: FastifyInstance, who: StaffLogin): Promise<string> {
  const lastStep = lastSteps.get(app) ?? new Map<string, number>();
  lastSteps.set(app, lastStep);
  let now = timeStep(Date.now() / 1000);
  let step = Math.max(now, (lastStep.get(who.email) ?? 0) + 1);
  while (step > now + 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    now = timeStep(Date.now() / 1000);
    step = Math.max(now, (lastStep.get(who.email) ?? 0) + 1);
  }
  lastStep.set(who.email, step);
  return totpAt(who.totpSecret, step * TOTP_STEP_SECONDS);
}

/**
 * Signs a staff member in for a test (`extra` joins the request, e.g. `session: 'cookie'`). It forgets
 * the member's last used time step first (in the database and here), so logins in quick succession
 * need not wait for the next 30-second step.
 */
export async function signInStaff(app: FastifyInstance, who: StaffLogin, extra: Record<string, string> = {}) {
  await app.db.execute(
    sql`delete from rate_limits where key = 'staff-totp-step:' || (select id from staff where lower(email) = lower(${who.email}))`,
  );
  lastSteps.get(app)?.delete(who.email);
  const response = await app.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: {
      email: who.email,
      password: who.password ?? DEMO_PASSWORD,
      totp: await nextTotp(app, who),
      ...extra,
    },
  });
  if (response.statusCode !== 200) throw new Error(`staff login failed: ${response.body}`);
  return response;
}

/** Logs a staff member in for a test; answers the bearer header to send. */
export async function logInStaff(app: FastifyInstance, who: StaffLogin = DEMO_COACH) {
  const response = await signInStaff(app, who);
  const token = response.json<{ access_token: string }>().access_token;
  return { authorization: `Bearer ${token}` };
}

/** A second staff member with the second factor already set up, straight into the database. */
export async function addStaff(
  db: Db,
  email: string,
  role: 'coach' | 'admin' = 'coach',
): Promise<StaffLogin & { id: number }> {
  const totpSecret = newTotpSecret();
  const [row] = await db
    .insert(staff)
    .values({
      email,
      name: `Test ${role} ${email.split('@')[0]}`,
      role,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      totpSecret,
      totpEnabled: true,
    })
    .returning({ id: staff.id });
  if (!row) throw new Error('could not add staff');
  return { id: row.id, email, totpSecret };
}
