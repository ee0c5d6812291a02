import { describe, expect, it } from 'vitest';
import { ASSESSMENT_PAGES_FIRST, ASSESSMENT_PAGES_FOLLOW_UP, CHILD_BEARING_AGE } from '../constants.ts';
import { asksPregnancy, nextPage, numberedPages, pagesFor } from './assessment-flow.ts';

const heavy = {
  alcohol_drink_frequency: 3,
  alcohol_units: 7,
  alcohol_how_often_four: 2,
};

describe('numberedPages', () => {
  it('counts the pages the progress line names, skipping goals after the first check', () => {
    expect(numberedPages(true)).toHaveLength(ASSESSMENT_PAGES_FIRST);
    expect(numberedPages(false)).toHaveLength(ASSESSMENT_PAGES_FOLLOW_UP);
    expect([ASSESSMENT_PAGES_FIRST, ASSESSMENT_PAGES_FOLLOW_UP]).toEqual([13, 12]);
    expect(numberedPages(false)).not.toContain('goals');
    expect(numberedPages(true).at(-1)).toBe('review');
  });
});

describe('pagesFor', () => {
  it('walks every page when the screen is positive and the questions are accepted', () => {
    expect(pagesFor({ ...heavy, assessment_audit_confirm: 'yes' }, true)).toEqual([
      'intro',
      'goals',
      'motivations',
      'bmi',
      'activity',
      'sitting',
      'smoking',
      'alcohol-frequency',
      'units',
      'six-plus',
      'audit-confirm',
      'audit-questions',
      'final-questions',
      'review',
    ]);
  });

  it('skips the goals page after the first check', () => {
    expect(pagesFor({ alcohol_drink_frequency: 0 }, false).slice(0, 3)).toEqual([
      'intro',
      'motivations',
      'bmi',
    ]);
  });

  it('goes from a frequency of Never straight to the review', () => {
    expect(pagesFor({ alcohol_drink_frequency: 0 }, true).slice(-2)).toEqual(['alcohol-frequency', 'review']);
  });

  it('goes from six-plus Never straight to the review only while AUDIT-C is below 5', () => {
    const light = { alcohol_drink_frequency: 2, alcohol_units: 4, alcohol_how_often_four: 0 };
    expect(pagesFor(light, true).slice(-2)).toEqual(['six-plus', 'review']);
  });

  it('offers the remaining questions at an AUDIT-C of 6 with six-plus Never (4+ a week, 5-7 units)', () => {
    const often = { alcohol_drink_frequency: 4, alcohol_units: 5, alcohol_how_often_four: 0 };
    expect(nextPage('six-plus', often, false)).toBe('audit-confirm');
    expect(pagesFor({ ...often, assessment_audit_confirm: 'yes' }, false).slice(-4)).toEqual([
      'audit-confirm',
      'audit-questions',
      'final-questions',
      'review',
    ]);
  });

  it('goes from audit confirm No straight to the review', () => {
    expect(pagesFor({ ...heavy, assessment_audit_confirm: 'no' }, true).slice(-2)).toEqual([
      'audit-confirm',
      'review',
    ]);
  });

  it('offers the remaining questions only from an AUDIT-C of 5', () => {
    const four = { alcohol_drink_frequency: 2, alcohol_units: 2, alcohol_how_often_four: 2 };
    expect(nextPage('six-plus', four, true)).toBe('review');
    expect(nextPage('six-plus', { ...four, alcohol_units: 3 }, true)).toBe('audit-confirm');
  });
});

describe('asksPregnancy', () => {
  it('asks anyone not male of child-bearing age, 16 to 55', () => {
    expect(CHILD_BEARING_AGE).toEqual({ min: 16, max: 55 });
    expect(asksPregnancy(2, '1970-06-02', '2026-06-01')).toBe(true);
    expect(asksPregnancy(2, '2010-06-01', '2026-06-01')).toBe(true);
    expect(asksPregnancy(null, '1990-01-01', '2026-06-01')).toBe(true);
  });

  it('does not ask men, anyone 56 or over, or anyone under 16', () => {
    expect(asksPregnancy(1, '1990-01-01', '2026-06-01')).toBe(false);
    expect(asksPregnancy(2, '1970-06-01', '2026-06-01')).toBe(false);
    expect(asksPregnancy(2, '2010-06-02', '2026-06-01')).toBe(false);
  });
});
