import { createTestApp, DEMO_NO_PLAN, logIn } from './test-app.ts';

/**
 * The two demo clients the client route tests act as, logged in on a fresh app: `demo` (Jo, with a
 * plan, a coach and sessions) and `other` (Pat, new, with no plan), whose data Jo's calls must never
 * reach. Close it with `t.close()`.
 */
export async function clientWorld() {
  const t = await createTestApp();
  const [demo, other] = await Promise.all([logIn(t.app), logIn(t.app, DEMO_NO_PLAN)]);
  return { t, demo, other };
}
