import { useEffect, useRef } from 'react';

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
