import { bookingFields } from './booking/schemas';
import { z } from './zod-mini';

/**
 * What Resend reported about the last mail sent to a guest (docs/mails.md#delivery-events):
 * 'bounced' (not delivered), 'complained' (marked as spam), 'delayed' (late, not delivered yet);
 * null when delivered, not reported or never mailed. Staff lists carry it as `mailProblem`.
 */
export type MailProblem = 'bounced' | 'complained' | 'delayed';

/** What staff see next to the guest's address (docs/messages.md#staff-reservations). */
export const mailProblemText = {
  /** The last mail to this address bounced: staff call the guest. */
  bounced: 'E-Mail nicht zustellbar',
};

/** Staff correct the guest's address and send the mail again (docs/mails.md#corrected-address). */
export const readdressText = {
  /** The action next to the badge; also the dialog's title. */
  action: 'Adresse korrigieren',
  submit: 'Korrigieren und erneut senden',
  /** The toast when a mail went to the new address. */
  mailed: 'Adresse korrigiert. Die E-Mail wurde an die neue Adresse gesendet.',
  /** The toast when there was no mail to send (a waiting entry, a team without a link, an ended hire). */
  saved: 'Adresse korrigiert.',
  unchanged: 'Das ist die bisherige Adresse. Bitte geben Sie die richtige ein.',
};

/** Body of `POST /api/admin/{reservations,waitlist,team-signups,hire}/:id/email`: the address as the booking form checks it. */
export const readdressRequest = z.object({ email: bookingFields.customerEmail });
export type ReaddressRequest = z.infer<typeof readdressRequest>;
