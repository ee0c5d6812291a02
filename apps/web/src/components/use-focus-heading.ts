import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const HEADING = 'main [data-page-heading], main h1';

function focusHeading(): boolean {
  const heading = document.querySelector<HTMLElement>(HEADING);
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return true;
}

/**
 * Multi-step pages change their content without changing the address, so the router's focus move
 * does not happen: focus the new step's heading so screen readers announce it, waiting for it when
 * it comes with data still loading (such as a question's options).
 */
export function useFocusHeadingOnStep(step: string): void {
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current === step) return;
    previous.current = step;
    const main = document.querySelector('main');
    if (focusHeading() || !main) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
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
