import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { auditCsv, spreadsheetSafe } from './audit-csv.ts';

describe('spreadsheetSafe', () => {
  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['+1', `'+1`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\t=1', `'\t=1`],
    ['\r=1', `'\r=1`],
    ['Sam Coach', 'Sam Coach'],
    ['', ''],
  ])('%j becomes %j', (value, safe) => {
    expect(spreadsheetSafe(value)).toBe(safe);
  });
});

describe('auditCsv', () => {
  it('writes one quoted row per entry, names that look like formulas made inert', () => {
    const text = auditCsv([
      {
        id: 1,
        staff: { id: 2, name: '=cmd|"/c calc"!A1' },
        client: { id: 7, name: 'Jo, "Demo"' },
        target_staff: null,
        action: 'viewed record',
        detail: 'GET /api/staff/clients/7',
        created_at: '2026-11-27T10:00:00.000Z',
      },
      {
        id: 2,
        staff: null,
        client: null,
        target_staff: { id: 3, name: 'Kim' },
        action: 'staff sign-in failed',
        detail: 'wrong password',
        created_at: '2026-11-27T09:00:00.000Z',
      },
    ]);
    const rows: string[][] = parse(text);
    expect(rows[0]?.[0]).toBe('Time (UTC)');
    expect(rows[1]).toEqual([
      '2026-11-27T10:00:00.000Z',
      '2',
      `'=cmd|"/c calc"!A1`,
      'viewed record',
      '7',
      'Jo, "Demo"',
      '',
      '',
      'GET /api/staff/clients/7',
    ]);
    expect(rows[2]).toEqual([
      '2026-11-27T09:00:00.000Z',
      '',
      '',
      'staff sign-in failed',
      '',
      '',
      '3',
      'Kim',
      'wrong password',
    ]);
  });
});
