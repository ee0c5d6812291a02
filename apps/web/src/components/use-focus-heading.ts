import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Multi-step pages change their content without changing the address, so the router's focus move
 * does not happen: focus the new step's heading so screen readers announce it.
 */
export function useFocusHeadingOnStep(step: string): void {
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current === step) return;
    previous.current = step;
    document.querySelector<HTMLElement>('main [data-page-heading]')?.focus();
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
      const heading = document.querySelector<HTMLElement>('main [data-page-heading], main h1');
      if (heading && !heading.contains(document.activeElement)) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
      }
    }, 50);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}
