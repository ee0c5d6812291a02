import { isUkMobile } from '@coaching/shared/rules/follow-up-send';
import type { ReminderSettings, ReminderSettingsRequest } from '@coaching/shared/schemas/reminders';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients, reminderSettings } from '../../db/schema.ts';
import { type ReminderContact, reminderSettingsOf } from './reminder-channel.ts';

/** The client's phone, registration choice and reminder settings, as the channel rules need them. */
export async function findReminderContact(db: Executor, clientId: number): Promise<ReminderContact | null> {
  const [row] = await db
    .select({
      phoneNumber: clients.phoneNumber,
      contactMethod: clients.contactMethod,
      email: reminderSettings.email,
      sms: reminderSettings.sms,
    })
    .from(clients)
    .leftJoin(reminderSettings, eq(reminderSettings.clientId, clients.id))
    .where(eq(clients.id, clientId));
  if (!row) return null;
  const settings = row.email === null || row.sms === null ? null : { email: row.email, sms: row.sms };
  return { phoneNumber: row.phoneNumber, contactMethod: row.contactMethod, settings };
}

export function describeSettings(contact: ReminderContact): ReminderSettings {
  return { ...reminderSettingsOf(contact), can_text: isUkMobile(contact.phoneNumber) };
}

export async function saveReminderSettings(
  db: Executor,
  clientId: number,
  choice: ReminderSettingsRequest,
): Promise<void> {
  await db
    .insert(reminderSettings)
    .values({ clientId, ...choice })
    .onConflictDoUpdate({
      target: reminderSettings.clientId,
      set: { ...choice, updatedAt: new Date() },
    });
}
