import { describe, expect, it } from 'vitest';
import { describeTarget, targetProblem } from './self-log-targets.ts';

describe('describeTarget', () => {
  it('says which way each target points', () => {
    expect(describeTarget('activity', 150)).toBe('150 active minutes a week or more');
    expect(describeTarget('smoking', 10)).toBe('10 cigarettes or vapes a day or fewer');
    expect(describeTarget('alcohol', 14)).toBe('14 units a week or fewer');
    expect(describeTarget('weight', 82.5)).toBe('Reach 82.5 kg');
  });
});

describe('targetProblem', () => {
  it('accepts targets in range', () => {
    expect(targetProblem('activity', 150)).toBeNull();
    expect(targetProblem('smoking', 0)).toBeNull();
    expect(targetProblem('weight', 82.5)).toBeNull();
  });

  it('refuses targets out of range', () => {
    expect(targetProblem('activity', 5)).toBe('Enter a number from 10 to 6,720');
    expect(targetProblem('weight', 400)).toBe('Enter a number from 25 to 350');
    expect(targetProblem('smoking', -1)).toBe('Enter a number from 0 to 100');
  });

  it('refuses more decimals than the measure takes', () => {
    expect(targetProblem('alcohol', 14.5)).toBe('Enter a whole number');
    expect(targetProblem('weight', 82.25)).toBe('Enter the weight to one decimal place');
  });
});
