import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const HEADING = 'main [data-page-heading], main h1';

function focusHeading(notThis: Element | null | undefined, scroll: boolean): boolean {
  const heading = document.querySelector<HTMLElement>(HEADING);
  if (!heading || heading === notThis) return false;
  if (heading.contains(document.activeElement)) return true;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: !scroll });
  return true;
}

/**
 * Focus the page's heading (or its error summary) as soon as it is shown, waiting for it when it comes
 * with data still loading, unless the person moves focus themselves first; answers the way to stop
 * waiting. Called before the page changes, `replacing` is the heading about to go, which is not the one
 * to focus. `scroll: false` leaves the page where it is.
 */
export function focusHeadingOnceShown(replacing?: Element | null, { scroll = true } = {}): () => void {
  if (focusHeading(replacing, scroll)) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focusHeading(replacing, scroll)) stop();
  });
  const stop = () => {
    observer.disconnect();
    document.removeEventListener('focusin', stop);
  };
  // The whole body: while the layout loads, `main` itself is replaced.
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', stop);
  return stop;
}

/** The heading shown now, to pass to focusHeadingOnceShown before the page changes. */
export const currentHeading = () => document.querySelector(HEADING);

/**
 * Multi-step pages change their content without changing the address, so the router's focus move
 * does not happen: focus the new step's heading so screen readers announce it.
 */
export function useFocusHeadingOnStep(step: string): void {
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current === step) return;
    previous.current = step;
    return focusHeadingOnceShown();
  }, [step]);
}

/**
 * After a client-side navigation, focus the new page's heading so screen readers announce it, once it
 * is shown (a record's heading comes with its data). Without scrolling: the router's scroll restoration
 * has put the page where it belongs (the top, or where Back left it); a scroll to the heading threw away
 * the place a coach had reached down My day.
 */
export function useFocusHeadingOnNavigate() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    return focusHeadingOnceShown(null, { scroll: false });
  }, [pathname]);
}
