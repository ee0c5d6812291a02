import { useEffect, useRef } from 'react';

/**
 * A ref for what focus moves to whenever `trigger` turns truthy or changes: an error summary, or the
 * message that replaced the control that had focus (a Remove button gone with its row), so focus does
 * not fall back to the top of the page.
 */
export function useFocusWhen<T extends HTMLElement>(trigger: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (trigger) ref.current?.focus();
  }, [trigger]);
  return ref;
}
