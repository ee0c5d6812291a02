import { TECHNIQUE_LIBRARY } from '@coaching/shared/rules/technique-library';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

/**
 * Writes the reviewed library (packages/shared) into the bcts table after every migration, so plans
 * refer to techniques by id while their wording, number and components have one source. Techniques
 * stored before the library had numbers are matched by their taxonomy label, keeping their plans.
 */
export async function syncTechniqueLibrary(db: PgDatabase<PgQueryResultHKT, typeof schema>): Promise<void> {
  const { bcts } = schema;
  const labels = sql.join(
    TECHNIQUE_LIBRARY.map((t) => sql`(${t.code}, ${t.label})`),
    sql`, `,
  );
  await db.execute(sql`update ${bcts} set code = v.code from (values ${labels}) as v (code, label)
    where ${bcts.code} is null and ${bcts.name} = v.label
      and not exists (select 1 from ${bcts} b where b.code = v.code)`);
  await db
    .insert(bcts)
    .values(
      TECHNIQUE_LIBRARY.map((t) => ({
        code: t.code,
        name: t.label,
        webFriendlyName: t.name,
        description: t.description,
        components: [...t.components],
        retired: t.retired ?? false,
      })),
    )
    .onConflictDoUpdate({
      target: bcts.code,
      set: {
        name: sql`excluded.name`,
        webFriendlyName: sql`excluded.web_friendly_name`,
        description: sql`excluded.description`,
        components: sql`excluded.components`,
        retired: sql`excluded.retired`,
      },
    });
}
