import { timeStep, totpAt } from '../../apps/api/src/modules/staff-auth/totp.ts';

/**
 * The browser tests start the service with TEST_TOTP_STEP_SECONDS, so staff codes change every few
 * seconds instead of every 30 and a second sign-in does not wait half a minute for a new code.
 */
export const TEST_TOTP_STEP_SECONDS = 4;

const lastStep = new Map<string, number>();

/**
 * The code the authenticator app shows. Each code signs in once, so a second sign-in within the same
 * step takes the next step's code (inside the server's ±1 step window) and a third waits for it.
 */
export async function staffCode(secret: string): Promise<string> {
  for (;;) {
    const now = timeStep(Date.now() / 1000, TEST_TOTP_STEP_SECONDS);
    const step = Math.max(now, (lastStep.get(secret) ?? 0) + 1);
    if (step <= now + 1) {
      lastStep.set(secret, step);
      return totpAt(secret, step * TEST_TOTP_STEP_SECONDS, undefined, TEST_TOTP_STEP_SECONDS);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
