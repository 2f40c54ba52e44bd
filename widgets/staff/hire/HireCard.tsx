import { guestsLabel } from '../../../src/domain/booking/guests';
import { longGermanDate, shortGermanDate, timeSpan } from '../../../src/domain/calendar';
import { formatEuro } from '../../../src/domain/hire/money';
import { isOverdue, packageLabels, type StaffHireInquiry } from '../../../src/domain/hire/staff';
import { hireStatusLabel, hireText, occasionLabel } from '../../../src/domain/hire/text';
import { MailProblemBadge } from '../area/MailProblemBadge';
import { ReaddressButton } from '../area/ReaddressButton';
import { type HireSpace, hire, hireSheetHref } from './requests';

/** The owner's steps a card opens. */
export type HireStepKind = 'offer' | 'deposit' | 'cancel';

/** States the owner can still cancel from (docs/hire.md#states). */
const cancellable = new Set(['neu', 'angebot', 'angenommen', 'bestaetigt']);

/**
 * One inquiry in 'Feiern': the evening, space, guests, occasion, state ('überfällig' for a deposit
 * past its day), the guest's contact with 'E-Mail nicht zustellbar' after a bounce, the packages,
 * the offer and the deposit; 'Adresse korrigieren' after a bounce; the owner's buttons for the steps
 * its state allows, and the sheet. `onChanged` reloads the list after a corrected address.
 */
export function HireCard({
  inquiry: i,
  today,
  owner,
  spaces,
  onStep,
  onChanged,
}: {
  inquiry: StaffHireInquiry;
  today: string;
  owner: boolean;
  spaces: HireSpace[];
  onStep: (kind: HireStepKind) => void;
  onChanged: () => void;
}) {
  const overdue = isOverdue(i, today);
  const packages = spaces.find((s) => s.id === i.spaceId)?.packages ?? [];
  const who = i.customerName ?? 'Gast';
  return (
    <li className={overdue ? 'staff-card hire-card hire-card--overdue' : 'staff-card hire-card'}>
      <div className="hire-card__main">
        <h3 className="hire-card__title">
          {longGermanDate(i.date)}, {timeSpan(i.startTime, i.endTime)}
        </h3>
        <p>
          <strong>{i.space}</strong> · {guestsLabel(i.guestCount)} · {occasionLabel[i.occasion]}{' '}
          <span className={`staff-badge hire-badge--${i.status}`}>{hireStatusLabel[i.status]}</span>
          {overdue && <span className="staff-badge hire-badge--overdue">{hireText.overdue}</span>}
        </p>
        <p className="staff-small">
          {i.customerName ?? 'Kontaktdaten gelöscht'}
          {i.customerPhone && ` · ${i.customerPhone}`}
          {i.customerEmail && ` · ${i.customerEmail}`}
          {i.customerEmail && <MailProblemBadge problem={i.mailProblem} />}
        </p>
        {i.customerEmail && (
          <ReaddressButton
            problem={i.mailProblem}
            email={i.customerEmail}
            who={who}
            send={(email) => hire.readdress(i.id, email)}
            onDone={onChanged}
          />
        )}
        {i.packages.length > 0 && (
          <p className="staff-small">Pakete: {packageLabels(i.packages, packages).join(', ')}</p>
        )}
        {i.message && <p className="staff-small hire-card__message">„{i.message}“</p>}
        {i.offer && (
          <p className="staff-small">
            Angebot: {formatEuro(i.offer.totalCents)}, Anzahlung {formatEuro(i.offer.depositCents)}, gültig bis{' '}
            {shortGermanDate(i.offer.validUntil)}
          </p>
        )}
        {i.status === 'angenommen' && i.depositDueOn && (
          <p className="staff-small">Anzahlung fällig am {shortGermanDate(i.depositDueOn)}</p>
        )}
        {i.depositReceivedOn && i.depositReceivedCents !== null && (
          <p className="staff-small">
            Anzahlung erhalten: {formatEuro(i.depositReceivedCents)} am {shortGermanDate(i.depositReceivedOn)}
          </p>
        )}
        {i.cancelReason && <p className="staff-small">Grund der Absage: {i.cancelReason}</p>}
      </div>
      <div className="staff-res__actions hire-card__actions">
        <a
          className="staff-button staff-button--light"
          href={hireSheetHref(i.id)}
          aria-label={`${hireText.sheet}: ${who}, ${shortGermanDate(i.date)}`}
        >
          {hireText.sheet}
        </a>
        {owner && (i.status === 'neu' || i.status === 'angebot') && (
          <button
            type="button"
            className="staff-button staff-button--primary"
            onClick={() => onStep('offer')}
            aria-label={`Angebot senden: ${who}, ${shortGermanDate(i.date)}`}
          >
            Angebot senden
          </button>
        )}
        {owner && i.status === 'angenommen' && (
          <button
            type="button"
            className="staff-button staff-button--primary"
            onClick={() => onStep('deposit')}
            aria-label={`${hireText.depositReceived}: ${who}, ${shortGermanDate(i.date)}`}
          >
            {hireText.depositReceived}
          </button>
        )}
        {owner && cancellable.has(i.status) && (
          <button
            type="button"
            className="staff-button staff-button--danger"
            onClick={() => onStep('cancel')}
            aria-label={`Absagen: ${who}, ${shortGermanDate(i.date)}`}
          >
            Absagen
          </button>
        )}
      </div>
    </li>
  );
}
