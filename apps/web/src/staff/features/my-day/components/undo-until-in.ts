import type { StaffSessionView } from '@coaching/shared/schemas/staff-sessions';

/** Until when the service says a session just marked can be undone (null when it cannot), from its answer. */
export const undoUntilIn = (answer: StaffSessionView[], sessionId: number) =>
  answer.find((s) => s.id === sessionId)?.undo_until ?? null;
