import { DEMO_CLIENT, DEMO_PASSWORD } from '../apps/api/src/db/seed/seed-demo-data.ts';

type Person = { email: string; dob: string };

/** The body of the client login call (POST /api/oauth/token) as the web app's login form sends it. */
export const clientGrant = (who: Person = DEMO_CLIENT, password = DEMO_PASSWORD) => ({
  username: who.email,
  dob: who.dob,
  password,
  grant_type: 'password',
  client_id: 'web',
  provider: 'clients',
  scope: '*',
});

/** The demo client's access token from a running server at `base`. */
export async function logInDemoClient(base: string): Promise<string> {
  const response = await fetch(`${base}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(clientGrant()),
  });
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}
