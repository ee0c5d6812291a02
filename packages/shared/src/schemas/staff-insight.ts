import { z } from 'zod';
import { PATHWAY_SLUGS } from '../constants.ts';
import { CLIENT_STAGES } from '../rules/client-stage.ts';
import { COMB_COMPONENTS } from '../rules/com-b.ts';

const stageCounts = z.object(
  Object.fromEntries(CLIENT_STAGES.map((stage) => [stage, z.number()])) as Record<
    (typeof CLIENT_STAGES)[number],
    z.ZodNumber
  >,
);
export type StageCounts = z.infer<typeof stageCounts>;

const ratedTechnique = z.object({
  bct_id: z.number(),
  name: z.string(),
  web_friendly_name: z.string(),
  plans: z.number().describe('Plans that include the technique'),
  ratings: z.number().describe('Clients who rated it'),
  average_progress: z.number().nullable().describe('Mean of the 1-5 ratings, one decimal'),
});

/** GET staff/insight: the caller's caseload (administrators: everyone) by goal and stage, and techniques by rating. */
export const staffInsight = z.object({
  clients: z.number(),
  stages: stageCounts,
  pathways: z.array(z.object({ pathway: z.enum(PATHWAY_SLUGS), total: z.number(), stages: stageCounts })),
  bcts: z.array(ratedTechnique).describe('Most helpful first'),
  bcts_by_component: z
    .array(
      ratedTechnique.extend({
        component: z.enum(COMB_COMPONENTS).describe('The COM-B component of the barrier it was added for'),
        code: z.string().describe('BCT Taxonomy v1 number'),
      }),
    )
    .describe('Techniques added for barriers, by the barrier’s COM-B component; most helpful first'),
});
export type StaffInsight = z.infer<typeof staffInsight>;
