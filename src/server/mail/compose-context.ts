import type { MailAddresses } from '../config';
import type { GuestContact } from './addresses';

/** What composing an outbox row's mail needs besides the row (src/server/mail/outbox-mails.ts). */
export interface ComposeContext {
  mail: MailAddresses;
  /** The phone and address guests are told to use: the owner's settings (src/server/mail/addresses.ts). */
  contact: GuestContact;
  siteUrl: string;
  /** When the outbox row was written (booking or cancellation time). */
  queuedAt: Date;
  /** The week's reservation hours as staff set them now, e.g. 'Fr-Mo 19:30-00:00' (docs/booking.md#bookable-days). */
  reservationHours: string;
}
