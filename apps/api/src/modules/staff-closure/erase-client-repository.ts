import { postcodeDistrict } from '@coaching/shared/rules/postcode';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  accessTokens,
  actions,
  assessments,
  caseNotes,
  clientBarriers,
  clientLinks,
  clients,
  contactAttempts,
  feedback,
  helpMessages,
  messages,
  notifications,
  outbox,
  planBctNotes,
  planBcts,
  planNotes,
  plans,
  referrers,
  riskFlags,
  sessionNotes,
  sessions,
} from '../../db/schema.ts';

export async function findClosureRequest(db: Executor, clientId: number) {
  const [row] = await db
    .select({
      email: clients.email,
      phone: clients.phoneNumber,
      firstName: clients.firstName,
      dob: clients.dob,
      postcode: clients.postcode,
      requestedAt: clients.closureRequestedAt,
    })
    .from(clients)
    .where(eq(clients.id, clientId))
    .for('update');
  return row;
}

/** Deletes everything personal that lives in its own rows (RETENTION.md, right-hand column). */
export async function deletePersonalRows(db: Executor, clientId: number, email: string, phone: string) {
  const planIds = db.select({ id: plans.id }).from(plans).where(eq(plans.clientId, clientId));
  const planBctIds = db.select({ id: planBcts.id }).from(planBcts).where(inArray(planBcts.planId, planIds));
  const sessionIds = db.select({ id: sessions.id }).from(sessions).where(eq(sessions.clientId, clientId));
  await db.delete(referrers).where(eq(referrers.clientId, clientId));
  await db.delete(clientLinks).where(eq(clientLinks.clientId, clientId));
  await db.delete(accessTokens).where(eq(accessTokens.clientId, clientId));
  await db.delete(messages).where(eq(messages.clientId, clientId));
  await db.delete(notifications).where(eq(notifications.clientId, clientId));
  await db.delete(actions).where(eq(actions.clientId, clientId));
  await db.delete(caseNotes).where(eq(caseNotes.clientId, clientId));
  await db.delete(contactAttempts).where(eq(contactAttempts.clientId, clientId));
  await db.delete(riskFlags).where(eq(riskFlags.clientId, clientId));
  await db.delete(helpMessages).where(eq(helpMessages.clientId, clientId));
  await db.delete(feedback).where(eq(feedback.clientId, clientId));
  await db.delete(clientBarriers).where(eq(clientBarriers.clientId, clientId));
  await db.delete(planNotes).where(inArray(planNotes.planId, planIds));
  await db.delete(planBctNotes).where(inArray(planBctNotes.planBctId, planBctIds));
  await db.delete(sessionNotes).where(inArray(sessionNotes.sessionId, sessionIds));
  await db.delete(outbox).where(or(eq(outbox.recipient, email), eq(outbox.recipient, phone)));
  await db.update(assessments).set({ answers: {}, messages: {} }).where(eq(assessments.clientId, clientId));
}

/** Keeps the row (statistics and audit refer to its id) with only the anonymous fields left. */
export async function anonymiseClient(
  db: Executor,
  clientId: number,
  kept: { dob: string; postcode: string },
): Promise<Date> {
  const closedAt = new Date();
  await db
    .update(clients)
    .set({
      firstName: 'Closed',
      lastName: 'account',
      email: `closed-${clientId}@closed.invalid`,
      dob: `${kept.dob.slice(0, 4)}-01-01`,
      postcode: postcodeDistrict(kept.postcode) ?? '',
      address1: '',
      phoneNumber: '',
      contactMethod: null,
      leaveMessage: null,
      genderOther: null,
      workplace: null,
      additionalSupport: null,
      howDidYouHearOther: null,
      sharePseudonymised: false,
      receiveNewsletter: false,
      passwordHash: null,
      contactDays: [],
      contactTimes: [],
      timePreferenceAt: null,
      preferredMethod: null,
      registrationKey: null,
      closedAt,
      updatedAt: closedAt,
    })
    .where(and(eq(clients.id, clientId), sql`${clients.closedAt} is null`));
  return closedAt;
}
