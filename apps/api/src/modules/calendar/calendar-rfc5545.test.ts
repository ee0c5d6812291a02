import { SESSION_STATUSES, SESSION_TYPES, TIMES } from '@coaching/shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/load-config.ts';
import { clients, sessions } from '../../db/schema.ts';
import { strictICalendarProblems } from '../../test/strict-icalendar.ts';
import { createTestApp, DEMO_CLIENT, logIn, type TestApp } from '../../test/test-app.ts';
import { sessionCalendarFile } from './session-calendar.ts';

let t: TestApp;
let headers: Record<string, string>;
let clientId: number;
beforeAll(async () => {
  t = await createTestApp();
  headers = await logIn(t.app);
  const [row] = await t.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.email, DEMO_CLIENT.email));
  clientId = row?.id ?? 0;
});
afterAll(() => t.close());

/** Every kind of session the service writes a file for: each type, status and time of day. */
const KINDS = SESSION_TYPES.flatMap((type) =>
  SESSION_STATUSES.flatMap((status) => TIMES.map((time) => ({ type, status, time }))),
);

describe('calendar files are strict RFC 5545', () => {
  it('finds each break of the rules in a file, so a pass means something', () => {
    const good = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//EN',
      'BEGIN:VEVENT',
      'UID:1@example.org',
      'DTSTAMP:20270302T100000Z',
      'DTSTART:20270329T090000Z',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    expect(strictICalendarProblems(good)).toEqual([]);
    expect(strictICalendarProblems(good.slice(0, -2))).toEqual(['the last line does not end with CRLF']);
    expect(strictICalendarProblems(good.replaceAll('\r\n', '\n'))).toContain(
      'the last line does not end with CRLF',
    );
    expect(strictICalendarProblems(good.replace('20270302T100000Z', '20270302T100000'))).toEqual([
      '/VCALENDAR/VEVENT DTSTAMP is a floating time, neither UTC nor in a VTIMEZONE',
    ]);
    expect(strictICalendarProblems(good.replace('PRODID', 'TIMEZONE-ID:Europe/London\r\nPRODID'))).toEqual([
      '/VCALENDAR has TIMEZONE-ID, neither standard nor X-',
    ]);
    expect(
      strictICalendarProblems(
        good.replace('DTSTART:20270329T090000Z', 'DTSTART;TZID=Europe/London:20270329T090000'),
      ),
    ).toEqual(['/VCALENDAR/VEVENT DTSTART names TZID Europe/London with no VTIMEZONE']);
    expect(strictICalendarProblems(good.replace('UID:1@example.org', `UID:${'é'.repeat(40)}`))).toEqual([
      'line 5 is 84 octets, over 75',
    ]);
  });

  it('passes for every file the service can produce, by download and as an e-mail attachment', async () => {
    const rows = await t.db
      .insert(sessions)
      .values(KINDS.map((kind) => ({ clientId, dueDate: '2027-03-29', ...kind })))
      .returning();
    // A long address and a number with a non-ASCII dash make long lines to fold by octets.
    const wordy = loadConfig({
      PUBLIC_URL: `https://${'coaching.'.repeat(6)}example.org`,
      SERVICE_PHONE: '0808 157 0192 – free',
    });
    for (const row of rows) {
      const download = await t.app.inject({
        method: 'GET',
        url: `/api/mlw/sessions/${row.id}/calendar.ics`,
        headers,
      });
      expect(download.statusCode).toBe(200);
      expect({ id: row.id, problems: strictICalendarProblems(download.body) }).toEqual({
        id: row.id,
        problems: [],
      });
      for (const config of [t.app.config, wordy]) {
        const file = sessionCalendarFile(config, row);
        expect({ id: row.id, problems: strictICalendarProblems(file.content) }).toEqual({
          id: row.id,
          problems: [],
        });
      }
    }
    expect(rows).toHaveLength(KINDS.length);
  });
});
