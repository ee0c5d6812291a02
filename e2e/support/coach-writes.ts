import { DEMO_STAFF, DEMO_STAFF_TOTP } from '../../apps/api/src/db/seed/seed-demo-data.ts';
import { DEMO_CLIENT, DEMO_PASSWORD } from './log-in.ts';
import { staffCode } from './staff-code.ts';

/** The demo coach writes to the demo client through the staff API, as the staff console does. */
export async function coachWrites(baseUrl: string, message: string): Promise<void> {
  const call = async (path: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
    const response = await fetch(`${baseUrl}/api/${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const login = await call('staff/login', {
    method: 'POST',
    body: {
      email: DEMO_STAFF.coach,
      password: DEMO_PASSWORD,
      totp: await staffCode(DEMO_STAFF_TOTP.coach),
    },
  });
  const token: string = login.access_token;
  const clients: { data: { id: number; email: string }[] } = await call('staff/clients', { token });
  const client = clients.data.find((c) => c.email === DEMO_CLIENT.email);
  if (!client) throw new Error('demo client not in the coach’s caseload');
  await call(`staff/clients/${client.id}/messages`, { method: 'POST', token, body: { message } });
}
