import { OPTION } from '@coaching/shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema.ts';
import { addClient } from '../../test/staff-fixtures.ts';
import { logInStaff } from '../../test/staff-login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let coach: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  coach = await logInStaff(t.app);
});
afterAll(() => t.close());

const firstChatRow = async (clientId: number) => {
  const day = await t.app.inject({ method: 'GET', url: '/api/staff/my-day', headers: coach });
  return day.json().data.registrations.find((r: { client_id: number }) => r.client_id === clientId);
};

describe('My day shows the way each client chose to be reached', () => {
  it('the e-mail address for a client who prefers e-mail, the phone number for calls', async () => {
    const emailer = await addClient(t.db, { email: 'prefers.email@example.com' });
    await t.db.update(clients).set({ contactMethod: OPTION.contactEmail }).where(eq(clients.id, emailer));
    expect(await firstChatRow(emailer)).toMatchObject({
      contact_method: 'Email',
      contact: 'prefers.email@example.com',
    });

    const caller = await addClient(t.db, { email: 'prefers.calls@example.com' });
    await t.db.update(clients).set({ contactMethod: OPTION.contactPhoneCall }).where(eq(clients.id, caller));
    expect(await firstChatRow(caller)).toMatchObject({
      contact_method: 'Phone Call',
      contact: '01234 567890',
    });
  });

  it('the method the client set last on their profile over the one they registered with', async () => {
    const changed = await addClient(t.db, { email: 'changed.mind@example.com' });
    await t.db
      .update(clients)
      .set({ contactMethod: OPTION.contactPhoneCall, preferredMethod: OPTION.contactEmail })
      .where(eq(clients.id, changed));
    expect(await firstChatRow(changed)).toMatchObject({
      contact_method: 'Email',
      contact: 'changed.mind@example.com',
    });
  });
});
