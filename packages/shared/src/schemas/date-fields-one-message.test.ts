import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { fieldErrors as errorsOf } from '../test/field-errors.ts';
import { selfLogEntryRequest } from './self-log.ts';
import { newEventForm } from './staff-content.ts';
import { actionForm } from './staff-record-forms.ts';

// A date that does not exist is before today as text, so a rule about the past would add its message.
const UNREAL = '2026-02-30';

describe('a date that does not exist gets one message, not a second from the rules about real dates', () => {
  it('on a day recorded between checks', () => {
    const entry = { measure: 'weight', day: UNREAL, unit: 'kg', value: 80 };
    expect(errorsOf(selfLogEntryRequest, entry, 'day')).toEqual([MSG.date]);
  });

  it('on an action’s due date', () => {
    const action = { title: 'Walk', description: 'Every day', due_date: UNREAL };
    expect(errorsOf(actionForm, action, 'due_date')).toEqual([MSG.date]);
  });

  it('on a new event’s date', () => {
    const event = {
      title: 'Walk',
      description: 'd',
      image: '/images/a.svg',
      slug: 'walk',
      start_date: UNREAL,
    };
    expect(errorsOf(newEventForm, { ...event, retired: false }, 'start_date')).toEqual([MSG.date]);
  });
});
