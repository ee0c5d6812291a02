import { describe, expect, it } from 'vitest';
import { COMB_COMPONENTS } from './com-b.ts';
import { COMMON_BARRIERS } from './common-barriers.ts';
import {
  describeEvidence,
  SUGGESTION_MIN_RATINGS,
  type SuggestibleTechnique,
  suggestTechniques,
} from './suggest-techniques.ts';
import { TECHNIQUE_LIBRARY } from './technique-library.ts';

const cravings = { words: 'Cravings in the evening', component: 'motivation-automatic' as const };
const library: SuggestibleTechnique[] = [
  { id: 1, components: ['motivation-reflective'], retired: false },
  { id: 2, components: ['motivation-automatic'], retired: false },
  { id: 3, components: ['opportunity-physical'], retired: false },
  { id: 4, components: ['motivation-automatic', 'opportunity-physical'], retired: false },
  { id: 5, components: ['motivation-automatic'], retired: false },
  { id: 6, components: ['motivation-automatic'], retired: true },
];
const ids = (list: { bct_id: number }[]) => list.map((s) => s.bct_id);

describe('suggestTechniques', () => {
  it('puts techniques targeting the barrier’s component first, in library order, three at most', () => {
    const suggestions = suggestTechniques(cravings, library, [], []);
    expect(ids(suggestions)).toEqual([2, 4, 5]);
    expect(suggestions[0]?.reason).toBe('targets motivation (automatic): cravings in the evening');
  });

  it('fills with other techniques only after every match, saying they do not target it directly', () => {
    const suggestions = suggestTechniques(cravings, library, [2, 4], []);
    expect(ids(suggestions)).toEqual([5, 1, 3]);
    expect(suggestions[1]?.reason).toBe(
      'targets motivation (reflective), not motivation (automatic) directly',
    );
  });

  it('ranks matches by this service’s mean rating once they have 10 ratings', () => {
    const suggestions = suggestTechniques(
      cravings,
      library,
      [],
      [
        { bct_id: 5, ratings: SUGGESTION_MIN_RATINGS, mean: 4.5 },
        { bct_id: 4, ratings: 40, mean: 3.1 },
        { bct_id: 2, ratings: 9, mean: 5 },
      ],
    );
    expect(ids(suggestions)).toEqual([5, 4, 2]);
    expect(suggestions.map((s) => s.evidence)).toEqual([
      { ratings: 10, mean: 4.5 },
      { ratings: 40, mean: 3.1 },
      { ratings: 9, mean: null },
    ]);
  });

  it('puts a match rated below 3 here after the matches not yet rated enough, not before them', () => {
    const suggestions = suggestTechniques(
      cravings,
      library,
      [],
      [
        { bct_id: 2, ratings: 30, mean: 1.8 },
        { bct_id: 5, ratings: 10, mean: 3 },
      ],
    );
    expect(ids(suggestions)).toEqual([5, 4, 2]);
    const untried = suggestTechniques(
      cravings,
      [...library, { id: 7, components: ['motivation-automatic'], retired: false }],
      [],
      [
        { bct_id: 2, ratings: 30, mean: 1.8 },
        { bct_id: 5, ratings: 3, mean: 1 },
      ],
    );
    expect(ids(untried)).toEqual([4, 5, 7]);
  });

  it('never lets ratings lift a technique above one that targets the component', () => {
    const suggestions = suggestTechniques(cravings, library, [], [{ bct_id: 1, ratings: 100, mean: 5 }]);
    expect(ids(suggestions)).not.toContain(1);
  });

  it('leaves out techniques already on the plan, retired ones and repeats', () => {
    const repeated = [...library, library[1], library[4]].filter((t) => t !== undefined);
    const suggestions = suggestTechniques(cravings, repeated, [2], []);
    expect(ids(suggestions)).toEqual([4, 5, 1]);
    expect(new Set(ids(suggestions)).size).toBe(3);
  });

  it('keeps “I” capitalised in the reason', () => {
    const barrier = { words: 'I don’t feel like it', component: 'motivation-automatic' as const };
    expect(suggestTechniques(barrier, library, [], [])[0]?.reason).toBe(
      'targets motivation (automatic): I don’t feel like it',
    );
  });
});

describe('describeEvidence', () => {
  it('says there are not enough ratings below 10, and the mean and count from 10 up', () => {
    expect(describeEvidence({ ratings: 9, mean: null })).toBe('not enough ratings yet');
    expect(describeEvidence({ ratings: 12, mean: 4.25 })).toBe('rated 4.3 out of 5 here by 12 clients');
  });
});

describe('the shipped lists', () => {
  it('offer at least three techniques for every COM-B component, so every barrier gets three that fit', () => {
    for (const component of COMB_COMPONENTS)
      expect(TECHNIQUE_LIBRARY.filter((t) => t.components.includes(component)).length).toBeGreaterThanOrEqual(
        3,
      );
  });

  it('number each technique once, with a BCTTv1 number, and key each common barrier once', () => {
    const codes = TECHNIQUE_LIBRARY.map((t) => t.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^\d{1,2}\.\d{1,2}$/);
    expect(TECHNIQUE_LIBRARY.length).toBeGreaterThanOrEqual(25);
    const keys = COMMON_BARRIERS.map((b) => b.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
