import type { PathwaySlug } from '../constants.ts';

/**
 * Not in the specs: a starting plan per pathway, which a coach adds to a client's plan and then edits
 * with them. Techniques are named as in the BCT Taxonomy (v1), as the library names them; the targets
 * follow the health rules (docs/product.md#activity, docs/product.md#alcohol, docs/product.md#smoking).
 */
export type PlanTemplate = {
  goals: { title: string; note: string }[];
  techniques: string[];
  actions: { title: string; description: string; dueInDays: number }[];
};

export const PLAN_TEMPLATES: Record<PathwaySlug, PlanTemplate> = {
  'lose-weight': {
    goals: [
      {
        title: 'Lose 5% of my weight',
        note: 'A steady loss of half a kilo to a kilo a week, over about three months. Even 5% lowers blood pressure and the risk of type 2 diabetes.',
      },
    ],
    techniques: [
      'Goal setting (behaviour)',
      'Self-monitoring of behaviour',
      'Restructuring the physical environment',
    ],
    actions: [
      {
        title: 'Weigh yourself once a week',
        description: 'Same day, same time, before breakfast. Write it down so we can look at it together.',
        dueInDays: 7,
      },
      {
        title: 'Keep a food diary for three days',
        description: 'Include one weekend day. Note what you eat and drink, and roughly how much.',
        dueInDays: 7,
      },
      {
        title: 'Swap one sugary drink a day',
        description: 'Water, sparkling water or a sugar-free drink instead.',
        dueInDays: 14,
      },
    ],
  },
  'move-more': {
    goals: [
      {
        title: 'Build up to 150 minutes a week',
        note: 'Moderate activity that makes you breathe faster, such as brisk walking, in bouts of 10 minutes or more, plus something to strengthen muscles on two days.',
      },
    ],
    techniques: ['Goal setting (behaviour)', 'Action planning', 'Social support (unspecified)'],
    actions: [
      {
        title: 'Walk for 10 minutes after one meal a day',
        description: 'At a pace where you can talk but not sing.',
        dueInDays: 7,
      },
      {
        title: 'Find a local group or class to try',
        description: 'A walking group, a beginners’ class or a park run. Bring someone along if that helps.',
        dueInDays: 14,
      },
    ],
  },
  'drink-less': {
    goals: [
      {
        title: 'Keep to 14 units a week or less',
        note: 'Spread over three or more days, with several drink-free days each week.',
      },
    ],
    techniques: ['Self-monitoring of behaviour', 'Problem solving', 'Restructuring the physical environment'],
    actions: [
      {
        title: 'Count your units for a week',
        description:
          'Write down each drink and its size. A pint of ordinary-strength beer is about 2 units, a strong one about 3.',
        dueInDays: 7,
      },
      {
        title: 'Plan two drink-free days',
        description: 'Pick the days now, and what you will do or drink instead.',
        dueInDays: 7,
      },
    ],
  },
  'quit-smoking': {
    goals: [
      {
        title: 'Stop smoking completely',
        note: 'With support and stop smoking medicines or a vape, you are up to three times as likely to succeed.',
      },
    ],
    techniques: ['Goal setting (behaviour)', 'Social support (unspecified)', 'Reduce negative emotions'],
    actions: [
      {
        title: 'Set a quit date in the next two weeks',
        description: 'Choose a day that is not likely to be stressful, and tell me when it is.',
        dueInDays: 7,
      },
      {
        title: 'Contact the local stop smoking service',
        description: 'They offer free support and medicines. Your GP or pharmacy can refer you too.',
        dueInDays: 14,
      },
      {
        title: 'Tell friends and family your quit date',
        description: 'Ask them not to smoke around you and to help you through the first weeks.',
        dueInDays: 14,
      },
    ],
  },
};
