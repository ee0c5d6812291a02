import { z } from 'zod';
import { MSG } from '../messages.ts';
import { id, itemVersion } from './fields.ts';

export const ACTION_STATUSES = ['incomplete', 'complete'] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];

/** PUT mlw/actions/{id} (portal §4: incomplete to complete, and back again). */
export const updateAction = z.strictObject({ status: z.enum(ACTION_STATUSES, { error: MSG.choose }) });
export type UpdateAction = z.infer<typeof updateAction>;
export const actionParams = z.strictObject({ id });

export const actionView = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  due_date: z.string().nullable().describe('YYYY-MM-DD'),
  status: z.enum(ACTION_STATUSES),
});
export type ActionView = z.infer<typeof actionView>;

/** An action in the coach's list: with its version, which the edit form sends back as If-Match. */
export const staffActionView = actionView.extend({
  version: itemVersion.describe(
    'The action’s version (title, description, due date): an edit sent with it as If-Match is ' +
      'refused (412) when the action was edited since',
  ),
});
export type StaffActionView = z.infer<typeof staffActionView>;
