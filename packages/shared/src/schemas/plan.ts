import { z } from 'zod';
import { BCT_PROGRESS_MAX, BCT_PROGRESS_MIN } from '../constants.ts';
import { MSG } from '../messages.ts';
import { article } from './articles.ts';
import { id } from './fields.ts';

/** PUT mlw/plan/{bctId}: the client's 1 to 5 rating of a behaviour-change technique (portal §3, §9). */
export const bctProgress = z.strictObject({
  progress: z
    .number({ error: MSG.choose })
    .int(MSG.choose)
    .min(BCT_PROGRESS_MIN, MSG.choose)
    .max(BCT_PROGRESS_MAX, MSG.choose),
});
export type BctProgress = z.infer<typeof bctProgress>;
export const bctParams = z.strictObject({ bctId: id });

const datedNote = z.object({ date: z.string(), note: z.string() });

export const planNote = z.object({ id: z.number(), title: z.string(), note: z.string() });

export const planBct = z.object({
  id: z.number().describe('The bct id (sent as bctId)'),
  web_friendly_name: z.string(),
  description: z.string(),
  notes: z.array(datedNote),
  progress: z.number().nullable().describe('1 to 5, or null before the first rating'),
});
export type PlanBct = z.infer<typeof planBct>;

export const planEvent = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  slug: z.string(),
  start_date: z.string().describe('YYYY-MM-DD'),
  created_at: z.string().describe('ISO 8601 time'),
});

export const planPathways = z.object({
  weight: z.boolean(),
  smoking: z.boolean(),
  alcohol: z.boolean(),
  activity: z.boolean(),
});

/** GET mlw/plan (portal §3). */
export const planView = z.object({
  id: z.number(),
  service_level: z.number(),
  pathways: planPathways,
  goal_notes: z.array(planNote),
  goal_barrier_notes: z.array(planNote),
  bcts: z.array(planBct),
  articles: z.array(article),
  events: z.array(planEvent),
});
export type PlanView = z.infer<typeof planView>;
export type PlanEvent = z.infer<typeof planEvent>;
