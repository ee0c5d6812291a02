import { customType, timestamp } from 'drizzle-orm/pg-core';
import { seal, unseal } from '../../lib/secret-box.ts';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** Text encrypted at rest with SECRETS_KEY (lib/secret-box.ts); queries see the plain value. */
export const sealedText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: seal,
  fromDriver: unseal,
});
