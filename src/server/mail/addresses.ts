import type { Kysely } from 'kysely';
import type { MailAddresses } from '../config';
import type { Database } from '../db/schema';

/**
 * The addresses mails use now: the environment's where it sets one, else the owner's settings
 * (`business_settings.venue_inbox`, `admin_email`, `mail_from`), read with the server's own
 * connection at the moment of sending, so a change applies to the next mail.
 */
export async function currentMailAddresses(
  db: Kysely<Database>,
  fixed: Partial<MailAddresses>,
): Promise<MailAddresses> {
  const row = await db
    .selectFrom('business_settings')
    .select(['venue_inbox', 'admin_email', 'mail_from'])
    .executeTakeFirstOrThrow();
  return {
    from: fixed.from ?? row.mail_from,
    venueTo: fixed.venueTo ?? row.venue_inbox,
    staffTo: fixed.staffTo ?? row.admin_email ?? undefined,
  };
}

/** How a guest reaches the house, as every mail to a guest names it. */
export interface GuestContact {
  phone: string;
  email: string;
}

/**
 * The phone and the address the guest mails name now: the owner's settings
 * (`business_settings.guest_phone`, `guest_email`), never the venue content an editor changes
 * (docs/roles.md#what-editors-cannot-reach); read with the server's own connection when a mail is
 * composed, so a change applies to the next mail.
 */
export async function currentGuestContact(db: Kysely<Database>): Promise<GuestContact> {
  const row = await db.selectFrom('business_settings').select(['guest_phone', 'guest_email']).executeTakeFirstOrThrow();
  return { phone: row.guest_phone, email: row.guest_email };
}
