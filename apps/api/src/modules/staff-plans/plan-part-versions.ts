import { versionEtag } from '../../lib/conditional-write.ts';

/**
 * The version of what the service level and goals form replaces: a technique added or a note written
 * meanwhile, by anyone (the coach in the same tab too), does not refuse that form's save.
 */
export const settingsVersion = (plan: { service_level: number; pathways: readonly string[] }): string =>
  versionEtag('plan-settings', { service_level: plan.service_level, pathways: plan.pathways });

/** The version of what a note's edit form replaces: its title and words. */
export const noteVersion = (note: { title: string; note: string }): string =>
  versionEtag('plan-note', { title: note.title, note: note.note });
