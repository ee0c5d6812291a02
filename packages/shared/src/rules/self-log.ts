// Self-logging between checks (issue 31): what a client can record, in which units, and for how long
// an entry can still be changed.
import { PATHWAY_AREAS, type PathwaySlug } from '../constants.ts';

export const SELF_LOG_MEASURES = ['weight', 'activity', 'alcohol', 'smoking'] as const;
export type SelfLogMeasure = (typeof SELF_LOG_MEASURES)[number];

/** The pathway a measure belongs to: a client logs the measures of the pathways they chose. */
export const SELF_LOG_PATHWAY: Record<SelfLogMeasure, PathwaySlug> = {
  weight: 'lose-weight',
  activity: 'move-more',
  alcohol: 'drink-less',
  smoking: 'quit-smoking',
};

/**
 * The measures a client records, in the order they are shown: those of the pathways they chose and of
 * the goals their coach put on the plan (which the plan names by area), so a target the coach sets can
 * always be logged.
 */
export const measuresOfPathways = (
  pathways: readonly string[],
  planAreas: readonly string[] = [],
): SelfLogMeasure[] =>
  SELF_LOG_MEASURES.filter(
    (m) => pathways.includes(SELF_LOG_PATHWAY[m]) || planAreas.includes(PATHWAY_AREAS[SELF_LOG_PATHWAY[m]]),
  );

/**
 * How the value was entered. The stored value is always in the first unit of its measure's list
 * (kilograms, minutes, units of alcohol, cigarettes or vaping sessions a day); the unit keeps how the
 * client typed it so it is shown back the same way.
 */
export const SELF_LOG_UNITS = {
  weight: ['kg', 'st'],
  activity: ['minutes'],
  alcohol: ['units'],
  smoking: ['cigarettes', 'vapes'],
} as const satisfies Record<SelfLogMeasure, readonly string[]>;
export type SelfLogUnit = (typeof SELF_LOG_UNITS)[SelfLogMeasure][number];

/** Entries can be edited or deleted for this many days after the day they are for. */
export const SELF_LOG_EDIT_DAYS = 7;
