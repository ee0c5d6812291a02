import { z } from 'zod';
import { NOTE_MAX_LENGTH, PATHWAY_SLUGS, SERVICE_LEVELS } from '../constants.ts';
import { barrierId } from './barriers.ts';
import { choiceId, isoDate, itemVersion, optionalText, requiredText, rowId } from './fields.ts';
import { pathwaysRequest } from './pathways.ts';

export const STAFF_PLAN_TEXT = {
  serviceLevel: 'Choose a service level',
  technique: 'Choose a technique',
  noPlan: 'This client has no plan yet. Save the service level and goals first.',
  techniqueTwice: 'That technique is already in the plan',
} as const;

const listOfIds = (max: number) =>
  z
    .array(rowId, { error: 'Send a list of ids' })
    .max(max, `Choose at most ${max}`)
    .refine((ids) => new Set(ids).size === ids.length, 'Choose each one once');

/** PUT staff/clients/{id}/plan: creates the plan the first time. */
export const planSettings = z.strictObject({
  service_level: z
    .number({ error: STAFF_PLAN_TEXT.serviceLevel })
    .int(STAFF_PLAN_TEXT.serviceLevel)
    .refine((v) => (SERVICE_LEVELS as readonly number[]).includes(v), STAFF_PLAN_TEXT.serviceLevel),
  pathways: pathwaysRequest.shape.pathways,
});
export type PlanSettings = z.input<typeof planSettings>;

/** POST staff/clients/{id}/plan/notes: a goal note or a barrier note. */
export const planNoteForm = z.strictObject({
  kind: z.enum(['goal', 'barrier'], { error: 'Choose goal or barrier' }),
  title: requiredText(100),
  note: requiredText(NOTE_MAX_LENGTH),
});
export type PlanNoteForm = z.input<typeof planNoteForm>;
export const planNoteUpdate = planNoteForm.omit({ kind: true });
export type PlanNoteUpdate = z.input<typeof planNoteUpdate>;

/** POST staff/clients/{id}/plan/bcts: a technique from the library, with an optional first note. */
export const addPlanBct = z.strictObject({
  bct_id: choiceId(STAFF_PLAN_TEXT.technique),
  note: optionalText(NOTE_MAX_LENGTH).optional(),
  barrier_id: barrierId.optional().describe('The client’s barrier it is added for (a suggestion)'),
});
export type AddPlanBct = z.input<typeof addPlanBct>;

/** POST staff/clients/{id}/plan/bcts/{bctId}/notes: a dated note (today when no date is sent). */
export const bctNoteForm = z.strictObject({ note: requiredText(NOTE_MAX_LENGTH), date: isoDate.optional() });
export type BctNoteForm = z.input<typeof bctNoteForm>;

export const planArticlesForm = z.strictObject({ article_ids: listOfIds(50) });
export const planEventsForm = z.strictObject({ event_ids: listOfIds(50) });

const note = z.object({ id: z.number(), title: z.string(), note: z.string(), version: itemVersion });

/** The plan as the staff editor reads it: ids everywhere, pathways as slugs. */
export const staffPlan = z.object({
  id: z.number(),
  service_level: z.number(),
  pathways: z.array(z.enum(PATHWAY_SLUGS)),
  settings_version: itemVersion.describe(
    'The version of the service level and goals: send it as If-Match with PUT plan (412 if changed since)',
  ),
  goal_notes: z.array(note),
  barrier_notes: z.array(note),
  bcts: z.array(
    z.object({
      bct_id: z.number(),
      name: z.string(),
      web_friendly_name: z.string(),
      progress: z.number().nullable(),
      retired: z.boolean().describe('No longer in the library; stays on the plans that have it'),
      barrier_id: z.number().nullable().describe('The barrier it was added for'),
      notes: z.array(z.object({ id: z.number(), date: z.string(), note: z.string() })),
    }),
  ),
  article_ids: z.array(z.number()),
  event_ids: z.array(z.number()),
});
export type StaffPlan = z.infer<typeof staffPlan>;

/** POST staff/clients/{id}/plan/template: a pathway's starting plan added to the client's plan. */
export const applyPlanTemplate = z.strictObject({
  pathway: z.enum(PATHWAY_SLUGS, { error: 'Choose a template' }),
});
export type ApplyPlanTemplate = z.input<typeof applyPlanTemplate>;

export const planTemplateAnswer = z.object({
  plan: staffPlan,
  added: z
    .object({ goal_notes: z.number(), techniques: z.number(), actions: z.number() })
    .describe('What the template added; what the plan already had is not added twice'),
});
export type PlanTemplateAnswer = z.infer<typeof planTemplateAnswer>;

/** GET staff/library: what a coach can choose from when editing a plan. */
export const staffLibrary = z.object({
  bcts: z.array(
    z.object({ id: z.number(), name: z.string(), web_friendly_name: z.string(), description: z.string() }),
  ),
  articles: z.array(z.object({ id: z.number(), title: z.string(), intro: z.string() })),
  events: z.array(z.object({ id: z.number(), title: z.string(), start_date: z.string() })),
});
export type StaffLibrary = z.infer<typeof staffLibrary>;
