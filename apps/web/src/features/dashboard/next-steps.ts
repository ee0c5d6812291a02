import { compareIsoDates, formatUkDate } from '@coaching/shared/rules/dates';
import type { Profile } from '@coaching/shared/schemas/profile';
import type { SessionView } from '@coaching/shared/schemas/sessions';

export type NextStep = 'health-check' | 'first-chat' | 'suggest-time' | 'update-contact';

type Progress = Pick<Profile, 'assessment_count' | 'completed_calls'>;

/** Portal §4: the health check is step 1 until it is done; the first chat until one is completed. */
export function nextSteps(profile: Progress): NextStep[] {
  return [
    ...(profile.assessment_count === 0 ? (['health-check'] as const) : []),
    ...(profile.completed_calls === 0 ? (['first-chat'] as const) : []),
    'suggest-time',
    'update-contact',
  ];
}

/** Portal §2: a check-up is offered once a chat is done and there is a health check to compare with. */
export function offersHealthCheckup(profile: Progress): boolean {
  return profile.completed_calls > 0 && profile.assessment_count > 0;
}

export type FeedbackPrompt = { id: string; title: string };

/**
 * Portal §4: feedback prompts appear once a call is completed; the latest completed session gets its
 * own. A prompt already answered (remembered by the server) is not shown again.
 */
export function feedbackPrompts(
  profile: Progress & Pick<Profile, 'feedback_prompts_answered'>,
  sessions: SessionView[],
): FeedbackPrompt[] {
  if (profile.completed_calls <= 0) return [];
  const latest = sessions
    .filter((s) => s.status === 'complete')
    .sort((a, b) => compareIsoDates(b.due_date, a.due_date))[0];
  const prompts: FeedbackPrompt[] = [
    { id: 'chat', title: 'How was your chat with us?' },
    ...(latest
      ? [
          {
            id: `session-${latest.id}`,
            title: `How was your ${latest.type} session on ${formatUkDate(latest.due_date)}?`,
          },
        ]
      : []),
  ];
  return prompts.filter((prompt) => !profile.feedback_prompts_answered.includes(prompt.id));
}

/** The header's "Your next session is on ..." date: the earliest session with status due. */
export function nextDueDate(sessions: SessionView[]): string | null {
  const due = sessions
    .filter((s) => s.status === 'due')
    .map((s) => s.due_date)
    .sort();
  return due[0] ?? null;
}

/** Portal §2: after a completed call, until the first session is completed. */
export function showsPlusBanner(profile: Progress, sessions: SessionView[]): boolean {
  return profile.completed_calls > 0 && !sessions.some((s) => s.status === 'complete');
}
