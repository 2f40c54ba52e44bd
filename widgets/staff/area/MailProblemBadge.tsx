import { type MailProblem, mailProblemText } from '../../../src/domain/mail-problem';

/**
 * 'E-Mail nicht zustellbar' next to a guest's address when the last mail to it bounced
 * (docs/mails.md#delivery-events), so staff call the guest; nothing otherwise. The words are the
 * badge's text, so a screen reader reads them with the address; the sign before them is not read.
 */
export function MailProblemBadge({ problem }: { problem: MailProblem | null }) {
  if (problem !== 'bounced') return null;
  return (
    <span className="staff-badge staff-badge--mail-problem">
      <span aria-hidden="true">⚠ </span>
      {mailProblemText.bounced}
    </span>
  );
}
