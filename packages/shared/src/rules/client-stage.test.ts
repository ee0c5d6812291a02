import { describe, expect, it } from 'vitest';
import { clientStage, type StageFacts } from './client-stage.ts';

const fresh: StageFacts = { assessmentCount: 0, completedCalls: 0, closureRequested: false, closed: false };

describe('clientStage', () => {
  it.each([
    ['a new registration', {}, 'registered'],
    ['a client with a health check', { assessmentCount: 1 }, 'health-check-done'],
    ['a client after the first chat', { assessmentCount: 1, completedCalls: 1 }, 'coaching'],
    ['a client after the first chat without a check', { completedCalls: 2 }, 'coaching'],
    ['a client who asked to close', { completedCalls: 1, closureRequested: true }, 'closure-requested'],
    ['a closed account', { closureRequested: true, closed: true }, 'closed'],
  ] as const)('puts %s in stage %s', (_, facts, stage) => {
    expect(clientStage({ ...fresh, ...facts })).toBe(stage);
  });
});
