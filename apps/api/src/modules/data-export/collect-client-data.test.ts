import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { CLIENT_DATA } from '../../db/client-data/register.ts';
import { fieldOf, type Subject } from '../../db/client-data/rules.ts';
import { fillClientData, type Row } from '../../test/fill-client-data.ts';
import { freshDatabase } from '../../test/test-database.ts';
import { type ClientData, collectClientData } from './collect-client-data.ts';
import { renderClientData } from './render-client-data.ts';

let database: Database;
let subject: Subject;
let filled: Map<string, Row>;
let data: ClientData;
beforeAll(async () => {
  database = await freshDatabase();
  ({ subject, rows: filled } = await fillClientData(database.db));
  data = (await collectClientData(database.db, subject.id)) as ClientData;
});
afterAll(() => database.close());

describe('everything held about a client, with one row in every client-data table', () => {
  it('has a section for every table of the register holding the row, with every column it shows filled', () => {
    const missing = [];
    for (const [table, rule] of Object.entries(CLIENT_DATA)) {
      const section = data.sections.find((s) => s.key === table);
      const shown = Object.entries(rule.columns).filter(([, c]) => !('hidden' in c.export));
      if (shown.length === 0) continue;
      if (!section) {
        missing.push(`${table}: no section`);
        continue;
      }
      const before = filled.get(table) ?? {};
      const fields = shown.map(([column, c]) => ('hidden' in c.export ? column : fieldOf(column, c.export)));
      const row = section.rows.find((r) => fields.every((field) => r[field] !== null)) ?? section.rows[0];
      if (!row) missing.push(`${table}: the row is not in the export`);
      for (const [index, [column, entry]] of shown.entries()) {
        const field = fields[index] ?? column;
        if (row?.[field] === null || row?.[field] === undefined) missing.push(`${table}.${column}: empty`);
        if ('lookup' in entry.export && entry.export.lookup && !row?.[`${field}_label`])
          missing.push(`${table}.${column}: no label for code ${JSON.stringify(before[column])}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('leaves out every hidden column', () => {
    const shownAnyway = [];
    for (const section of data.sections) {
      const rule = CLIENT_DATA[section.key];
      for (const [column, entry] of Object.entries(rule?.columns ?? {})) {
        if ('hidden' in entry.export && section.rows.some((row) => column in row))
          shownAnyway.push(`${section.key}.${column}`);
      }
    }
    expect(shownAnyway).toEqual([]);
    expect(JSON.stringify(data)).not.toMatch(/password_hash|token_hash|registration_key/);
  });

  it('names the client’s details as GET mlw/me and the staff record name them', () => {
    const details = data.sections.find((s) => s.key === 'clients')?.rows[0];
    expect(details).toMatchObject({
      phone_mobile: '07700 900123',
      registered_at: '2024-03-04T10:11:12+00:00',
    });
    expect(details).not.toHaveProperty('phone_number');
    expect(details).not.toHaveProperty('created_at');
  });

  it('names the coaches the client has had', () => {
    const coaches = data.sections.find((s) => s.key === 'coaches');
    expect(coaches?.rows.length).toBeGreaterThan(0);
    expect(coaches?.rows[0]?.staff_id_label).toMatch(/\((coach|administrator)\)$/);
  });

  it('reads as a page for a person: words for codes, UK dates, no internal fields', () => {
    const page = renderClientData(data);
    expect(page).toContain('<dt>Gender</dt><dd>Male</dd>');
    expect(page).toContain('<dt>GP practice</dt><dd>Abbey View Medical Centre, Shaftesbury</dd>');
    expect(page).toContain('<dt>How you would like to be contacted</dt><dd>Phone Call</dd>');
    expect(page).toContain('<dt>Date of birth</dt><dd>15/06/1980</dd>');
    expect(page).toContain('<dt>Taken</dt><dd>04/03/2024, 10:11</dd>');
    expect(page).toContain('<dt>Type</dt><dd>Coaching session</dd>');
    expect(page).toContain('<dt>Which check</dt><dd>First health check</dd>');
    expect(page).toContain('<dt>Level of support</dt><dd>Level 1: plan, sessions and actions</dd>');
    expect(page).toContain('<dt>Named by</dt><dd>You</dd>');
    expect(page).toContain('<dt>Day of the week</dt><dd>Monday</dd>');
    expect(page).toContain('<dt>Which goals would you like help with?</dt><dd>Lose weight, Drink less</dd>');
    expect(page).toContain('<dt>Your weight</dt><dd>80 kg</dd>');
    expect(page).toContain('<dt>Are you pregnant?</dt><dd>No</dd>');
    expect(page).toContain('<dt>Alcohol units a week</dt><dd>6</dd>');
    expect(page).toContain(
      '<dt>Your activity</dt><dd>You are active for 1 hour 30 minutes a week. Well done.</dd>',
    );
    expect(page).toContain('<dt>Goals</dt><dd>Lose weight</dd>');
    expect(page).not.toMatch(/Assessment pregnant|Alcohol drink frequency|weight_metric/i);
    expect(page).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(page).not.toMatch(/handled_by|open_flags|waiting_preview|_id\b/);
  });
});
