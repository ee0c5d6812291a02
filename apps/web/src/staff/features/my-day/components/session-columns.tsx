import { bandLabel } from '@coaching/shared/rules/diary';
import type { MyDay } from '@coaching/shared/schemas/staff-my-day';
import type { Column } from '../../../components/data-table.tsx';
import { SESSION_TYPE_LABELS } from '../../../lib/session-labels.ts';
import { ClientLink } from './client-link.tsx';

export type DaySession = MyDay['today_sessions'][number];

/** What a coach reads about each session of a day on My day: when, who, what and how to reach them. */
export const sessionColumns: Column<DaySession>[] = [
  { key: 'time', header: 'Time', cell: (r) => bandLabel(r.time) },
  { key: 'client', header: 'Client', cell: (r) => <ClientLink row={r} tab="/sessions" /> },
  { key: 'type', header: 'Type', cell: (r) => SESSION_TYPE_LABELS[r.type] },
  { key: 'contact', header: 'Contact', cell: (r) => `${r.contact_method ?? 'Not chosen'}: ${r.contact}` },
  { key: 'note', header: 'Last note', cell: (r) => r.last_note ?? 'No notes yet' },
];
