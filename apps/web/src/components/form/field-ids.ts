/** Stable ids for a field and its hint and error, so labels, summaries and aria-describedby agree. */
export function fieldIds(name: string) {
  const id = name.replace(/[^a-zA-Z0-9_-]/g, '-');
  return { id, hintId: `${id}-hint`, errorId: `${id}-error` };
}

export function describedBy(name: string, hint: unknown, error: unknown): string | undefined {
  const { hintId, errorId } = fieldIds(name);
  const ids = [hint ? hintId : null, error ? errorId : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
