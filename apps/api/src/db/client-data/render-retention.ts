import { CLIENT_DATA, NOT_CLIENT_DATA } from './register.ts';
import type { ColumnRule, TableRule } from './rules.ts';

const INTRO = `# Account closure and subject access: what is erased, kept and given out

Written from the client-data register (\`apps/api/src/db/client-data/\`) by
\`npx vitest run -u apps/api/src/db/client-data/retention-doc.test.ts\`; the test fails while this file
and the register disagree. Change the register, not this file.

A client asks to close their account from /account (portal §4); staff action the request within two
working days (portal §9) from the client record (\`POST /api/staff/clients/{id}/closure\`). Actioning it
is one transaction (\`staff-closure/close-client-account.ts\`) that erases what the register marks erased,
cancels upcoming sessions, marks the account closed and tells the person.

## The rule

Closing erases the person's name, contact details and everything they or their coach wrote, and keeps
what the service must report to its commissioner (how many people it helped, with what, and with what
result) and the record of what staff did and which copies of the data were given out. What is kept is
pseudonymised, not anonymous: no field names the person, but together (a postcode district, a year of
birth, gender, ethnicity, GP practice, goals, health check scores, the coach and the dates of sessions
and checks) they could point to someone for a person who already knew them. So they stay personal data:
seen only by staff, leaving the service only as counts in reports, and kept while the service contract
runs; the audit log and the record of copies given out are kept as long as the audit log is. The closure
confirmation e-mail is queued after the erasure; its outbox row (the address and a generic text, no
health data) is the record that the person was told until the retention pass removes it, 30 days after
it was written (\`CLOSURE_NOTICE_DAYS\`, kept in \`outbox.remove_after\`); the audit log's "closed account" row stays.

The subject access export ("Download my data" and the staff copy for a request) shows every column
marked *shown*, under its label, and leaves out the hidden ones for the reason given.

## Discharged cases

A coach or an administrator may discharge a client (\`POST /api/staff/clients/{id}/discharge\`, issue
#29): the case is closed but nothing is erased, because the whole record is the service's record of the
care given. It is kept for \`RETENTION_YEARS\` (default 8) from the discharge, then the scheduler's
retention pass (\`retention/erase-expired-discharges.ts\`) erases it exactly as a closure does, by this
register. An administrator may reopen a discharged case before then (audited).
`;

function fateOf(rule: TableRule, column: ColumnRule): string {
  if (rule.onClosure === 'delete rows' && column.fate === 'erased') return 'erased (row deleted)';
  if (column.fate === 'kept' && column.to) return 'kept, reduced';
  return column.derived ? `${column.fate} (follows other rows)` : column.fate;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

function tableSection(name: string, rule: TableRule): string {
  const rows = Object.entries(rule.columns).map(([column, entry]) => {
    const exported = 'hidden' in entry.export ? `hidden: ${entry.export.hidden}` : `"${entry.export.label}"`;
    return `| ${column} | ${fateOf(rule, entry)} | ${cell(entry.why)} | ${cell(exported)} |`;
  });
  return [
    `### ${name}: ${rule.title}`,
    '',
    `On closure the rows are ${rule.onClosure === 'delete rows' ? 'deleted' : 'kept, with their erased columns emptied'}.`,
    '',
    '| column | on closure | why kept, for how long | in the export |',
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** RETENTION.md, from the register. */
export function renderRetention(): string {
  const tables = Object.entries(CLIENT_DATA).map(([name, rule]) => tableSection(name, rule));
  const others = Object.entries(NOT_CLIENT_DATA).map(([name, why]) => `- ${name}: ${why}`);
  return [
    INTRO,
    '## Every column that holds client data',
    '',
    tables.join('\n\n'),
    '',
    '## Tables with no client data',
    '',
    ...others,
    '',
  ].join('\n');
}
