import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { updateDraft } from './registration-draft.ts';

/** What each browser history entry of /register remembers: how deep in the wizard it is. */
type StepEntry = { registrationStep: number; pushed: boolean };

function entryOf(state: unknown): StepEntry | null {
  const entry = state as Partial<StepEntry> | null;
  return typeof entry?.registrationStep === 'number'
    ? { registrationStep: entry.registrationStep, pushed: entry.pushed === true }
    : null;
}

/**
 * Keeps the browser's history in step with the registration pages, so a phone's Back button goes to
 * the previous page rather than out of the wizard. The pages stay in the session draft (they survive
 * a reload); each page onward adds a history entry carrying its depth, going back in the browser
 * trims the draft to that entry's depth, and the page's own Back button goes back in the browser
 * when the entry before is the previous page.
 */
export function useStepHistory(depth: number): void {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const entry = entryOf(location.state);
  const step = entry?.registrationStep;
  const pushed = entry?.pushed ?? false;
  const seenKey = useRef(location.key);

  useEffect(() => {
    const moved = seenKey.current !== location.key;
    seenKey.current = location.key;
    if (step === depth) return;
    const here = `${location.pathname}${location.search}`;
    const mark = (pushed: boolean) => ({ state: { registrationStep: depth, pushed } satisfies StepEntry });
    if (moved && navigationType === 'POP' && step !== undefined) {
      if (step < depth) updateDraft((draft) => ({ ...draft, history: draft.history.slice(0, step) }));
      else navigate(here, { replace: true, ...mark(false) });
      return;
    }
    if (step === undefined) navigate(here, { replace: true, ...mark(false) });
    else if (depth > step) navigate(here, mark(true));
    else if (pushed && depth === step - 1) navigate(-1);
    // A draft back at its start was cleared by the submit, which is leaving for /register/complete.
    else if (depth > 1) navigate(here, { replace: true, ...mark(false) });
  }, [location.key, location.pathname, location.search, step, pushed, depth, navigate, navigationType]);
}
