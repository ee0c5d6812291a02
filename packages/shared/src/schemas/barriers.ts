import { z } from 'zod';
import { PATHWAY_SLUGS } from '../constants.ts';
import { COMB_COMPONENTS } from '../rules/com-b.ts';
import { COMMON_BARRIERS, findCommonBarrier } from '../rules/common-barriers.ts';
import { choiceId, requiredText } from './fields.ts';

export const BARRIER_TEXT = {
  chooseFromList: 'Choose from the list of things that get in the way',
  notYourGoal: 'Choose only things that get in the way of your goals',
  component: 'Choose what kind of barrier it is',
  pathway: 'Choose the goal it gets in the way of',
  notTheirGoal: 'Choose one of this client’s goals or their plan’s',
  barrier: 'Choose a barrier of this client',
} as const;

/** Keys of the common list, each once: the client's choice in the health check and on the plan. */
export const commonBarrierKeys = z
  .array(z.string({ error: BARRIER_TEXT.chooseFromList }).max(60, BARRIER_TEXT.chooseFromList), {
    error: BARRIER_TEXT.chooseFromList,
  })
  .max(COMMON_BARRIERS.length, BARRIER_TEXT.chooseFromList)
  .refine((keys) => keys.every((key) => findCommonBarrier(key)), BARRIER_TEXT.chooseFromList)
  .refine((keys) => new Set(keys).size === keys.length, 'Choose each one once');

/** PUT mlw/barriers: what gets in the client's way, from the list for their goals (replaces their choice). */
export const clientBarrierChoice = z.strictObject({ common_keys: commonBarrierKeys });
export type ClientBarrierChoice = z.input<typeof clientBarrierChoice>;

/** POST staff/clients/{id}/barriers: a barrier in the coach's words, with its COM-B component. */
export const coachBarrierForm = z.strictObject({
  words: requiredText(120),
  component: z.enum(COMB_COMPONENTS, { error: BARRIER_TEXT.component }),
  pathway: z.enum(PATHWAY_SLUGS, { error: BARRIER_TEXT.pathway }),
});
export type CoachBarrierForm = z.input<typeof coachBarrierForm>;

export const barrierId = choiceId(BARRIER_TEXT.barrier);

export const barrierView = z.object({
  id: z.number(),
  words: z.string(),
  component: z.enum(COMB_COMPONENTS),
  pathway: z.enum(PATHWAY_SLUGS),
  common_key: z.string().nullable().describe('The key in the common list, null for a coach’s own words'),
  named_by: z.enum(['client', 'coach']),
});
export type BarrierView = z.infer<typeof barrierView>;

/** GET mlw/barriers: the client's barriers and the common ones they can choose for their goals. */
export const clientBarriers = z.object({
  barriers: z.array(barrierView),
  options: z.array(z.object({ key: z.string(), words: z.string(), pathway: z.enum(PATHWAY_SLUGS) })),
});
export type ClientBarriers = z.infer<typeof clientBarriers>;

export const techniqueSuggestion = z.object({
  bct_id: z.number(),
  code: z.string().describe('BCT Taxonomy v1 number'),
  name: z.string().describe('BCT Taxonomy v1 label'),
  web_friendly_name: z.string(),
  description: z.string(),
  reason: z.string().describe('Why: the COM-B component it targets and the barrier'),
  evidence: z.object({
    ratings: z.number().describe('How many clients of this service rated it for this component and pathway'),
    mean: z.number().nullable().describe('Their mean 1-5 rating; null below 10 ratings'),
  }),
});
export type TechniqueSuggestion = z.infer<typeof techniqueSuggestion>;

/** GET staff/clients/{id}/barriers: each barrier with up to three suggested techniques. */
export const staffBarrier = barrierView.extend({ suggestions: z.array(techniqueSuggestion) });
export type StaffBarrier = z.infer<typeof staffBarrier>;
