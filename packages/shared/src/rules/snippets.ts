import { formatUkDate } from './dates.ts';

/** What a snippet may mention: the client's last missed session (YYYY-MM-DD) and today, both UK days. */
export type SnippetContext = { lastMissed: string | null; today: string };

/** "today" only when the missed session was today (issue 29); otherwise its date, or no day at all. */
function whenMissed({ lastMissed, today }: SnippetContext): string {
  if (lastMissed === null) return '';
  return lastMissed === today ? ' today' : ` on ${formatUkDate(lastMissed)}`;
}

/** Not in the specs: ready-made openings for coach messages, with the client's first name filled in. */
export const MESSAGE_SNIPPETS = {
  welcome: {
    label: 'Welcome',
    text: (name: string) =>
      `Hello ${name}, welcome to Live Well coaching. I am your coach, and I am looking forward to working with you. Message me here any time.`,
  },
  missed: {
    label: 'Missed session',
    text: (name: string, context: SnippetContext) =>
      `Hello ${name}, sorry we missed each other${whenMissed(context)}. When would suit you for another call? Reply here or pick a time on your sessions page.`,
  },
  encouragement: {
    label: 'Encouragement',
    text: (name: string) =>
      `Well done, ${name}. Every small step counts, and you are making real progress. Keep going, and tell me how the week goes.`,
  },
} as const;
export type SnippetKey = keyof typeof MESSAGE_SNIPPETS;

/** The latest missed session's day, from a client's sessions. */
export function lastMissedDay(sessions: ReadonlyArray<{ status: string; due_date: string }>): string | null {
  return sessions
    .filter((s) => s.status === 'missed')
    .reduce<string | null>(
      (latest, s) => (latest === null || s.due_date > latest ? s.due_date : latest),
      null,
    );
}
