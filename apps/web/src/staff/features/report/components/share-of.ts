/** A rate beside its denominator: "12 of 15 (80%)"; "0 of 0" says there was nothing to count. */
export function shareOf(count: number, of: number): string {
  if (of === 0) return `${count} of 0`;
  return `${count} of ${of} (${Math.round((count / of) * 1000) / 10}%)`;
}
