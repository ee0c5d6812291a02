import { describe, expect, it } from 'vitest';
import { canMessage, portalNavigation } from './navigation.ts';

const labels = (plan: Parameters<typeof portalNavigation>[0]) => portalNavigation(plan).map((l) => l.label);

describe('portal navigation', () => {
  it('shows Home, Articles and Advice, and Account to a client without a plan', () => {
    expect(labels(null)).toEqual(['Home', 'Articles and Advice', 'Account']);
  });

  it('shows the plan links but no Messages at service level 1', () => {
    expect(labels({ id: 7, service_level: 1 })).toEqual(['Home', 'Plan', 'Sessions', 'Actions', 'Account']);
  });

  it.each([2, 3])('adds Messages at service level %i', (level) => {
    expect(labels({ id: 7, service_level: level })).toEqual([
      'Home',
      'Plan',
      'Sessions',
      'Actions',
      'Messages',
      'Account',
    ]);
    expect(canMessage({ id: 7, service_level: level })).toBe(true);
  });

  it('does not offer messages at level 4 or without a plan', () => {
    expect(canMessage({ id: 7, service_level: 4 })).toBe(false);
    expect(canMessage(null)).toBe(false);
  });
});
