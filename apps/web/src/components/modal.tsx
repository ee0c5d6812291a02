import { useEffect, useId, useRef } from 'react';
import { focusHeadingOnceShown } from './use-focus-heading.ts';

type Props = { open: boolean; title: string; onClose: () => void; children: React.ReactNode };

/** Where focus goes once the dialog is shut: back to its opener, or the page's heading if that has gone. */
function returnFocus(opener: Element | null) {
  const gone = !opener?.isConnected || opener === document.body;
  if (gone) focusHeadingOnceShown();
  else if (opener instanceof HTMLElement) opener.focus();
}

/**
 * A native modal dialog: focus is trapped and returned, Escape closes it. When the control that
 * opened it has gone (an action marked done moves to another tab), focus goes to the page's heading
 * rather than being lost. A dialog its page stops rendering (the sessions page's) leaves the document
 * still open, which the browser does not count as closing: focus is returned then too, or it is left
 * on the page's body.
 */
export function Modal({ open, title, onClose, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal?.();
    }
    if (!open && dialog.open) {
      dialog.close?.();
      returnFocus(opener.current);
    }
  }, [open]);
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) returnFocus(opener.current);
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <>
          <div className="modal__header">
            <h2 className="heading-m" id={titleId}>
              {title}
            </h2>
            <button type="button" className="modal__close" onClick={onClose}>
              Close<span className="visually-hidden"> {title}</span>
            </button>
          </div>
          {children}
        </>
      ) : null}
    </dialog>
  );
}
