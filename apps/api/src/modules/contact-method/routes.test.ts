import { OPTION } from '@coaching/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientWorld } from '../../test/client-world.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let jo: { authorization: string };
let pat: { authorization: string };
beforeAll(async () => {
  ({ t, demo: jo, other: pat } = await clientWorld());
});
afterAll(() => t.close());

const choose = (headers: Record<string, string> | undefined, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact/method-preference',
    ...(headers ? { headers } : {}),
    payload,
  });
const preferredMethod = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/mlw/me', headers })).json().data.preferred_method;

describe('POST /api/contact/method-preference', () => {
  it('saves Email as the preferred method of the caller only', async () => {
    expect(await preferredMethod(jo)).toBe(OPTION.contactPhoneCall);
    const res = await choose(pat, { contact_method: OPTION.contactEmail });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: 'ok' });
    expect(await preferredMethod(pat)).toBe(OPTION.contactEmail);
    expect(await preferredMethod(jo)).toBe(OPTION.contactPhoneCall);
  });

  it('saves Phone Call', async () => {
    expect((await choose(pat, { contact_method: OPTION.contactPhoneCall })).json()).toEqual({ data: 'ok' });
    expect(await preferredMethod(pat)).toBe(OPTION.contactPhoneCall);
  });

  it.each([
    ['Text message, which the portal does not offer', { contact_method: 3 }],
    ['an option that does not exist', { contact_method: 999 }],
    ['the option name instead of its id', { contact_method: 'Email' }],
    ['the id as text', { contact_method: '2' }],
    ['nothing', {}],
  ])('rejects %s', async (_, body) => {
    const res = await choose(jo, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ contact_method: ['Select an option'] });
  });

  it('rejects unknown fields', async () => {
    const res = await choose(jo, { contact_method: OPTION.contactEmail, client_id: 1 });
    expect(res.json().errors).toEqual({ client_id: ['Unknown field'] });
  });

  it('needs a logged-in client', async () => {
    expect((await choose(undefined, { contact_method: OPTION.contactEmail })).statusCode).toBe(401);
  });
});
