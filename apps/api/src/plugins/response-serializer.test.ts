import { type Profile, profile } from '@coaching/shared/schemas/profile';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

const compile = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });

const me: Profile = {
  id: 7,
  first_name: 'Jo',
  last_name: 'Bloggs',
  gender: null,
  gender_other: null,
  address1: '1 High Street',
  postcode: 'DT1 1AA',
  email: 'jo@example.com',
  dob: '1985-04-12',
  phone_mobile: '07700900000',
  tool_notification_sms: 'yes',
  tool_notification_email: 'no',
  closure_requested: false,
  coaching_ended: false,
  completed_calls: 1,
  assessment_count: 2,
  preferred_method: 3,
  feedback_prompts_answered: ['chat'],
  pathways: ['weight', 'alcohol "units"'],
  plan: { id: 4, service_level: 2 },
  contact_mon: true,
  contact_tue: false,
  contact_wed: false,
  contact_thu: true,
  contact_fri: false,
  contact_morning: true,
  contact_lunch: false,
  contact_afternoon: false,
  contact_evening: true,
};

describe('response serializer', () => {
  it('writes what zod and JSON.stringify would, for a null plan too', () => {
    const schema = z.object({ data: profile });
    for (const data of [me, { ...me, plan: null }])
      expect(compile(schema)({ data })).toBe(JSON.stringify(z.encode(schema, { data })));
  });

  it('leaves out fields the schema does not declare', () => {
    const schema = z.object({ data: z.array(z.object({ id: z.number(), note: z.string().optional() })) });
    const out = compile(schema)({
      data: [
        { id: 1, password_hash: 'secret' },
        { id: 2, note: 'n' },
      ],
    });
    expect(JSON.parse(out)).toEqual({ data: [{ id: 1 }, { id: 2, note: 'n' }] });
  });

  it('keeps zod for a union, which still refuses an answer outside the schema', () => {
    const schema = z.discriminatedUnion('status', [
      z.object({ status: z.literal('ok'), id: z.number() }),
      z.object({ status: z.literal('none') }),
    ]);
    expect(compile(schema)({ status: 'ok', id: 1, extra: true })).toBe('{"status":"ok","id":1}');
    expect(() => compile(schema)({ status: 'other' })).toThrow();
  });
});
