import { BCT_PROGRESS_MAX, BCT_PROGRESS_MIN } from '../constants.ts';
import { COMB_LABELS, type CombComponent } from './com-b.ts';
import { plural } from './wording.ts';

/** A service's mean is shown, and ranks, only from this many ratings up: fewer say too little. */
export const SUGGESTION_MIN_RATINGS = 10;
export const SUGGESTIONS_PER_BARRIER = 3;
/** The middle of the 1-5 scale: a technique rated below it here has mostly not helped. */
const SUGGESTION_HELPED_MEAN = (BCT_PROGRESS_MIN + BCT_PROGRESS_MAX) / 2;

export type SuggestibleTechnique = { id: number; components: readonly CombComponent[]; retired: boolean };
/** How the clients of this service rated a technique added for the barrier's component and pathway. */
export type TechniqueRating = { bct_id: number; ratings: number; mean: number };
export type Evidence = { ratings: number; mean: number | null };
export type Suggestion = { bct_id: number; reason: string; evidence: Evidence };

/** "I don't feel like it" stays "I don't...", "Cravings in the evening" reads "cravings in the evening". */
function inSentence(words: string): string {
  return /^I\b/.test(words) ? words : words.charAt(0).toLowerCase() + words.slice(1);
}

function reasonFor(technique: SuggestibleTechnique, barrier: { words: string; component: CombComponent }) {
  if (technique.components.includes(barrier.component))
    return `targets ${COMB_LABELS[barrier.component]}: ${inSentence(barrier.words)}`;
  const targets = technique.components.map((c) => COMB_LABELS[c]).join(' and ');
  return `targets ${targets}, not ${COMB_LABELS[barrier.component]} directly`;
}

/** Within a group: rated here as helping, then not yet rated enough (worth trying), then rated as not helping. */
function standing({ mean }: Evidence): number {
  if (mean === null) return 1;
  return mean >= SUGGESTION_HELPED_MEAN ? 0 : 2;
}

/**
 * Up to three techniques for a barrier: those targeting its COM-B component first. Within each group,
 * those rated here as helping (a mean of 3 or more from enough ratings) by their mean, best first; then
 * those without enough ratings, in library order; then those rated here below 3, best first, so what
 * this service's clients found did not help gives way to what has not been tried. Techniques already
 * on the plan and retired ones are never suggested.
 */
export function suggestTechniques(
  barrier: { words: string; component: CombComponent },
  library: readonly SuggestibleTechnique[],
  onPlan: readonly number[],
  ratings: readonly TechniqueRating[],
): Suggestion[] {
  const rated = new Map(ratings.map((r) => [r.bct_id, r]));
  const taken = new Set(onPlan);
  const evidenceOf = (id: number): Evidence => {
    const rating = rated.get(id);
    if (!rating || rating.ratings < SUGGESTION_MIN_RATINGS)
      return { ratings: rating?.ratings ?? 0, mean: null };
    return { ratings: rating.ratings, mean: rating.mean };
  };
  const candidates = library
    .filter((t, index) => !t.retired && !taken.has(t.id) && library.findIndex((o) => o.id === t.id) === index)
    .map((technique, order) => ({
      technique,
      order,
      matches: technique.components.includes(barrier.component),
      evidence: evidenceOf(technique.id),
    }));
  candidates.sort(
    (a, b) =>
      Number(b.matches) - Number(a.matches) ||
      standing(a.evidence) - standing(b.evidence) ||
      (b.evidence.mean ?? 0) - (a.evidence.mean ?? 0) ||
      a.order - b.order,
  );
  return candidates.slice(0, SUGGESTIONS_PER_BARRIER).map(({ technique, evidence }) => ({
    bct_id: technique.id,
    reason: reasonFor(technique, barrier),
    evidence,
  }));
}

/** "how it has gone here", in the words the plan editor shows. */
export function describeEvidence(evidence: Evidence): string {
  if (evidence.mean === null) return 'not enough ratings yet';
  return `rated ${evidence.mean.toFixed(1)} out of ${BCT_PROGRESS_MAX} here by ${plural(evidence.ratings, 'client')}`;
}
