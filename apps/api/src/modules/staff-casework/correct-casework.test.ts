import { NOTE_MAX_LENGTH } from '@coaching/shared/constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, caseworkCorrections, clients } from '../../db/schema.ts';
import { addClient } from '../../test/staff-fixtures.ts';
import { DEMO_ADMIN, logInStaff } from '../../test/staff-login.ts';
import { createTestApp, DEMO_CLIENT, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let coach: Record<string, string>;
let admin: Record<string, string>;
let clientId: number;

beforeAll(async () => {
  t = await createTestApp();
  [coach, admin] = await Promise.all([logInStaff(t.app), logInStaff(t.app, DEMO_ADMIN)]);
  const [row] = await t.db
    .select({ coachId: clients.coachId })
    .from(clients)
    .where(eq(clients.email, DEMO_CLIENT.email));
  clientId = await addClient(t.db, { email: 'corrections@example.com', coachId: row?.coachId ?? 0 });
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PUT', path: string, payload: object, headers = coach) =>
  t.app.inject({ method, url: `/api/staff/clients/${clientId}/${path}`, headers, payload });
const auditOf = (action: string) =>
  t.db
    .select({ detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.clientId, clientId), eq(auditLog.action, action)));

describe('correcting contact attempts and case notes', () => {
  it('lets the author correct a contact attempt, shown as edited, the earlier words kept', async () => {
    const logged = await call('POST', 'contacts', {
      channel: 'phone',
      outcome: 'no-answer',
      note: 'Rang at 9',
    });
    const attempt = logged.json().data.contacts[0];
    expect(attempt).toMatchObject({ edited_at: null, mine: true });
    const res = await call('PUT', `contacts/${attempt.id}`, {
      outcome: 'voicemail',
      note: 'Rang at 9; left a message',
    });
    expect(res.statusCode).toBe(200);
    const corrected = res.json().data.contacts[0];
    expect(corrected).toMatchObject({
      id: attempt.id,
      outcome: 'voicemail',
      note: 'Rang at 9; left a message',
    });
    expect(Date.parse(corrected.edited_at)).toBeGreaterThan(Date.now() - 60_000);
    const [earlier] = await t.db
      .select()
      .from(caseworkCorrections)
      .where(eq(caseworkCorrections.contactAttemptId, attempt.id));
    expect(earlier).toMatchObject({ earlierOutcome: 'no-answer', earlierNote: 'Rang at 9', clientId });
    expect((await auditOf('corrected contact attempt')).map((a) => a.detail)).toEqual([
      `contact attempt ${attempt.id}; earlier words kept as correction ${earlier?.id}`,
    ]);
  });

  it('lets the author correct a case note, the earlier words kept', async () => {
    const added = await call('POST', 'case-notes', { note: 'Prefers calls after 5pm.' });
    const note = added.json().data.notes[0];
    const res = await call('PUT', `case-notes/${note.id}`, { note: 'Prefers calls after 6pm.' });
    expect(res.json().data.notes[0]).toMatchObject({ note: 'Prefers calls after 6pm.', mine: true });
    expect(res.json().data.notes[0].edited_at).not.toBeNull();
    const [earlier] = await t.db
      .select({ note: caseworkCorrections.earlierNote })
      .from(caseworkCorrections)
      .where(eq(caseworkCorrections.caseNoteId, note.id));
    expect(earlier?.note).toBe('Prefers calls after 5pm.');
    expect(await auditOf('corrected case note')).toHaveLength(1);
  });

  it("refuses another staff member's record, one that is not there, and bad input, changing nothing", async () => {
    const added = await call('POST', 'case-notes', { note: 'Coach wrote this.' });
    const note = added.json().data.notes[0];
    const attempt = (await call('POST', 'contacts', { channel: 'email', outcome: 'spoke' })).json().data
      .contacts[0];
    const seenByAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/staff/clients/${clientId}/casework`,
      headers: admin,
    });
    expect(seenByAdmin.json().data.notes[0]).toMatchObject({ id: note.id, mine: false });
    expect(
      (await call('PUT', `case-notes/${note.id}`, { note: 'Admin rewrote it.' }, admin)).statusCode,
    ).toBe(404);
    expect((await call('PUT', `contacts/${attempt.id}`, { outcome: 'voicemail' }, admin)).statusCode).toBe(
      404,
    );
    expect((await call('PUT', 'case-notes/999999', { note: 'Nothing here.' })).statusCode).toBe(404);
    const empty = await call('PUT', `case-notes/${note.id}`, { note: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.note).toBeDefined();
    const long = await call('PUT', `contacts/${attempt.id}`, {
      outcome: 'spoke',
      note: 'x'.repeat(NOTE_MAX_LENGTH + 1),
    });
    expect(long.statusCode).toBe(400);
    const wrong = await call('PUT', `contacts/${attempt.id}`, { outcome: 'maybe', channel: 'phone' });
    expect(wrong.statusCode).toBe(400);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/staff/clients/${clientId}/casework`,
      headers: coach,
    });
    expect(after.json().data.notes[0]).toMatchObject({ note: 'Coach wrote this.', edited_at: null });
    expect(after.json().data.contacts[0]).toMatchObject({ outcome: 'spoke', note: '', edited_at: null });
  });
});
