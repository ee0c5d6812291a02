import type { DropdownKey } from '@coaching/shared/constants';
import { and, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { dropdownOptions } from '../../db/schema.ts';

export type OptionRef = { key: DropdownKey; id: number };

/** The references that name no live option of their list: a chosen id must be one the list offers. */
export async function missingOptions<T extends OptionRef>(db: Executor, refs: T[]): Promise<T[]> {
  if (refs.length === 0) return [];
  const found = await db
    .select({ key: dropdownOptions.key, id: dropdownOptions.id })
    .from(dropdownOptions)
    .where(
      and(
        eq(dropdownOptions.retired, false),
        or(...refs.map((r) => and(eq(dropdownOptions.key, r.key), eq(dropdownOptions.id, r.id)))),
      ),
    );
  return refs.filter((r) => !found.some((f) => f.key === r.key && f.id === r.id));
}
