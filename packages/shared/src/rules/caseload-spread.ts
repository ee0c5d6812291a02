/**
 * Shares clients among chosen coaches by caseload (issue 29, retiring a coach): each client in turn
 * goes to the coach with the fewest open clients so far, the first chosen winning a tie. Answers
 * [clientId, coachId] pairs in the clients' order.
 */
export function spreadByCaseload(
  clientIds: readonly number[],
  coaches: ReadonlyArray<{ id: number; caseload: number }>,
): Array<[number, number]> {
  const loads = coaches.map((c) => ({ ...c }));
  return clientIds.flatMap((clientId) => {
    const lightest = loads.reduce<{ id: number; caseload: number } | null>(
      (best, c) => (best === null || c.caseload < best.caseload ? c : best),
      null,
    );
    if (!lightest) return [];
    lightest.caseload += 1;
    return [[clientId, lightest.id] as [number, number]];
  });
}
