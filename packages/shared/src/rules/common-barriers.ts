import { PATHWAY_SLUGS, type PathwaySlug } from '../constants.ts';
import type { CombComponent } from './com-b.ts';

export type CommonBarrier = { key: string; pathway: PathwaySlug; words: string; component: CombComponent };

/**
 * The reviewed list of common barriers a client can name in a few taps, in their own words, each with
 * its COM-B component (docs/product.md#barriers). Keys are stored on the client's barriers: never
 * reuse or rename one; retire a barrier by removing it (barriers already named keep their words).
 */
export const COMMON_BARRIERS: readonly CommonBarrier[] = [
  {
    key: 'weight-where-to-start',
    pathway: 'lose-weight',
    words: 'I don’t know where to start',
    component: 'capability-psychological',
  },
  {
    key: 'weight-evening-cravings',
    pathway: 'lose-weight',
    words: 'Cravings in the evening',
    component: 'motivation-automatic',
  },
  {
    key: 'weight-comfort-eating',
    pathway: 'lose-weight',
    words: 'I eat when I’m stressed or bored',
    component: 'motivation-automatic',
  },
  {
    key: 'weight-no-time-to-cook',
    pathway: 'lose-weight',
    words: 'I have no time to cook',
    component: 'opportunity-physical',
  },
  {
    key: 'weight-healthy-food-costs',
    pathway: 'lose-weight',
    words: 'Healthy food costs too much',
    component: 'opportunity-physical',
  },
  {
    key: 'weight-family-eats-differently',
    pathway: 'lose-weight',
    words: 'My family eats differently',
    component: 'opportunity-social',
  },
  {
    key: 'weight-tried-before',
    pathway: 'lose-weight',
    words: 'I’ve tried before and it didn’t work',
    component: 'motivation-reflective',
  },
  {
    key: 'move-where-to-start',
    pathway: 'move-more',
    words: 'I don’t know where to start',
    component: 'capability-psychological',
  },
  {
    key: 'move-no-time-after-work',
    pathway: 'move-more',
    words: 'I have no time after work',
    component: 'opportunity-physical',
  },
  {
    key: 'move-dont-feel-like-it',
    pathway: 'move-more',
    words: 'I don’t feel like it',
    component: 'motivation-automatic',
  },
  {
    key: 'move-pain-or-unfit',
    pathway: 'move-more',
    words: 'Pain or low fitness makes it hard',
    component: 'capability-physical',
  },
  {
    key: 'move-nowhere-to-go',
    pathway: 'move-more',
    words: 'There’s nowhere near me to be active',
    component: 'opportunity-physical',
  },
  {
    key: 'move-self-conscious',
    pathway: 'move-more',
    words: 'I feel self-conscious exercising',
    component: 'motivation-reflective',
  },
  {
    key: 'move-no-one-to-go-with',
    pathway: 'move-more',
    words: 'I have no one to go with',
    component: 'opportunity-social',
  },
  {
    key: 'drink-friends-drink',
    pathway: 'drink-less',
    words: 'My friends all drink',
    component: 'opportunity-social',
  },
  {
    key: 'drink-unwind',
    pathway: 'drink-less',
    words: 'A drink is how I unwind',
    component: 'motivation-automatic',
  },
  {
    key: 'drink-habit-at-home',
    pathway: 'drink-less',
    words: 'There’s always drink at home',
    component: 'opportunity-physical',
  },
  {
    key: 'drink-not-a-problem',
    pathway: 'drink-less',
    words: 'I’m not sure my drinking is a problem',
    component: 'motivation-reflective',
  },
  {
    key: 'drink-counting-units',
    pathway: 'drink-less',
    words: 'I don’t know how much I drink',
    component: 'capability-psychological',
  },
  {
    key: 'smoke-cravings',
    pathway: 'quit-smoking',
    words: 'Strong cravings',
    component: 'motivation-automatic',
  },
  {
    key: 'smoke-withdrawal',
    pathway: 'quit-smoking',
    words: 'Withdrawal makes me feel unwell',
    component: 'capability-physical',
  },
  {
    key: 'smoke-people-around-me',
    pathway: 'quit-smoking',
    words: 'People around me smoke',
    component: 'opportunity-social',
  },
  {
    key: 'smoke-stress',
    pathway: 'quit-smoking',
    words: 'Smoking helps me cope with stress',
    component: 'motivation-automatic',
  },
  {
    key: 'smoke-failed-before',
    pathway: 'quit-smoking',
    words: 'I’ve failed to quit before',
    component: 'motivation-reflective',
  },
  {
    key: 'smoke-what-helps',
    pathway: 'quit-smoking',
    words: 'I don’t know what help there is',
    component: 'capability-psychological',
  },
];

const BY_KEY = new Map(COMMON_BARRIERS.map((barrier) => [barrier.key, barrier]));

export const findCommonBarrier = (key: string): CommonBarrier | undefined => BY_KEY.get(key);

/** The common barriers for a client's goals, in the list's order. */
export const commonBarriersFor = (pathways: readonly string[]): CommonBarrier[] =>
  COMMON_BARRIERS.filter((barrier) => pathways.includes(barrier.pathway));

/** The goals a client can name barriers for: those they chose (registering, or at the first check) and their plan's. */
export const barrierGoals = (chosen: readonly string[], planGoals: readonly string[]): PathwaySlug[] =>
  PATHWAY_SLUGS.filter((slug) => chosen.includes(slug) || planGoals.includes(slug));
