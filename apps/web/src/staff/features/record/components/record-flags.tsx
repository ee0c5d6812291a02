import { useCasework } from '../../../lib/api/casework.ts';

/** The record header's risk flags, set by staff or from the latest health check; nothing when none. */
export function RecordFlags({ clientId }: { clientId: number }) {
  const casework = useCasework(clientId);
  const reasons = [
    ...(casework.data?.automatic_flags ?? []).map((f) => f.reason),
    ...(casework.data?.flags ?? []).map((f) => f.reason),
  ];
  if (reasons.length === 0) return null;
  return (
    <ul className="action-list" aria-label="Risk flags">
      {reasons.map((reason) => (
        <li key={reason}>
          <span className="tag tag--red">Risk flag</span> {reason}
        </li>
      ))}
    </ul>
  );
}
