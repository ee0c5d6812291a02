import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';

type Section = { key: string; title: string; rows: (clientId: number) => SQL };

// Secrets (password hash, sign-in tokens, link tokens) and internal counters are left out: they are
// not information about the person, and handing them out would weaken the account.
const SECTIONS: Section[] = [
  {
    key: 'profile',
    title: 'Your details',
    rows: (id) => sql`select to_jsonb(c) - 'password_hash' - 'registration_key' - 'in_pool'
      - 'contacted_at' - 'waiting_since' - 'last_contact_at' as row
      from clients c where c.id = ${id}`,
  },
  {
    key: 'reminder_settings',
    title: 'Reminder settings',
    rows: (id) => sql`select to_jsonb(r) as row from reminder_settings r where r.client_id = ${id}`,
  },
  {
    key: 'referrer',
    title: 'The person who registered you',
    rows: (id) => sql`select to_jsonb(r) as row from referrers r where r.client_id = ${id}`,
  },
  {
    key: 'health_checks',
    title: 'Health checks and results',
    rows: (id) =>
      sql`select to_jsonb(a) as row from assessments a where a.client_id = ${id} order by a.created_at`,
  },
  {
    key: 'barriers',
    title: 'What gets in your way',
    rows: (id) =>
      sql`select to_jsonb(b) as row from client_barriers b where b.client_id = ${id} order by b.created_at, b.id`,
  },
  {
    key: 'plan',
    title: 'Plan',
    rows: (id) => sql`select to_jsonb(p) || jsonb_build_object(
        'notes', (select coalesce(jsonb_agg(to_jsonb(n) order by n.id), '[]') from plan_notes n where n.plan_id = p.id),
        'techniques', (select coalesce(jsonb_agg(jsonb_build_object('technique', b.name, 'progress', pb.progress,
            'for_barrier', pb.barrier_id, 'barrier_component', pb.barrier_component, 'barrier_goal', pb.barrier_pathway,
            'notes', (select coalesce(jsonb_agg(to_jsonb(bn) order by bn.id), '[]') from plan_bct_notes bn where bn.plan_bct_id = pb.id),
            'ratings', (select coalesce(jsonb_agg(to_jsonb(r) order by r.id), '[]') from plan_bct_ratings r where r.plan_bct_id = pb.id))
          order by pb.id), '[]') from plan_bcts pb join bcts b on b.id = pb.bct_id where pb.plan_id = p.id)
      ) as row from plans p where p.client_id = ${id}`,
  },
  {
    key: 'sessions',
    title: 'Sessions',
    rows: (id) => sql`select to_jsonb(s) || jsonb_build_object('notes',
        (select coalesce(jsonb_agg(to_jsonb(n) order by n.id), '[]') from session_notes n where n.session_id = s.id)) as row
      from sessions s where s.client_id = ${id} order by s.due_date, s.id`,
  },
  {
    key: 'actions',
    title: 'Actions',
    rows: (id) =>
      sql`select to_jsonb(a) as row from actions a where a.client_id = ${id} order by a.created_at`,
  },
  {
    key: 'messages',
    title: 'Messages',
    rows: (id) => sql`select to_jsonb(m) as row from messages m where m.client_id = ${id} order by m.sent`,
  },
  {
    key: 'notifications',
    title: 'Notifications',
    rows: (id) =>
      sql`select to_jsonb(n) as row from notifications n where n.client_id = ${id} order by n.created_at`,
  },
  {
    key: 'feedback',
    title: 'Feedback',
    rows: (id) =>
      sql`select to_jsonb(f) as row from feedback f where f.client_id = ${id} order by f.created_at`,
  },
  {
    key: 'help_requests',
    title: 'Help requests',
    rows: (id) =>
      sql`select to_jsonb(h) as row from help_messages h where h.client_id = ${id} order by h.created_at`,
  },
  {
    key: 'reminders_sent',
    title: 'Reminders and invitations sent',
    rows: (id) =>
      sql`select to_jsonb(s) as row from scheduled_sends s where s.client_id = ${id} order by s.sent_at`,
  },
  {
    key: 'staff_access',
    title: 'Staff who looked at or changed your record',
    rows: (
      id,
    ) => sql`select jsonb_build_object('when', l.created_at, 'staff', st.name, 'role', st.role, 'what', l.action) as row
      from audit_log l join staff st on st.id = l.staff_id where l.client_id = ${id} order by l.created_at`,
  },
  {
    key: 'data_exports',
    title: 'Copies of your data given out',
    rows: (id) => sql`select jsonb_build_object('when', e.created_at, 'format', e.format,
        'by', case when e.staff_id is null then 'you' else 'staff (subject access request)' end) as row
      from data_exports e where e.client_id = ${id} order by e.created_at`,
  },
];

export type ClientData = {
  generated_at: string;
  sections: Array<{ key: string; title: string; rows: unknown[] }>;
};

/** Everything held about a client, section by section, as plain JSON values. */
export async function collectClientData(
  db: Executor,
  clientId: number,
  now = new Date(),
): Promise<ClientData> {
  const sections = [];
  for (const section of SECTIONS) {
    const rows = await queryRows<{ row: unknown }>(db, section.rows(clientId));
    sections.push({ key: section.key, title: section.title, rows: rows.map((r) => r.row) });
  }
  return { generated_at: now.toISOString(), sections };
}
