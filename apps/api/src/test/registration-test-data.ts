import { OPTION } from '@coaching/shared/constants';
import type { NewClientInput } from '@coaching/shared/schemas/registration';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';

let counter = 0;

/** A valid registration for a new person each call; override any field. */
export function newClientPayload(overrides: Partial<NewClientInput> = {}): NewClientInput {
  counter += 1;
  return {
    first_name: 'Alex',
    last_name: `Tester${counter}`,
    pathways: ['move-more', 'lose-weight'],
    email: `alex.tester${counter}.${Date.now()}@example.com`,
    dob: '1980-06-15',
    postcode: 'bh10 4ab',
    phone_number: '07700 900456',
    contact_method: OPTION.contactEmail,
    leave_message: 'no',
    gender: 2,
    ethnicity: 1,
    someone_else: 'for-me',
    how_did_you_hear_about_us: 1,
    accept_terms: true,
    ...overrides,
  };
}

export type MailedLink = { url: URL; hash: string; id: string };

/** The password-creation link in the newest e-mail to an address, as the person would click it. */
export async function latestLinkTo(db: Db, email: string): Promise<MailedLink> {
  const [mail] = await db
    .select({ body: outbox.body })
    .from(outbox)
    .where(eq(outbox.recipient, email))
    .orderBy(desc(outbox.id))
    .limit(1);
  const found = mail?.body?.match(/https?:\/\/\S+\/password-creation\?\S+/);
  if (!found) throw new Error(`no password-creation link e-mailed to ${email}`);
  const url = new URL(found[0]);
  return { url, hash: url.searchParams.get('hash') ?? '', id: url.searchParams.get('id') ?? '' };
}

export async function mailsTo(db: Db, email: string) {
  return db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id));
}
