import { DEMO_CLIENT, DEMO_PASSWORD } from '../apps/api/src/db/seed/seed-demo-data.ts';

/** The demo client's access token from a running server at `base`, as the web app's login form gets it. */
export async function logInDemoClient(base: string): Promise<string> {
  const response = await fetch(`${base}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: DEMO_CLIENT.email,
      dob: DEMO_CLIENT.dob,
      password: DEMO_PASSWORD,
      grant_type: 'password',
      client_id: 'web',
      provider: 'clients',
      scope: '*',
    }),
  });
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}
