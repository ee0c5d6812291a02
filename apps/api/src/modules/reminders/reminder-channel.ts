import { OPTION } from '@coaching/shared/constants';
import { isUkMobile } from '@coaching/shared/rules/follow-up-send';
import type { Config } from '../../config/load-config.ts';

export type ReminderContact = {
  phoneNumber: string;
  contactMethod: number | null;
  /** The client's own choice, or null if they never changed it. */
  settings: { email: boolean; sms: boolean } | null;
};

/**
 * Until a client chooses, e-mail reminders are on and texts are on only for those who asked to be
 * contacted by text message when they registered: that choice is their consent to be texted.
 */
export function reminderSettingsOf(contact: ReminderContact): { email: boolean; sms: boolean } {
  return contact.settings ?? { email: true, sms: contact.contactMethod === OPTION.contactText };
}

/**
 * Reminders also go as notifications to the devices the client turned them on for, unless the
 * client turned reminders off altogether (issue 32).
 */
export function wantsReminders(contact: ReminderContact): boolean {
  const settings = reminderSettingsOf(contact);
  return settings.email || settings.sms;
}

/** A text needs a mobile number, the client's consent and GOV.UK Notify. */
export function canText(contact: ReminderContact, config: Config): boolean {
  return Boolean(config.notifyApiKey) && reminderSettingsOf(contact).sms && isUkMobile(contact.phoneNumber);
}

/** The preferred channel (text for those who chose it), text falling back to e-mail; null if both are off. */
export function preferredChannel(contact: ReminderContact, config: Config): 'email' | 'sms' | null {
  if (contact.contactMethod === OPTION.contactText && canText(contact, config)) return 'sms';
  return reminderSettingsOf(contact).email ? 'email' : null;
}

/** Every scheduled message ends by saying how to stop it (issue 13). */
export function stopRemindersLine(config: Config, channel: 'email' | 'sms'): string {
  const page = `${config.publicUrl}/account#reminders`;
  return channel === 'sms'
    ? `Stop reminders: ${page}`
    : `You can turn these reminders off, by e-mail or by text, under Reminders on your account page: ${page}`;
}
