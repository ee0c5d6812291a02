import type { NewClientInput } from '@coaching/shared/schemas/registration';
import { useMemo, useSyncExternalStore } from 'react';
import { listeners } from '../../lib/listeners.ts';

/** The registration pages (onboarding §2): 0 welcome to 5 review. */
export const PAGE = {
  welcome: 0,
  eligibility: 1,
  nameAndGoals: 2,
  personal: 3,
  referrer: 4,
  review: 5,
} as const;
export type Page = (typeof PAGE)[keyof typeof PAGE];

export type RegistrationValues = Partial<NewClientInput>;
export type RegistrationDraft = {
  values: RegistrationValues;
  /** Pages visited, the current one last; Back pops it. */
  history: Page[];
  /** Sent as `hash` with the registration, so a repeated submit registers once. */
  key: string;
};

// Personal data: session storage only, so it goes with the tab and never outlives the visit.
const STORAGE_KEY = 'registration-draft';
const readers = listeners();

function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

const isPage = (value: unknown): value is Page => typeof value === 'number' && value >= 0 && value <= 5;

function parse(stored: string | null): RegistrationDraft | null {
  try {
    const draft = JSON.parse(stored ?? 'null') as Partial<RegistrationDraft> | null;
    if (
      !draft ||
      typeof draft.values !== 'object' ||
      draft.values === null ||
      typeof draft.key !== 'string'
    ) {
      return null;
    }
    const history = Array.isArray(draft.history) ? draft.history.filter(isPage) : [];
    return { values: draft.values, history: history.length ? history : [PAGE.welcome], key: draft.key };
  } catch {
    return null;
  }
}

const freshDraft = (): RegistrationDraft => ({ values: {}, history: [PAGE.welcome], key: newKey() });

export function readDraft(): RegistrationDraft {
  return parse(sessionStorage.getItem(STORAGE_KEY)) ?? freshDraft();
}

export function writeDraft(draft: RegistrationDraft): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
  readers.notify();
}

export function updateDraft(change: (draft: RegistrationDraft) => RegistrationDraft): void {
  writeDraft(change(readDraft()));
}

/** After the final submit the answers are deleted (onboarding §4). */
export function clearDraft(): void {
  sessionStorage.removeItem(STORAGE_KEY);
  readers.notify();
}

export function saveValues(values: RegistrationValues): void {
  updateDraft((draft) => ({ ...draft, values: { ...draft.values, ...values } }));
}

/** Moves to a page: back to it if it was visited (dropping the pages after it), else onward. */
export function withPage(draft: RegistrationDraft, page: Page): RegistrationDraft {
  const index = draft.history.indexOf(page);
  const history = index >= 0 ? draft.history.slice(0, index + 1) : [...draft.history, page];
  return { ...draft, history };
}

export function withoutLastPage(draft: RegistrationDraft): RegistrationDraft {
  return { ...draft, history: draft.history.length > 1 ? draft.history.slice(0, -1) : draft.history };
}

export const currentPage = (draft: RegistrationDraft): Page => draft.history.at(-1) ?? PAGE.welcome;

/** The draft, re-read whenever any screen changes it. */
export function useRegistrationDraft(): RegistrationDraft {
  const stored = useSyncExternalStore(
    readers.subscribe,
    () => sessionStorage.getItem(STORAGE_KEY),
    // None while /register is prerendered (issue 36); it is hydrated only with session storage empty.
    () => null,
  );
  return useMemo(() => parse(stored) ?? freshDraft(), [stored]);
}
