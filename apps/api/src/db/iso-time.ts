/** A time from a raw query: node-postgres answers a Date, PGlite may answer text, JSON answers text. */
export type RawTime = Date | string;

// PostgreSQL's JSON writes a time in the connection's zone, which is UTC for the service:
// 2026-11-25T10:00:00.123456+00:00.
const UTC_TEXT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00:00$/;

/**
 * A time as the API writes it (Date#toISOString). UTC text is rewritten without making a Date: a
 * worklist has hundreds of times, and parsing each cost more than the rest of its rows together.
 */
export function isoTime(time: RawTime): string {
  if (typeof time === 'string') {
    const utc = UTC_TEXT.exec(time);
    if (utc) return `${utc[1]}.${(utc[2] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  }
  return new Date(time).toISOString();
}
