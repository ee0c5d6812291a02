import { PATHWAY_LABELS, PATHWAY_SLUGS, type PathwaySlug } from '@coaching/shared/constants';
import type { ChoiceSet } from '../components/form/choice-group.tsx';

type Offered = { key: string; words: string; pathway: PathwaySlug };

/** The common barriers offered, under the goal each gets in the way of: the plan and the health check alike. */
export function barrierChoiceSets(options: readonly Offered[]): ChoiceSet[] {
  return PATHWAY_SLUGS.flatMap((slug) => {
    const choices = options.filter((o) => o.pathway === slug).map((o) => ({ value: o.key, label: o.words }));
    return choices.length ? [{ legend: PATHWAY_LABELS[slug], choices }] : [];
  });
}
