import type { AssessmentPage } from '@coaching/shared/rules/assessment-flow';
import type { AssessmentAnswers } from '@coaching/shared/schemas/assessment';
import { useEffect, useState } from 'react';
import { keptDraftKey } from '../../lib/kept-drafts.ts';

/** Answers and the pages visited, kept for this tab until the check is submitted. */
export type Draft = { owner: string; answers: Partial<AssessmentAnswers>; history: AssessmentPage[] };

// Kept over signing out for the same client (kept-drafts.ts); a follow-up link's draft is owned by the link.
const KEY = keptDraftKey('assessment');

function load(owner: string): Draft {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Draft | null;
    if (stored?.owner === owner && Array.isArray(stored.history) && stored.history.length) return stored;
  } catch {
    // A damaged draft is simply started again.
  }
  return { owner, answers: {}, history: ['intro'] };
}

export const clearDraft = () => sessionStorage.removeItem(KEY);

/** Personal answers live in sessionStorage only (web README), so they vanish with the tab. */
export function useDraft(owner: string) {
  const [draft, setDraft] = useState(() => load(owner));
  useEffect(() => {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  }, [draft]);
  return [draft, setDraft] as const;
}
