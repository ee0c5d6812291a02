import { versionEtag } from '../../lib/conditional-write.ts';

type Versioned = { id: number; status: string; due_date: string; time: string };

/**
 * A session's version, as the client's and the coach's lists give it: its day, time and status, what
 * a move, a reschedule and a status change replace. A note added to it leaves the version as it was.
 */
export const sessionVersion = ({ id, status, due_date, time }: Versioned): string =>
  versionEtag('session', { id, status, due_date, time });
