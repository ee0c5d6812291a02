import type { Day, TimeOfDay } from '@coaching/shared/constants';
import type { Profile } from '@coaching/shared/schemas/profile';
import { eq, sql } from 'drizzle-orm';
import { batchedLookup } from '../../db/batched-lookup.ts';
import { type Executor, preparedOnce } from '../../db/client.ts';
import { clientIdentity, planSummary } from '../../db/client-answer.ts';
import { accessTokens, clients, plans } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { TokenRead } from '../../lib/token-cache.ts';
import { liveTokens } from '../../plugins/auth.ts';

const profileColumns = {
  client: {
    id: clients.id,
    firstName: clients.firstName,
    lastName: clients.lastName,
    gender: clients.gender,
    genderOther: clients.genderOther,
    address1: clients.address1,
    postcode: clients.postcode,
    email: clients.email,
    dob: clients.dob,
    phoneNumber: clients.phoneNumber,
    toolNotificationSms: clients.toolNotificationSms,
    toolNotificationEmail: clients.toolNotificationEmail,
    closureRequestedAt: clients.closureRequestedAt,
    dischargedAt: clients.dischargedAt,
    completedCalls: clients.completedCalls,
    assessmentCount: clients.assessmentCount,
    preferredMethod: clients.preferredMethod,
    feedbackPromptsAnswered: clients.feedbackPromptsAnswered,
    pathways: clients.pathways,
    contactDays: clients.contactDays,
    contactTimes: clients.contactTimes,
  },
  planId: plans.id,
  serviceLevel: plans.serviceLevel,
};

/** One indexed query, prepared once: the profile columns and the plan summary. */
const profileLookup = preparedOnce((db) =>
  db
    .select(profileColumns)
    .from(clients)
    .leftJoin(plans, eq(plans.clientId, clients.id))
    .where(eq(clients.id, sql.placeholder('clientId')))
    .limit(1)
    .prepare('find_profile'),
);

/**
 * GET mlw/me checks the token and reads the profile in one round trip: the header asks for it on
 * every page, and a second query would cost as much as the first.
 */
export const profileByTokenLookup = preparedOnce((db) =>
  db
    .select({ ...profileColumns, tokenHash: accessTokens.tokenHash, expiresAt: accessTokens.expiresAt })
    .from(accessTokens)
    .innerJoin(clients, eq(clients.id, accessTokens.clientId))
    .leftJoin(plans, eq(plans.clientId, clients.id))
    .where(liveTokens(sql.placeholder('hashes')))
    .prepare('find_profiles_by_token'),
);

const findProfileRow = batchedLookup(
  (db, hashes) => profileByTokenLookup(db).execute({ hashes }),
  (row) => row.tokenHash,
);

type ProfileRow = Awaited<ReturnType<ReturnType<typeof profileLookup>['execute']>>[number];

export async function findProfile(db: Executor, clientId: number): Promise<Profile> {
  const [row] = await profileLookup(db).execute({ clientId });
  if (!row) throw notFound();
  return toProfile(row);
}

/** The profile of the client whose live token has this hash, or null for any other token. */
export async function readProfileByToken(
  db: Executor,
  tokenHash: string,
): Promise<TokenRead<Profile> | null> {
  const row = await findProfileRow(db, tokenHash);
  return row ? { value: toProfile(row), clientId: row.client.id, expiresAt: row.expiresAt } : null;
}

export async function findProfileByToken(db: Executor, tokenHash: string): Promise<Profile | null> {
  return (await readProfileByToken(db, tokenHash))?.value ?? null;
}

/**
 * One object literal with the identity assigned onto it, never spreads: on Node 20 an object literal
 * that spreads another and then adds properties takes V8's slow path (10-40 µs a call, against under
 * 1 µs), and this is the busiest answer (docs/decisions.md, Throughput).
 */
function toProfile(row: ProfileRow): Profile {
  const c = row.client;
  const day = (d: Day) => c.contactDays.includes(d);
  const time = (t: TimeOfDay) => c.contactTimes.includes(t);
  return Object.assign(
    {
      gender: c.gender,
      gender_other: c.genderOther,
      address1: c.address1,
      tool_notification_sms: c.toolNotificationSms,
      tool_notification_email: c.toolNotificationEmail,
      closure_requested: c.closureRequestedAt !== null,
      coaching_ended: c.dischargedAt !== null,
      completed_calls: c.completedCalls,
      assessment_count: c.assessmentCount,
      preferred_method: c.preferredMethod,
      feedback_prompts_answered: c.feedbackPromptsAnswered,
      pathways: c.pathways,
      plan: planSummary(row.planId, row.serviceLevel),
      contact_mon: day('mon'),
      contact_tue: day('tue'),
      contact_wed: day('wed'),
      contact_thu: day('thu'),
      contact_fri: day('fri'),
      contact_morning: time('morning'),
      contact_lunch: time('lunch'),
      contact_afternoon: time('afternoon'),
      contact_evening: time('evening'),
    },
    clientIdentity(c),
  );
}
