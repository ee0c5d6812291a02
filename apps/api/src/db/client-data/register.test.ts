import { describe, expect, it } from 'vitest';
import { CLIENT_DATA, NOT_CLIENT_DATA } from './register.ts';
import { TABLE_CONFIGS as tables } from './table-configs.ts';

describe('the client-data register', () => {
  it('lists every table of db/tables once, as client data or not', () => {
    const problems = [];
    for (const { name } of tables) {
      const listed = Number(name in CLIENT_DATA) + Number(name in NOT_CLIENT_DATA);
      if (listed === 0) {
        problems.push(
          `table ${name} is in no list: add an entry for it (with every column) to one of the files of apps/api/src/db/client-data/ and to CLIENT_DATA in register.ts, or, if it holds nothing about a client, a line to NOT_CLIENT_DATA in register.ts`,
        );
      }
      if (listed === 2) problems.push(`table ${name} is both in CLIENT_DATA and NOT_CLIENT_DATA`);
    }
    const names = new Set(tables.map((t) => t.name));
    for (const name of [...Object.keys(CLIENT_DATA), ...Object.keys(NOT_CLIENT_DATA)]) {
      if (!names.has(name))
        problems.push(`table ${name} is listed in db/client-data but is not in db/tables`);
    }
    expect(problems).toEqual([]);
  });

  it('words every shown column that holds one of a fixed list of codes (issue 28: a page for a person)', () => {
    const problems = [];
    for (const { name, columns } of tables) {
      for (const column of columns) {
        const shown = CLIENT_DATA[name]?.columns[column.name]?.export;
        const codes = column.enumValues ?? [];
        // Yes and No are worded by the page itself.
        const yesNo = codes.length === 2 && codes.includes('yes') && codes.includes('no');
        if (codes.length === 0 || yesNo || !shown || 'hidden' in shown || shown.lookup) continue;
        problems.push(
          `${name}.${column.name} shows its codes as stored: give it words (db/client-data/export-words.ts)`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it('lists every column of every client-data table once, and nothing else', () => {
    const problems = [];
    for (const { name, columns } of tables) {
      const rule = CLIENT_DATA[name];
      if (!rule) continue;
      const listed = new Set(Object.keys(rule.columns));
      for (const column of columns) {
        if (!listed.has(column.name)) {
          problems.push(
            `column ${name}.${column.name} is not in the client-data register: add a line \`${column.name}: erased(...) | kept(why and how long, ...) | notPersonal(why, ...)\` to the ${name} entry in apps/api/src/db/client-data/, with show(label) or hide(reason) for the export`,
          );
        }
        listed.delete(column.name);
      }
      for (const stale of listed) problems.push(`${name}.${stale} is in the register but not in db/tables`);
    }
    expect(problems).toEqual([]);
  });

  it('keeps nothing in a table whose rows closure deletes, and empties every erased column of a kept row', () => {
    const problems = [];
    for (const { name, columns } of tables) {
      const rule = CLIENT_DATA[name];
      if (!rule) continue;
      for (const column of columns) {
        const entry = rule.columns[column.name];
        if (!entry) continue;
        if (rule.onClosure === 'delete rows' && entry.fate === 'kept') {
          problems.push(`${name}.${column.name} is kept, but closure deletes every ${name} row`);
        }
        const emptied = entry.fate === 'erased' && rule.onClosure === 'keep rows';
        if (emptied && column.notNull && !entry.to) {
          problems.push(
            `${name}.${column.name} is erased in a kept row but cannot be null: give it a \`to\` value`,
          );
        }
        if (entry.fate !== 'erased' && entry.why.length === 0) {
          problems.push(`${name}.${column.name} is ${entry.fate} without saying why`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
