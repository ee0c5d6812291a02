import { sixPlusQuestion } from '@coaching/shared/rules/assessment-questions';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { Lookup, Subject } from '../../db/client-data/rules.ts';
import { articles, bcts, dropdownOptions, events, planBcts, plans, staff } from '../../db/schema.ts';
import { answersByQuestion, resultsInWords, scoresInWords } from './check-words.ts';

type Pair = { key: string; id: number; label: string };

/** The words for every code an export can hold: `label(lookup, code)`; a check's answers by question. */
export type Labels = (lookup: Lookup, code: unknown) => string | Record<string, string> | undefined;

const nameOf = (lookup: Exclude<Lookup, { words: unknown } | 'answers' | 'scores' | 'results'>) =>
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
  const dropdown = (key: string) =>
    new Map(pairs.filter((p) => p.key === `dropdown:${key}`).map((p) => [p.id, p.label]));
  // The heavier-drinking question in the wording that names both thresholds: the export does not
  // rework which one this person was asked.
  const answerLabels = {
    motivation: dropdown('motivation'),
    ethnicity: dropdown('ethnicity'),
    smokingType: dropdown('SmokingType'),
    sixPlus: sixPlusQuestion(null).question,
  };
  return (lookup, code) => {
    if (code === null || code === undefined) return undefined;
    if (lookup === 'answers') return answersByQuestion(code, answerLabels);
    if (lookup === 'scores') return scoresInWords(code);
    if (lookup === 'results') return resultsInWords(code);
    if (typeof lookup === 'object' && 'words' in lookup) return inWords(lookup.words, code);
    return labels.get(`${nameOf(lookup)}#${code}`);
  };
}
