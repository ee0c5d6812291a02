import { z } from 'zod';
import { PATHWAY_SLUGS } from '../constants.ts';
import { AUDIT_BANDS } from '../rules/audit.ts';
import { BMI_BANDS } from '../rules/bmi.ts';

export const NOT_FOUND_REASONS = ['case-closed', 'link-used-or-expired'] as const;

/** GET public-assessment[/{hash}], the whole answer: whether a check can be taken, and for whom. */
export const preAssessment = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('available'),
    assessment_count: z.number(),
    gender: z.number().nullable(),
    dob: z.string(),
    /** The ethnicity given at registration, which the first check's question starts from. */
    ethnicity: z.number().nullable(),
    /** Whose check it is: a follow-up link may be opened while someone else is signed in. */
    client_id: z.number(),
    first_name: z.string(),
    pathways: z.object({
      weight: z.boolean(),
      smoking: z.boolean(),
      alcohol: z.boolean(),
      activity: z.boolean(),
    }),
    /** The plan's goals, for which barriers can be named too (none without a plan). */
    plan_pathways: z.array(z.enum(PATHWAY_SLUGS)),
    /** Keys of the common barriers named so far (on the plan or at a check): the motivations step starts from them. */
    named_barriers: z.array(z.string()),
  }),
  /**
   * notfound means the case is closed (onboarding §8); reason says whether it is the case, or a
   * follow-up link that is unknown, used or expired (the client can still take a check by logging in).
   */
  z.object({ status: z.literal('notfound'), reason: z.enum(NOT_FOUND_REASONS) }),
]);
export type PreAssessment = z.infer<typeof preAssessment>;

/**
 * One check's numbers: BMI, activity minutes a week, cigarettes a day (0 if none) and estimated
 * alcohol units a week.
 */
export const assessmentStats = z.object({
  bmi: z.number(),
  activity: z.number(),
  smoking: z.number(),
  alcohol: z.number(),
});
export type AssessmentStats = z.infer<typeof assessmentStats>;

const areaMessage = z.object({ title: z.string(), overview: z.string(), message: z.string() });

export const bmiBoundaries = z.object({
  healthy: z.number(),
  overweight: z.number(),
  obese1: z.number(),
  obese2: z.number(),
  obese3: z.number(),
});

export const resultMessages = z.object({
  /** band is null in pregnancy, when BMI from current weight is not banded. */
  bmi: areaMessage.extend({ band: z.enum(BMI_BANDS).nullable(), boundaries: bmiBoundaries }),
  activity: areaMessage,
  smoking: areaMessage,
  /**
   * The AUDIT-C band, or the full AUDIT band when the remaining questions were answered; risk is
   * the risk level in words, "Not safe in pregnancy" for any drinking in pregnancy.
   */
  alcohol: areaMessage.extend({ band: z.enum(AUDIT_BANDS), risk: z.string() }),
});
export type ResultMessages = z.infer<typeof resultMessages>;

/** POST assessment/new and assessment/follow-up, the whole answer. */
export const assessmentResult = z.object({
  status: z.literal('ok'),
  stats: z.object({ current: assessmentStats, previous: assessmentStats.nullable() }),
  messages: resultMessages,
});
export type AssessmentResult = z.infer<typeof assessmentResult>;
