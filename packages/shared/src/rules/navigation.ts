import { MESSAGING_SERVICE_LEVELS } from '../constants.ts';

export type NavLink = { to: string; label: string };
type PlanSummary = { id: number; service_level: number } | null;

/** Messages only for plans at service level 2 or 3 (portal §2, §9). */
export function canMessage(plan: PlanSummary): boolean {
  return plan !== null && Number.isInteger(plan.id) && MESSAGING_SERVICE_LEVELS.includes(plan.service_level);
}

/** The logged-in navigation (portal §2): plan links when there is a plan, else Articles and Advice. */
export function portalNavigation(plan: PlanSummary): NavLink[] {
  const hasPlan = plan !== null && Number.isInteger(plan.id);
  return [
    { to: '/', label: 'Home' },
    ...(hasPlan
      ? [
          { to: '/plan', label: 'Plan' },
          { to: '/sessions', label: 'Sessions' },
          { to: '/actions', label: 'Actions' },
        ]
      : [{ to: '/articles', label: 'Articles and Advice' }]),
    ...(canMessage(plan) ? [{ to: '/messages', label: 'Messages' }] : []),
    { to: '/account', label: 'Account' },
  ];
}
