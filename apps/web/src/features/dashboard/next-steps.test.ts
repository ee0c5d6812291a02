import type { SessionView } from '@coaching/shared/schemas/sessions';
import { describe, expect, it } from 'vitest';
import {
  feedbackPrompts,
  nextDueDate,
  nextSteps,
  offersHealthCheckup,
  showsPlusBanner,
} from './next-steps.ts';

const session = (id: number, status: SessionView['status'], due_date: string): SessionView => ({
  id,
  type: 'coaching',
  status,
  due_date,
  time: 'morning',
  notes: [],
  version: '"session-1"',
});

describe('dashboard next steps', () => {
  it('makes the health check step 1 and the first chat step 2 for a new client', () => {
    expect(nextSteps({ assessment_count: 0, completed_calls: 0 })).toEqual([
      'health-check',
      'first-chat',
      'suggest-time',
      'update-contact',
    ]);
  });

  it('drops the health check once done, and the first chat once a call is completed', () => {
    expect(nextSteps({ assessment_count: 1, completed_calls: 0 })[0]).toBe('first-chat');
    expect(nextSteps({ assessment_count: 1, completed_calls: 1 })).toEqual([
      'suggest-time',
      'update-contact',
    ]);
  });

  it('offers a health check-up only after a chat and a first health check', () => {
    expect(offersHealthCheckup({ assessment_count: 1, completed_calls: 1 })).toBe(true);
    expect(offersHealthCheckup({ assessment_count: 0, completed_calls: 1 })).toBe(false);
    expect(offersHealthCheckup({ assessment_count: 1, completed_calls: 0 })).toBe(false);
  });

  it('shows feedback prompts only when completed_calls is above 0, with the latest completed session', () => {
    const sessions = [
      session(1, 'complete', '2026-01-05'),
      session(2, 'complete', '2026-02-09'),
      session(3, 'due', '2026-12-01'),
    ];
    const none: string[] = [];
    expect(
      feedbackPrompts({ assessment_count: 1, completed_calls: 0, feedback_prompts_answered: none }, sessions),
    ).toEqual([]);
    expect(
      feedbackPrompts(
        { assessment_count: 1, completed_calls: 1, feedback_prompts_answered: none },
        sessions,
      ).map((p) => p.title),
    ).toEqual(['How was your chat with us?', 'How was your coaching session on 09/02/2026?']);
  });

  it('leaves out the prompts already answered', () => {
    const sessions = [session(2, 'complete', '2026-02-09')];
    const progress = { assessment_count: 1, completed_calls: 1 };
    expect(
      feedbackPrompts({ ...progress, feedback_prompts_answered: ['chat'] }, sessions).map((p) => p.id),
    ).toEqual(['session-2']);
    expect(
      feedbackPrompts({ ...progress, feedback_prompts_answered: ['chat', 'session-2'] }, sessions),
    ).toEqual([]);
  });
});

describe('header notices', () => {
  it('gives the earliest due session, ignoring others', () => {
    expect(
      nextDueDate([
        session(1, 'due', '2026-03-10'),
        session(2, 'complete', '2026-01-01'),
        session(3, 'due', '2026-02-20'),
      ]),
    ).toBe('2026-02-20');
    expect(nextDueDate([session(1, 'cancelled', '2026-03-10')])).toBeNull();
  });

  it('shows the Plus banner after a completed call until a session is completed', () => {
    const progress = { assessment_count: 1, completed_calls: 1 };
    expect(showsPlusBanner(progress, [session(1, 'due', '2026-03-10')])).toBe(true);
    expect(showsPlusBanner(progress, [session(1, 'complete', '2026-03-10')])).toBe(false);
    expect(showsPlusBanner({ ...progress, completed_calls: 0 }, [])).toBe(false);
  });
});
