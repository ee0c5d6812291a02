/** Not in the specs: ready-made openings for coach messages, with the client's first name filled in. */
export const MESSAGE_SNIPPETS = {
  welcome: {
    label: 'Welcome',
    text: (name: string) =>
      `Hello ${name}, welcome to Live Well coaching. I am your coach, and I am looking forward to working with you. Message me here any time.`,
  },
  missed: {
    label: 'Missed session',
    text: (name: string) =>
      `Hello ${name}, sorry we missed each other today. When would suit you for another call? Reply here or pick a time on your sessions page.`,
  },
  encouragement: {
    label: 'Encouragement',
    text: (name: string) =>
      `Well done, ${name}. Every small step counts, and you are making real progress. Keep going, and tell me how the week goes.`,
  },
} as const;
export type SnippetKey = keyof typeof MESSAGE_SNIPPETS;
