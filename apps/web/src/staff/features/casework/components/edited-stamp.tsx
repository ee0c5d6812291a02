import { formatUkDateTime } from '../../../lib/format.ts';

/** After a contact attempt's or case note's words: when its author last corrected them. */
export function EditedStamp({ at }: { at: string | null }) {
  if (!at) return null;
  return (
    <>
      {' '}
      <span className="tag">Edited</span> <span className="secondary-text">{formatUkDateTime(at)}</span>
    </>
  );
}
