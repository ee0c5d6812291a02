import { DAYS, TIMES } from '@coaching/shared/constants';
import type { Profile } from '@coaching/shared/schemas/profile';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients, plans } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';

/** One indexed query: the client row and its plan summary. */
export async function findProfile(db: Executor, clientId: number): Promise<Profile> {
  const [row] = await db
    .select({ client: clients, planId: plans.id, serviceLevel: plans.serviceLevel })
    .from(clients)
    .leftJoin(plans, eq(plans.clientId, clients.id))
    .where(eq(clients.id, clientId))
    .limit(1);
  if (!row) throw notFound();
  const c = row.client;
  const flags = Object.fromEntries([
    ...DAYS.map((d) => [`contact_${d}`, c.contactDays.includes(d)]),
    ...TIMES.map((t) => [`contact_${t}`, c.contactTimes.includes(t)]),
  ]) as Pick<Profile, `contact_${(typeof DAYS)[number]}` | `contact_${(typeof TIMES)[number]}`>;
  return {
    id: c.id,
    first_name: c.firstName,
    last_name: c.lastName,
    gender: c.gender,
    gender_other: c.genderOther,
    address1: c.address1,
    postcode: c.postcode,
    email: c.email,
    dob: c.dob,
    phone_mobile: c.phoneNumber,
    tool_notification_sms: c.toolNotificationSms,
    tool_notification_email: c.toolNotificationEmail,
    closure_requested: c.closureRequestedAt !== null,
    completed_calls: c.completedCalls,
    assessment_count: c.assessmentCount,
    preferred_method: c.preferredMethod,
    pathways: c.pathways,
    plan: row.planId === null ? null : { id: row.planId, service_level: row.serviceLevel ?? 1 },
    ...flags,
  };
}
