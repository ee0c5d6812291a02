import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseworkCorrections, clients } from '../../db/schema.ts';
import { CHANGED_SINCE_OPENED } from '../../lib/conditional-write.ts';
import { addClient } from '../../test/staff-fixtures.ts';
import { logInStaff } from '../../test/staff-login.ts';
import { createTestApp, DEMO_CLIENT, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let coach: Record<string, string>;
let clientId: number;

beforeAll(async () => {
  t = await createTestApp();
  coach = await logInStaff(t.app);
  const [row] = await t.db
    .select({ coachId: clients.coachId })
    .from(clients)
    .where(eq(clients.email, DEMO_CLIENT.email));
  clientId = await addClient(t.db, { email: 'two.tabs@example.com', coachId: row?.coachId ?? 0 });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, ifMatch?: string) =>
  t.app.inject({
    method,
    url: `/api/staff/clients/${clientId}/${path}`,
    headers: ifMatch ? { ...coach, 'if-match': ifMatch } : coach,
    ...(payload ? { payload } : {}),
  });
type Item = { id: number; note: string; version: string };
const casework = async () => (await call('GET', 'casework')).json().data;
const corrections = () =>
  t.db.select().from(caseworkCorrections).where(eq(caseworkCorrections.clientId, clientId));

describe('a correction made in one tab after another tab corrected the same words', () => {
  it('refuses the case note corrected from an earlier version and keeps the first correction', async () => {
    const added = await call('POST', 'case-notes', { note: 'Prefers calls after 5pm.' });
    const opened = added.json().data.notes[0] as Item;
    expect(opened.version).toMatch(/^"case-note-[0-9a-f]+"$/);
    const first = await call('PUT', `case-notes/${opened.id}`, { note: 'After 6pm.' }, opened.version);
    expect(first.statusCode).toBe(200);
    const saved = (first.json().data.notes as Item[]).find((n) => n.id === opened.id) as Item;
    expect(saved.version).not.toBe(opened.version);
    const kept = (await corrections()).length;

    const second = await call('PUT', `case-notes/${opened.id}`, { note: 'Mornings only.' }, opened.version);
    expect(second.statusCode).toBe(412);
    expect(second.json()).toMatchObject({ message: CHANGED_SINCE_OPENED, code: 'CHANGED_SINCE_OPENED' });
    expect((await casework()).notes.find((n: Item) => n.id === opened.id)).toMatchObject({
      note: 'After 6pm.',
      version: saved.version,
    });
    expect((await corrections()).length).toBe(kept);

    const again = await call('PUT', `case-notes/${opened.id}`, { note: 'Mornings only.' }, saved.version);
    expect(again.statusCode).toBe(200);
    expect(await call('PUT', `case-notes/${opened.id}`, { note: 'Any time.' })).toHaveProperty(
      'statusCode',
      200,
    );
  });

  it('refuses the contact attempt corrected from an earlier version; without If-Match it corrects as before', async () => {
    const logged = await call('POST', 'contacts', {
      channel: 'phone',
      outcome: 'no-answer',
      note: 'Rang at 9',
    });
    const opened = logged.json().data.contacts[0] as Item;
    const first = await call(
      'PUT',
      `contacts/${opened.id}`,
      { outcome: 'voicemail', note: 'Left a message' },
      opened.version,
    );
    expect(first.statusCode).toBe(200);
    const stale = await call(
      'PUT',
      `contacts/${opened.id}`,
      { outcome: 'spoke', note: 'Spoke to Jo' },
      opened.version,
    );
    expect(stale.statusCode).toBe(412);
    expect((await casework()).contacts.find((c: Item) => c.id === opened.id)).toMatchObject({
      outcome: 'voicemail',
      note: 'Left a message',
    });
    const blind = await call('PUT', `contacts/${opened.id}`, { outcome: 'spoke', note: 'Spoke to Jo' });
    expect(blind.statusCode).toBe(200);
  });

  it('answers 404 for an attempt that is not there, with If-Match as without', async () => {
    expect(
      (await call('PUT', 'contacts/999999', { outcome: 'spoke', note: '' }, '"contact-0"')).statusCode,
    ).toBe(404);
  });
});
