import type { DropdownKey } from '@coaching/shared/constants';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { dropdownOptions } from '../../db/schema.ts';

const optionView = {
  id: dropdownOptions.id,
  key: dropdownOptions.key,
  value: dropdownOptions.value,
  rank: dropdownOptions.rank,
  editable: dropdownOptions.editable,
  retired: dropdownOptions.retired,
};

export function listOptionsOf(db: Executor, key: DropdownKey) {
  return db
    .select(optionView)
    .from(dropdownOptions)
    .where(eq(dropdownOptions.key, key))
    .orderBy(asc(dropdownOptions.rank), asc(dropdownOptions.value));
}

/** The list as it is now, locked until the transaction ends, so changes over one version take turns. */
export const lockOptionsOf = (db: Executor, key: DropdownKey) => listOptionsOf(db, key).for('update');

/** A new option goes last, with the next free id of its list (ids are per list, and stored on clients). */
/** Adds the option and answers its id. */
export async function insertOption(db: Executor, key: DropdownKey, value: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into dropdown_options (id, key, value, rank, editable, retired)
        select coalesce(max(id), 0) + 1, ${key}, ${value}, coalesce(max(rank), 0) + 1, false, false
        from dropdown_options where key = ${key}
        returning id`,
  );
  if (!row) throw new Error('option insert returned no row');
  return row.id;
}

export async function updateOption(
  db: Executor,
  key: DropdownKey,
  optionId: number,
  change: { value?: string | undefined; retired?: boolean | undefined },
): Promise<boolean> {
  const rows = await db
    .update(dropdownOptions)
    .set({
      ...(change.value !== undefined ? { value: change.value } : {}),
      ...(change.retired !== undefined ? { retired: change.retired } : {}),
    })
    .where(and(eq(dropdownOptions.key, key), eq(dropdownOptions.id, optionId)))
    .returning({ id: dropdownOptions.id });
  return rows.length > 0;
}

export async function setOptionRank(db: Executor, key: DropdownKey, optionId: number, rank: number) {
  await db
    .update(dropdownOptions)
    .set({ rank })
    .where(and(eq(dropdownOptions.key, key), eq(dropdownOptions.id, optionId)));
}
