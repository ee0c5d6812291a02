import { useEffect, useRef, useState } from 'react';
import { focusHeadingOnceShown } from '../../components/use-focus-heading.ts';

/** Which add or edit form of a page is open: one at a time, so the page never shows two fields of one name. */
export type OpenForm<K = string> = {
  open: K | null;
  show: (form: K) => void;
  /** Closes `form` only if it is still the open one. */
  close: (form: K) => void;
};

const FIELDS = 'input:not([type="hidden"]), select, textarea';

/** The button pressed to open a form, with what was around it then, to find its place again. */
type Opener = { label: string; ancestors: Element[]; fieldsBefore: Set<Element> };

function pressed(): Opener | null {
  const button = document.activeElement;
  if (!(button instanceof HTMLElement) || button === document.body) return null;
  const ancestors: Element[] = [];
  for (let el = button.parentElement; el; el = el.parentElement) ancestors.push(el);
  return {
    label: button.textContent ?? '',
    ancestors,
    fieldsBefore: new Set(document.querySelectorAll(FIELDS)),
  };
}

const focusLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * A form takes the place of the button that opens it, and the button comes back when it closes (saved
 * or cancelled): without a move, focus would be left on the page's body, and a keyboard or screen
 * reader user would start again from the top. So focus goes to the form's first field, and back to
 * that button (or the page's heading) after. Only when focus was lost: a person who has moved on keeps it.
 */
function keepFocus(opener: Opener | null, opened: boolean) {
  if (!opener || !focusLost()) return;
  const area = opener.ancestors.find((el) => el.isConnected);
  if (!area) return;
  const target = opened
    ? [...area.querySelectorAll<HTMLElement>(FIELDS)].find((field) => !opener.fieldsBefore.has(field))
    : [...area.querySelectorAll<HTMLElement>('button, a[href]')].find(
        (control) => control.textContent === opener.label,
      );
  if (target) target.focus();
  else if (!opened) focusHeadingOnceShown();
}

/**
 * A form closes itself once its change is saved, which is after the lists it changes are fetched
 * again. By then the person may have opened another form and started typing in it: that one stays.
 */
export function useOpenForm<K = string>(initial: K | null = null): OpenForm<K> {
  const [open, setOpen] = useState<K | null>(initial);
  const opener = useRef<Opener | null>(null);
  const shown = useRef(open);
  useEffect(() => {
    if (shown.current === open) return;
    shown.current = open;
    keepFocus(opener.current, open !== null);
  }, [open]);
  return {
    open,
    show: (form) => {
      opener.current = pressed();
      setOpen(form);
    },
    close: (form) => setOpen((current) => (current === form ? null : current)),
  };
}
