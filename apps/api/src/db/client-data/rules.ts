// The vocabulary of the client-data register (register.ts): what happens to each column on closure
// and whether the subject access export shows it.
import { type SQL, sql } from 'drizzle-orm';

/** The client whose rows are erased or exported, with what finds rows not keyed by their id. */
export type Subject = { id: number; email: string; phone: string; dob: string; postcode: string };

/**
 * Codes shown with their words: a dropdown list's key, a fixed list of the service's own (goals, days),
 * a staff member, a technique or a content item.
 */
export type Lookup =
  | { dropdown: string }
  | { words: Readonly<Record<string, string>> }
  | 'staff'
  | 'bct'
  | 'plan_bct'
  | 'article'
  | 'event'
  /** A health check's stored answers, scores and results, in words (modules/data-export/check-words.ts). */
  | 'answers'
  | 'scores'
  | 'results';

export type Shown = {
  label: string;
  lookup?: Lookup;
  kind?: 'date' | 'time';
  /** The export's name for it where the API's answers name the column otherwise (phone_mobile, registered_at). */
  field?: string;
};

/** A shown column's name in the export. */
export const fieldOf = (column: string, shown: Shown) => shown.field ?? column;
export type Hidden = { hidden: string };

export type ColumnRule = {
  fate: 'erased' | 'kept' | 'not personal';
  /** Why it is kept (and for how long), or why it is not personal. Empty for erased columns. */
  why: string;
  /** In a row kept on closure: what an erased (or reduced) column becomes; null when absent. */
  to?: (s: Subject) => SQL;
  /** Worked out by triggers from other rows, so it follows them rather than being written here. */
  derived?: true;
  export: Shown | Hidden;
};

export type TableRule = {
  /** The export's section title, written to the client. */
  title: string;
  /** Selects the subject's rows. */
  whose: (s: Subject) => SQL;
  /** Export order. */
  orderBy: SQL;
  /** Rows deleted on closure (every column then erased), or kept with their erased columns emptied. */
  onClosure: 'delete rows' | 'keep rows';
  /** Every column by its SQL name. */
  columns: Record<string, ColumnRule>;
};

export const show = (label: string, more: Omit<Shown, 'label'> = {}): Shown => ({ label, ...more });
export const hide = (reason: string): Hidden => ({ hidden: reason });

export const erased = (exported: Shown | Hidden, to?: (s: Subject) => SQL): ColumnRule => ({
  fate: 'erased',
  why: '',
  export: exported,
  ...(to ? { to } : {}),
});
export const kept = (why: string, exported: Shown | Hidden, to?: (s: Subject) => SQL): ColumnRule => ({
  fate: 'kept',
  why,
  export: exported,
  ...(to ? { to } : {}),
});
export const notPersonal = (why: string, exported: Shown | Hidden): ColumnRule => ({
  fate: 'not personal',
  why,
  export: exported,
});
export const derived = (rule: ColumnRule): ColumnRule => ({ ...rule, derived: true });

export const blank = () => sql`''`;
export const emptyList = () => sql`'{}'::text[]`;
export const no = () => sql`false`;
export const emptyJson = () => sql`'{}'::jsonb`;

// Reasons used by many columns, written once.
export const ROW_ID = hide('our reference for the row, not information about you');
export const YOUR_ID = hide('your own reference, the same in every row');
export const STATISTICS =
  'statistics the commissioner needs, without name or contact details (pseudonymised); kept while the service contract runs';
export const ACCOUNTABILITY =
  'the record of what staff did and what copies were given; kept as long as the audit log';
