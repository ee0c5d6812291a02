import { useEffect, useId, useRef } from 'react';
import { focusHeadingOnceShown } from './use-focus-heading.ts';

type Props = { open: boolean; title: string; onClose: () => void; children: React.ReactNode };

/**
 * A native modal dialog: focus is trapped and returned, Escape closes it. When the control that
 * opened it has gone (an action marked done moves to another tab), focus goes to the page's heading
 * rather than being lost.
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
      const gone = !opener.current?.isConnected || opener.current === document.body;
      if (gone) focusHeadingOnceShown();
    }
  }, [open]);
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
