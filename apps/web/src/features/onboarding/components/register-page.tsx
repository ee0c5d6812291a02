import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { Loading } from '../../../components/loading.tsx';
import { currentPage, PAGE, useRegistrationDraft } from '../registration-draft.ts';
import { useRegistrationFlow } from '../use-registration-flow.ts';
import { useStepHistory } from '../use-step-history.ts';
import { WelcomeStep } from './welcome-step.tsx';

// The forms (and zod with their schemas) load when the person starts, not with the welcome page.
const RegistrationSteps = lazy(() =>
  import('./registration-steps.tsx').then((m) => ({ default: m.RegistrationSteps })),
);

/**
 * After each page change, once the new page is on screen (the first form page may still be
 * loading): its heading gets focus and the window scrolls to the top.
 */
function useFocusOnStepChange(page: number) {
  const shown = useRef(page);
  const pending = useRef(false);
  const focusIfPending = useCallback(() => {
    const heading = document.querySelector<HTMLElement>('main [data-page-heading]');
    if (!pending.current || !heading) return;
    pending.current = false;
    window.scrollTo(0, 0);
    heading.focus();
  }, []);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    pending.current = true;
    focusIfPending();
  });
  return focusIfPending;
}

/** /register: the six registration pages, their history and answers kept in session storage. */
export function RegisterPage() {
  const draft = useRegistrationDraft();
  const page = currentPage(draft);
  const flow = useRegistrationFlow();
  const focusIfPending = useFocusOnStepChange(page);
  useStepHistory(draft.history.length);

  if (page === PAGE.welcome) return <WelcomeStep onStart={flow.start} />;
  return (
    <Suspense fallback={<Loading />}>
      <RegistrationSteps draft={draft} page={page} onShown={focusIfPending} />
    </Suspense>
  );
}
