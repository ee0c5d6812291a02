import { describe, expect, it } from 'vitest';
import { spreadByCaseload } from './caseload-spread.ts';

describe('spreadByCaseload', () => {
  it('gives every client to the one coach chosen', () => {
    expect(spreadByCaseload([1, 2], [{ id: 9, caseload: 40 }])).toEqual([
      [1, 9],
      [2, 9],
    ]);
  });

  it('fills the lighter caseload first, then shares evenly, the first chosen winning ties', () => {
    const coaches = [
      { id: 7, caseload: 3 },
      { id: 8, caseload: 1 },
    ];
    expect(spreadByCaseload([1, 2, 3, 4], coaches)).toEqual([
      [1, 8],
      [2, 8],
      [3, 7],
      [4, 8],
    ]);
  });

  it('places nobody when no coach is chosen', () => {
    expect(spreadByCaseload([1], [])).toEqual([]);
  });
});
