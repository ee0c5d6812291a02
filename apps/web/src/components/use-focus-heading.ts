import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const HEADING = 'main [data-page-heading], main h1';

function focusHeading(notThis?: Element | null): boolean {
  const heading = document.querySelector<HTMLElement>(HEADING);
  if (!heading || heading === notThis) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return true;
}

/**
 * Focus the page's heading (or its error summary) as soon as it is shown, waiting for it when it comes
 * with data still loading; answers the way to stop waiting. Used where the content changes without a
 * new address (a wizard's step, signing in or out at `/`) or the focused control has gone. Called
 * before the page changes, `replacing` is the heading about to go, which is not the one to focus.
 */
export function focusHeadingOnceShown(replacing?: Element | null): () => void {
  if (focusHeading(replacing)) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focusHeading(replacing)) observer.disconnect();
  });
  // The whole body: while the layout loads, `main` itself is replaced.
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
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

/** After a client-side navigation, focus the new page's heading so screen readers announce it. */
export function useFocusHeadingOnNavigate() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const timer = window.setTimeout(() => {
      const heading = document.querySelector<HTMLElement>(HEADING);
      if (heading && !heading.contains(document.activeElement)) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
      }
    }, 50);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}
