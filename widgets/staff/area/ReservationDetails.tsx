import { guestsLabel } from '../../../src/domain/booking/guests';
import { fieldLabels, notGiven } from '../../../src/domain/booking/labels';
import { tablesLabel } from '../../../src/domain/booking/tables';
import { longGermanDate, shortGermanDateTime } from '../../../src/domain/calendar';
import { mailtoHref } from '../../../src/domain/mailto';
import {
  type AdminReservation,
  confirmationState,
  reservationText,
} from '../../../src/domain/staff-reservations/reservations';
import { attendanceLabel, sourceLabel, walkInName } from '../../../src/domain/staff-reservations/staff-booking';
import { Dialog } from '../../shared/Dialog';
import { Icon } from '../../shared/icons';
import { ConfirmationBadge } from './ConfirmationBadge';

/** The details dialog 'Reservierungsdetails' (with the clover) and its groups (docs/routes.md#staff-pages). */
export function ReservationDetails({
  reservation: r,
  busy,
  onConfirmed,
  onClose,
}: {
  reservation: AdminReservation;
  busy: boolean;
  /** Staff mark the booking confirmed (the guest called) or take the mark back. */
  onConfirmed: (confirmed: boolean) => void;
  onClose: () => void;
}) {
  const confirmable = confirmationState(r) !== null;
  return (
    <Dialog
      title={
        <>
          <Icon name="clover" size={22} /> Reservierungsdetails
        </>
      }
      onClose={onClose}
      className="staff-details"
    >
      <section>
        <h3>Kundendaten</h3>
        <dl>
          <dt>{fieldLabels.name}</dt>
          <dd>{r.customerName ?? walkInName}</dd>
          <dt>{fieldLabels.email}</dt>
          <dd>{r.customerEmail ? <a href={mailtoHref(r.customerEmail)}>{r.customerEmail}</a> : notGiven}</dd>
          <dt>{fieldLabels.phone}</dt>
          <dd>{r.customerPhone ? <a href={`tel:${r.customerPhone}`}>{r.customerPhone}</a> : notGiven}</dd>
        </dl>
      </section>
      <section>
        <h3>Reservierungsdaten</h3>
        <dl>
          <dt>Tisch</dt>
          <dd>
            Tisch {tablesLabel(r.tableIds)} ({r.tableCapacity} Plätze)
          </dd>
          <dt>Datum &amp; Zeit</dt>
          <dd>
            {longGermanDate(r.date)}, {r.startTime} – {r.endTime} Uhr
          </dd>
          <dt>Personen</dt>
          <dd>{guestsLabel(r.guestCount)}</dd>
          <dt>Quelle</dt>
          <dd>
            {sourceLabel[r.source]}
            {r.attendance && ` · ${attendanceLabel[r.attendance]}`}
          </dd>
          {confirmable && (
            <>
              <dt>Bestätigung</dt>
              <dd>
                {r.confirmedAt || r.reminderSentAt ? <ConfirmationBadge reservation={r} /> : 'Noch nicht bestätigt'}
              </dd>
            </>
          )}
          <dt>Erstellt am</dt>
          <dd>
            {shortGermanDateTime(r.createdAt)}
            {r.createdBy && ` von ${r.createdBy}`}
          </dd>
          {r.updatedAt && (
            <>
              <dt>Zuletzt geändert</dt>
              <dd>
                {shortGermanDateTime(r.updatedAt)}
                {r.updatedBy && ` von ${r.updatedBy}`}
              </dd>
            </>
          )}
        </dl>
      </section>
      {r.specialRequests && (
        <section>
          <h3>{fieldLabels.specialRequests}</h3>
          <p className="staff-details__requests">{r.specialRequests}</p>
        </section>
      )}
      <div className="ui-dialog__actions">
        {confirmable && (
          <button
            type="button"
            className="staff-button staff-button--light"
            disabled={busy}
            onClick={() => onConfirmed(!r.confirmedAt)}
          >
            {r.confirmedAt ? reservationText.unmarkConfirmed : reservationText.markConfirmed}
          </button>
        )}
        <button type="button" className="staff-button staff-button--primary" onClick={onClose}>
          Schließen
        </button>
      </div>
    </Dialog>
  );
}
