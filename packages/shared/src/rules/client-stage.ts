/** Where a client is in the service, for the staff console's lists and insight. */
export const CLIENT_STAGES = [
  'registered',
  'health-check-done',
  'coaching',
  'closure-requested',
  'closed',
] as const;
export type ClientStage = (typeof CLIENT_STAGES)[number];

export const CLIENT_STAGE_LABELS: Record<ClientStage, string> = {
  registered: 'Registered',
  'health-check-done': 'Health check done',
  coaching: 'In coaching',
  'closure-requested': 'Closure requested',
  closed: 'Closed',
};

export type StageFacts = {
  assessmentCount: number;
  completedCalls: number;
  closureRequested: boolean;
  closed: boolean;
};

/** Closure outranks progress; coaching starts with the first chat, whatever the health check. */
export function clientStage(facts: StageFacts): ClientStage {
  if (facts.closed) return 'closed';
  if (facts.closureRequested) return 'closure-requested';
  if (facts.completedCalls > 0) return 'coaching';
  if (facts.assessmentCount > 0) return 'health-check-done';
  return 'registered';
}

/**
 * The stages a case can be found by in the client list and record: a discharged case (issue #29) is
 * closed and kept, told apart from an account closed at the client's request. Insight counts it as
 * closed.
 */
export const CASE_STAGES = [...CLIENT_STAGES, 'discharged'] as const;
export type CaseStage = (typeof CASE_STAGES)[number];

export const CASE_STAGE_LABELS: Record<CaseStage, string> = {
  ...CLIENT_STAGE_LABELS,
  discharged: 'Discharged',
};

export function caseStage(facts: StageFacts & { discharged: boolean }): CaseStage {
  return facts.discharged ? 'discharged' : clientStage(facts);
}
