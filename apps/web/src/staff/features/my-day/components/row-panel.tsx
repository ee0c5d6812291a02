import { useEffect, useRef } from 'react';

type Props = { id: string; title: string; children: React.ReactNode };

/**
 * Work on one row of a My day list without opening the record (a reply, a call logged, a session
 * recorded with a note): a panel under the list, its heading focused when it opens.
 */
export function RowPanel({ id, title, children }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={id} className="staff-reply">
      <h3 className="heading-s" id={id} ref={heading} tabIndex={-1}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Which row's panel is open, if any; closing it returns focus to the list's heading. */
export const closePanelTo = (listId: string) => document.getElementById(listId)?.focus();
