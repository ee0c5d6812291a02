import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../schema.ts';

/** Every table of db/tables, as drizzle describes it (name, columns, keys). */
export const TABLE_CONFIGS = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => getTableConfig(table));
