import { ACTION_DESCRIPTION_MAX, EVENT_DESCRIPTION_WORDS } from '../constants.ts';

export const ELLIPSIS = '…';

/** At most `max` characters, then an ellipsis when anything was cut (portal §9: actions, 77). */
export function truncateText(text: string, max: number = ACTION_DESCRIPTION_MAX): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}${ELLIPSIS}` : text;
}

/** The first `count` words, then an ellipsis when anything was cut (portal §9: events, 40). */
export function firstWords(text: string, count: number = EVENT_DESCRIPTION_WORDS): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length > count ? `${words.slice(0, count).join(' ')}${ELLIPSIS}` : words.join(' ');
}
