import type { SelfLogEntry } from '../schemas/self-log.ts';

/** An entry as GET mlw/self-log gives it, for tests of what is drawn and said from entries. */
export const selfLogEntryExample = (
  id: number,
  measure: SelfLogEntry['measure'],
  day: string,
  value: number,
): SelfLogEntry => ({
  id,
  measure,
  day,
  value,
  unit: measure === 'weight' ? 'kg' : 'minutes',
  detail: null,
  note: null,
  editable: true,
  version: `"entry-${id}"`,
});
