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
