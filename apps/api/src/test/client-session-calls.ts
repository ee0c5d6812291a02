// The client's session calls as the API tests make them: the list, the reschedule calendar and a move.
import type { TestApp } from './test-app.ts';

export type Session = {
  id: number;
  type: string;
  status: string;
  due_date: string;
  time: 'morning' | 'lunch' | 'afternoon' | 'evening';
  notes: { date: string; note: string }[];
};
export type Timeslots = { dates: string[]; times: Record<string, string[]> };

/** The calls made as `demo` unless other headers are given. */
export function clientSessionCalls(t: TestApp, demo: Record<string, string>) {
  const list = async (headers: Record<string, string> = demo): Promise<Session[]> =>
    (await t.app.inject({ method: 'GET', url: '/api/mlw/sessions', headers })).json().data;
  return {
    list,
    timeslots: (id: number | string, headers: Record<string, string> = demo) =>
      t.app.inject({ method: 'GET', url: `/api/mlw/calendar/timeslots/${id}`, headers }),
    reschedule: (id: number | string, payload: unknown, headers: Record<string, string> = demo) =>
      t.app.inject({ method: 'PUT', url: `/api/mlw/sessions/${id}`, headers, payload: payload as object }),
    /** The demo client's first upcoming session of a type. */
    dueSession: async (type: string): Promise<Session> => {
      const found = (await list()).find((s) => s.status === 'due' && s.type === type);
      if (!found) throw new Error(`no due ${type}`);
      return found;
    },
  };
}
