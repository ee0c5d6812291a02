/**
 * COM-B (Michie, van Stralen and West 2011): what stands in a person's way is a lack of Capability,
 * Opportunity or Motivation, each in two kinds. Barriers name one; techniques target one or more.
 */
export const COMB_COMPONENTS = [
  'capability-physical',
  'capability-psychological',
  'opportunity-physical',
  'opportunity-social',
  'motivation-reflective',
  'motivation-automatic',
] as const;
export type CombComponent = (typeof COMB_COMPONENTS)[number];

export const COMB_LABELS: Record<CombComponent, string> = {
  'capability-physical': 'capability (physical)',
  'capability-psychological': 'capability (psychological)',
  'opportunity-physical': 'opportunity (physical)',
  'opportunity-social': 'opportunity (social)',
  'motivation-reflective': 'motivation (reflective)',
  'motivation-automatic': 'motivation (automatic)',
};

/** What each component means in plain words, for the coach choosing one. */
export const COMB_HINTS: Record<CombComponent, string> = {
  'capability-physical': 'the body or skills are not up to it yet',
  'capability-psychological': 'not knowing how, forgetting, or finding it hard to plan',
  'opportunity-physical': 'time, money, places or things get in the way',
  'opportunity-social': 'the people around them make it harder',
  'motivation-reflective': 'not sure it is worth it or that they can do it',
  'motivation-automatic': 'habits, cravings, moods and feelings in the moment',
};
