import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { Lookup, Subject } from '../../db/client-data/rules.ts';
import { articles, bcts, dropdownOptions, events, planBcts, plans, staff } from '../../db/schema.ts';

type Pair = { key: string; id: number; label: string };

/** The words for every code an export can hold: `label(lookup, code)`. */
export type Labels = (lookup: Lookup, code: unknown) => string | undefined;

const nameOf = (lookup: Exclude<Lookup, { words: unknown }>) =>
  typeof lookup === 'string' ? lookup : `dropdown:${lookup.dropdown}`;

/** A code, or a list of codes (goals, days), in the service's own words. */
function inWords(words: Readonly<Record<string, string>>, code: unknown): string | undefined {
  const codes = Array.isArray(code) ? code : [code];
  const said = codes.map((c) => words[String(c)]);
  return said.length > 0 && said.every((w) => w !== undefined) ? said.join(', ') : undefined;
}

// Staff are named with their role and never their e-mail address (docs/decisions.md, subject access).
export async function loadLookups(db: Executor, subject: Subject): Promise<Labels> {
  const pairs = await queryRows<Pair>(
    db,
    sql`select 'dropdown:' || ${dropdownOptions.key} as key, ${dropdownOptions.id} as id, ${dropdownOptions.value} as label from ${dropdownOptions}
      union all select 'staff', ${staff.id}, ${staff.name} || ' (' || case ${staff.role} when 'admin' then 'administrator' else 'coach' end || ')' from ${staff}
      union all select 'bct', ${bcts.id}, ${bcts.name} from ${bcts}
      union all select 'article', ${articles.id}, ${articles.title} from ${articles}
      union all select 'event', ${events.id}, ${events.title} from ${events}
      union all select 'plan_bct', ${planBcts.id}, ${bcts.name} from ${planBcts} join ${bcts} on ${bcts.id} = ${planBcts.bctId}
        join ${plans} on ${plans.id} = ${planBcts.planId} where ${plans.clientId} = ${subject.id}`,
  );
  const labels = new Map(pairs.map((p) => [`${p.key}#${p.id}`, p.label]));
  return (lookup, code) => {
    if (code === null || code === undefined) return undefined;
    if (typeof lookup === 'object' && 'words' in lookup) return inWords(lookup.words, code);
    return labels.get(`${nameOf(lookup)}#${code}`);
  };
}
