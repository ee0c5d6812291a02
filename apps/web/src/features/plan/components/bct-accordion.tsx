import type { PlanBct } from '@coaching/shared/schemas/plan';
import { DatedNotes } from '../../../components/dated-notes.tsx';
import { BctRating } from './bct-rating.tsx';

export function BctAccordion({ bct }: { bct: PlanBct }) {
  return (
    <details className="details">
      <summary>{bct.web_friendly_name}</summary>
      <div className="details__text">
        <p>{bct.description}</p>
        {bct.notes.length > 0 ? <DatedNotes notes={bct.notes} /> : null}
        <BctRating bct={bct} />
      </div>
    </details>
  );
}
