import { CLOSURE_WORKING_DAYS, DAYS, TIMES } from '@coaching/shared/constants';
import { todayIso } from '@coaching/shared/rules/dates';
import { followUpSchedule } from '@coaching/shared/rules/follow-up-schedule';
import { textRefusal } from '@coaching/shared/rules/follow-up-send';
import { addWorkingDays } from '@coaching/shared/rules/working-days';
import type { ClientRecord } from '@coaching/shared/schemas/staff-clients';
import type { Executor } from '../../db/client.ts';
import { clientIdentity, clientStage, planSummary, staffMember } from '../../db/client-answer.ts';
import { readTogether } from '../../db/read-together.ts';
import { notFound } from '../../lib/http-errors.ts';
import { findLastFollowUpLink } from '../client-links/link-repository.ts';
import { hasPushDevice } from '../push/push-repository.ts';
import {
  findClientRow,
  findNextSession,
  findReferrer,
  listAssessmentSummaries,
  loadOptionLabels,
} from './client-record-repository.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function readClientRecord(
  db: Executor,
  clientId: number,
  now = new Date(),
  textsOn = false,
): Promise<ClientRecord> {
  const row = await findClientRow(db, clientId);
  if (!row) throw notFound();
  const c = row.client;
  const today = todayIso(now);
  const [referrer, checks, lastLink, nextSession, pushOn, label] = await readTogether(
    db,
    () => findReferrer(db, clientId),
    () => listAssessmentSummaries(db, clientId),
    () => findLastFollowUpLink(db, clientId),
    () => findNextSession(db, clientId, today),
    () => hasPushDevice(db, clientId),
    () =>
      loadOptionLabels(db, [
        'gender',
        'ethnicity',
        'gpSurgery',
        'workplaces',
        'highLevelHdyhau',
        'PreferredContact',
        'referrerRelations',
      ]),
  );
  const [first, ...later] = checks;
  const heard = label('highLevelHdyhau', c.howDidYouHear);
  return {
    ...clientIdentity(c),
    address1: c.address1,
    gender: label('gender', c.gender),
    gender_other: c.genderOther,
    ethnicity: label('ethnicity', c.ethnicity),
    gp_practice: label('gpSurgery', c.gpPracticeId),
    workplace: label('workplaces', c.workplace),
    additional_support: c.additionalSupport,
    how_did_you_hear: c.howDidYouHearOther ? `${heard ?? 'Other'}: ${c.howDidYouHearOther}` : heard,
    someone_else: c.someoneElse,
    pathways: c.pathways,
    contact: {
      contact_method: label('PreferredContact', c.contactMethod),
      preferred_method: label('PreferredContact', c.preferredMethod),
      leave_message: c.leaveMessage,
      days: DAYS.filter((d) => c.contactDays.includes(d)),
      times: TIMES.filter((t) => c.contactTimes.includes(t)),
      time_preference_at: iso(c.timePreferenceAt),
      tool_notification_sms: c.toolNotificationSms,
      tool_notification_email: c.toolNotificationEmail,
      notification_push: pushOn,
    },
    referrer: referrer
      ? {
          first_name: referrer.firstName,
          last_name: referrer.lastName,
          email: referrer.email,
          relationship: label('referrerRelations', referrer.relationship),
        }
      : null,
    coach: staffMember(c.coachId, row.coachName),
    stage: clientStage(c),
    completed_calls: c.completedCalls,
    assessment_count: c.assessmentCount,
    registered_at: c.createdAt.toISOString(),
    closure_requested_at: iso(c.closureRequestedAt),
    closure_due: c.closureRequestedAt
      ? addWorkingDays(todayIso(c.closureRequestedAt), CLOSURE_WORKING_DAYS)
      : null,
    closed_at: iso(c.closedAt),
    discharge:
      c.dischargedAt && c.dischargeReason
        ? {
            discharged_at: c.dischargedAt.toISOString(),
            reason: c.dischargeReason,
            contact_attempts: c.dischargeAttempts,
            note: c.dischargeNote ?? '',
            by: staffMember(c.dischargedBy, row.dischargerName),
          }
        : null,
    plan: planSummary(row.planId, row.serviceLevel),
    assessments: checks.map((a) => ({
      id: a.id,
      kind: a.kind,
      taken_at: a.createdAt.toISOString(),
      stats: a.stats,
    })),
    follow_ups: first
      ? followUpSchedule(
          todayIso(first.createdAt),
          later.filter((a) => a.kind === 'follow-up').map((a) => todayIso(a.createdAt)),
          today,
        )
      : [],
    follow_up_text_refusal: textRefusal(c.phoneNumber, textsOn),
    follow_up_last_sent: lastLink
      ? { sent_at: lastLink.createdAt.toISOString(), reminder_type: lastLink.reminderType }
      : null,
    next_session: nextSession ?? null,
  };
}
