import type { AuditEntryAnswer } from '@coaching/shared/schemas/staff-audit';
import { stringify } from 'csv-stringify/sync';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or return before one) starts
 * with an apostrophe instead: names and details are typed by people, and an administrator opens
 * the file in a spreadsheet (OWASP, CSV injection).
 */
export function spreadsheetSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const named = (who: { id: number; name: string | null } | null) =>
  who === null ? ['', ''] : [String(who.id), who.name ?? ''];

/** The audit log as a file, newest first, one row per entry. */
export function auditCsv(entries: AuditEntryAnswer[]): string {
  return stringify(
    entries.map((e) => [
      e.created_at,
      ...named(e.staff),
      e.action,
      ...named(e.client),
      ...named(e.target_staff),
      e.detail,
    ]),
    {
      header: true,
      columns: [
        'Time (UTC)',
        'Staff id',
        'Staff',
        'Action',
        'Client number',
        'Client',
        'Staff account id',
        'Staff account',
        'Detail',
      ],
      cast: { string: spreadsheetSafe },
    },
  );
}
