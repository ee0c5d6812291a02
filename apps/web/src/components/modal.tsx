import { useEffect, useId, useRef } from 'react';

type Props = { open: boolean; title: string; onClose: () => void; children: React.ReactNode };

/** A native modal dialog: focus is trapped and returned, Escape closes it. */
export function Modal({ open, title, onClose, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close?.();
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
