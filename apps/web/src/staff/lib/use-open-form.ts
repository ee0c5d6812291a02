import { useState } from 'react';

/** Which add or edit form of a page is open: one at a time, so the page never shows two fields of one name. */
export type OpenForm<K = string> = {
  open: K | null;
  show: (form: K) => void;
  /** Closes `form` only if it is still the open one. */
  close: (form: K) => void;
};

/**
 * A form closes itself once its change is saved, which is after the lists it changes are fetched
 * again. By then the person may have opened another form and started typing in it: that one stays.
 */
export function useOpenForm<K = string>(initial: K | null = null): OpenForm<K> {
  const [open, setOpen] = useState<K | null>(initial);
  return {
    open,
    show: setOpen,
    close: (form) => setOpen((current) => (current === form ? null : current)),
  };
}
