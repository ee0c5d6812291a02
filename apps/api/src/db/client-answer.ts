// A clients row under the specification's names, the same in the client's own answer (GET mlw/me) and
// in every staff answer about the client: one mapping, so a renamed column or field changes once.
import { type CaseStage, caseStage } from '@coaching/shared/rules/client-stage';
import type { clients } from './schema.ts';

type Client = typeof clients.$inferSelect;

export function clientIdentity(
  c: Pick<Client, 'id' | 'firstName' | 'lastName' | 'email' | 'dob' | 'phoneNumber' | 'postcode'>,
) {
  return {
    id: c.id,
    first_name: c.firstName,
    last_name: c.lastName,
    email: c.email,
    dob: c.dob,
    phone_mobile: c.phoneNumber,
    postcode: c.postcode,
  };
}

export function clientStage(
  c: Pick<Client, 'assessmentCount' | 'completedCalls' | 'closureRequestedAt' | 'closedAt' | 'dischargedAt'>,
): CaseStage {
  return caseStage({
    assessmentCount: c.assessmentCount,
    completedCalls: c.completedCalls,
    closureRequested: c.closureRequestedAt !== null,
    closed: c.closedAt !== null,
    discharged: c.dischargedAt !== null,
  });
}

/** The client's plan, from the left-joined plans row: none until the first chat makes one. */
export function planSummary(planId: number | null, serviceLevel: number | null) {
  return planId === null ? null : { id: planId, service_level: serviceLevel ?? 1 };
}

/** A member of staff named on a client (coach, discharged by), or null when none or since deleted. */
export function staffMember(id: number | null, name: string | null) {
  return id !== null && name ? { id, name } : null;
}
