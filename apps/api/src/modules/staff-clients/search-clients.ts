import { type ClientSearch, readClientSearch } from '@coaching/shared/rules/client-search';
import type { CaseStage } from '@coaching/shared/rules/client-stage';
import { CLIENT_PAGE_SIZE, type clientListQuery } from '@coaching/shared/schemas/staff-clients';
import { and, asc, desc, eq, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { clients, plans, staff } from '../../db/schema.ts';
import { caseloadCondition, type StaffCaller } from '../staff-caseload/caseload.ts';

export type ClientListQuery = z.output<typeof clientListQuery>;

const escaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const startsWith = (text: string) => `${escaped(text)}%`;
const PHONE_DIGITS = sql`regexp_replace(regexp_replace(${clients.phoneNumber}, '[^0-9]', '', 'g'), '^44', '0')`;
/** Trigrams find a name of three letters or more anywhere in it; a shorter one matches a first name's start. */
const TRIGRAM = 3;

const letters = (text: string) => text.normalize('NFD').replace(/[^\p{L}\p{N}]/gu, '');
const inName = (text: string) => sql`${clients.searchName} like '%' || search_text(${text}) || '%'`;

/**
 * The name as typed, run together ("O Brien" finds O'Brien), or each of its words ("jo emo" finds
 * Jo Demo). A single word of one or two letters matches a first name's start: inside names it would
 * match nearly everyone. Punctuation alone matches no one.
 */
function nameCondition(text: string): SQL | undefined {
  const words = text.split(/[\s,]+/).filter((word) => letters(word).length > 0);
  if (words.length === 0) return sql`false`;
  if (words.length > 1) return or(inName(text), and(...words.map(inName)));
  if (letters(text).length >= TRIGRAM) return inName(text);
  return sql`${clients.searchName} like search_text(${text}) || '%'`;
}

/**
 * Each condition is written as its index is (0002_coach_day.sql, 0021_staff_sessions_and_search.sql),
 * so PostgreSQL can use it. A name is put in search_name's form (search_text: no case, accents or
 * punctuation) and found anywhere in "first surname first": "emo" finds Demo, "Taylor, Chris" and
 * "chris taylor" find Chris Taylor. A phone number matches by its end, a postcode district exactly.
 */
function searchCondition(search: ClientSearch): SQL | undefined {
  switch (search.by) {
    case 'number':
      return eq(clients.id, search.id);
    case 'dob':
      return eq(clients.dob, search.date);
    case 'email':
      return sql`lower(${clients.email}) like ${startsWith(search.prefix)}`;
    case 'phone':
      return sql`reverse(${PHONE_DIGITS}) like ${startsWith([...search.digits].reverse().join(''))}`;
    case 'postcode': {
      // The inward code is always three characters: a district or sector is the rest of it, any.
      const rest = '_'.repeat(3 - search.inward.length);
      return sql`upper(replace(${clients.postcode}, ' ', '')) like ${`${search.outward}${search.inward}${rest}`}`;
    }
    case 'name':
      return nameCondition(search.text);
  }
}

function stageCondition(stage: CaseStage): SQL | undefined {
  const open = and(isNull(clients.closedAt), isNull(clients.closureRequestedAt));
  switch (stage) {
    case 'closed':
      return and(isNotNull(clients.closedAt), isNull(clients.dischargedAt));
    case 'discharged':
      return isNotNull(clients.dischargedAt);
    case 'closure-requested':
      return and(isNull(clients.closedAt), isNotNull(clients.closureRequestedAt));
    case 'coaching':
      return and(open, sql`${clients.completedCalls} > 0`);
    case 'health-check-done':
      return and(open, eq(clients.completedCalls, 0), sql`${clients.assessmentCount} > 0`);
    case 'registered':
      return and(open, eq(clients.completedCalls, 0), eq(clients.assessmentCount, 0));
  }
}

const ORDER = {
  name: [sql`lower(${clients.lastName})`, sql`lower(${clients.firstName})`],
  registered: [clients.createdAt],
  number: [],
} as const;

/** One page (and whether there is another) of the caller's caseload matching the query. */
export async function searchClients(db: Executor, caller: StaffCaller, query: ClientListQuery) {
  const search = query.search ? readClientSearch(query.search) : null;
  const conditions: (SQL | undefined)[] = [
    caseloadCondition(caller),
    search ? searchCondition(search) : undefined,
    // Open cases unless closed or discharged ones are asked for: those are only records now.
    query.stage ? stageCondition(query.stage) : isNull(clients.closedAt),
    query.service_level ? eq(plans.serviceLevel, query.service_level) : undefined,
    query.pathway ? sql`${query.pathway} = any(${clients.pathways})` : undefined,
    // "Not taken on yet" is the intake pool: a closed case whose coach has left is not waiting for one.
    query.coach === 'none'
      ? sql`${clients.inPool}`
      : query.coach
        ? eq(clients.coachId, query.coach)
        : undefined,
    // Out of touch means an open client nobody has reached, never a closed account.
    query.no_contact_days
      ? and(
          isNull(clients.closedAt),
          lt(clients.lastContactAt, new Date(Date.now() - query.no_contact_days * 86_400_000)),
        )
      : undefined,
  ];
  const direction = query.direction === 'desc' ? desc : asc;
  const rows = await db
    .select({
      id: clients.id,
      firstName: clients.firstName,
      lastName: clients.lastName,
      email: clients.email,
      phoneNumber: clients.phoneNumber,
      dob: clients.dob,
      postcode: clients.postcode,
      coachId: clients.coachId,
      coachName: staff.name,
      serviceLevel: plans.serviceLevel,
      assessmentCount: clients.assessmentCount,
      completedCalls: clients.completedCalls,
      closureRequestedAt: clients.closureRequestedAt,
      closedAt: clients.closedAt,
      dischargedAt: clients.dischargedAt,
      createdAt: clients.createdAt,
      lastContactAt: clients.lastContactAt,
    })
    .from(clients)
    .leftJoin(staff, eq(staff.id, clients.coachId))
    .leftJoin(plans, eq(plans.clientId, clients.id))
    .where(and(...conditions))
    .orderBy(...[...ORDER[query.sort], clients.id].map((column) => direction(column)))
    .limit(CLIENT_PAGE_SIZE + 1)
    .offset((query.page - 1) * CLIENT_PAGE_SIZE);
  return { rows: rows.slice(0, CLIENT_PAGE_SIZE), hasMore: rows.length > CLIENT_PAGE_SIZE, search };
}

/** What the audit log keeps of a search: how, never what was searched for. */
export function describeSearch(query: ClientListQuery, search: ClientSearch | null): string {
  const filters = (['stage', 'service_level', 'pathway', 'coach', 'no_contact_days'] as const).filter(
    (key) => query[key] !== undefined,
  );
  return [
    search ? `by ${search.by}` : 'no search text',
    filters.length ? `filters: ${filters.join(', ')}` : 'no filters',
    `sort: ${query.sort} ${query.direction}`,
    `page ${query.page}`,
  ].join('; ');
}
