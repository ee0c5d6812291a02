import { describe, expect, it } from 'vitest';
import { availableCheck } from './components/available-check.fixture.ts';
import { answersToSend, barrierOptions } from './offered-barriers.ts';

const PRE = availableCheck({
  pathways: { weight: false, smoking: false, alcohol: false, activity: true },
  plan_pathways: ['quit-smoking'],
});
const first = { firstCheck: true, asksPregnancy: false };
const later = { firstCheck: false, asksPregnancy: false };
const goalsOf = (options: { pathway: string }[]) => [...new Set(options.map((o) => o.pathway))];

describe('barrierOptions', () => {
  it('offers the first check’s chosen goals and the plan’s, and later the registered goals and the plan’s', () => {
    expect(goalsOf(barrierOptions(first, PRE, { pathways: ['drink-less'] }))).toEqual([
      'drink-less',
      'quit-smoking',
    ]);
    expect(goalsOf(barrierOptions(later, { ...PRE, assessment_count: 1 }, {}))).toEqual([
      'move-more',
      'quit-smoking',
    ]);
  });
});

describe('answersToSend', () => {
  it('leaves out barriers of a goal unticked after naming them', () => {
    const answers = {
      pathways: ['move-more' as const],
      barriers: ['drink-unwind', 'move-no-one-to-go-with'],
    };
    expect(answersToSend(answers, first, PRE).barriers).toEqual(['move-no-one-to-go-with']);
    expect(answersToSend({ pathways: ['move-more'] }, first, PRE)).not.toHaveProperty('barriers');
  });
});
