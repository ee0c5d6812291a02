import type { PlanView } from '@coaching/shared/schemas/plan';
import { useId } from 'react';

export function NoteAccordions({
  heading,
  notes,
  empty,
}: {
  heading: string;
  notes: PlanView['goal_notes'];
  empty: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 className="heading-l" id={headingId}>
        {heading}
      </h2>
      {notes.length === 0 ? <p>{empty}</p> : null}
      {notes.map((note) => (
        <details className="details" key={note.id}>
          <summary>{note.title}</summary>
          <div className="details__text">
            <p>{note.note}</p>
          </div>
        </details>
      ))}
    </section>
  );
}
