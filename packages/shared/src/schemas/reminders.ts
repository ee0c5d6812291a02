import { z } from 'zod';
import { MSG } from '../messages.ts';

const onOff = z.boolean({ error: MSG.required });

/** PUT mlw/reminders: which channels session reminders and follow-up invitations may use. */
export const reminderSettingsRequest = z.strictObject({ email: onOff, sms: onOff });
export type ReminderSettingsRequest = z.output<typeof reminderSettingsRequest>;

export const reminderSettings = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  /** Texts need a UK mobile number on the account. */
  can_text: z.boolean(),
});
export type ReminderSettings = z.output<typeof reminderSettings>;
