import { guestsLabel } from '../../src/domain/booking/guests';
import type { AdminReservation } from '../../src/domain/staff/reservations';

/** One row of the day list with its actions; cancel and delete wait while any action runs. */
export function ReservationRow({
  reservation: r,
  busy,
  onDetails,
  onCancel,
  onDelete,
}: {
  reservation: AdminReservation;
  busy: boolean;
  onDetails: () => void;
  onCancel: () => void;
  onDelete: () => void;
}) {
  const who = `Tisch ${r.tableId}, ${r.startTime} Uhr, ${r.customerName}`;
  return (
    <li className="staff-res">
      <div className="staff-res__time">
        <span className="staff-res__table">Tisch {r.tableId}</span>
        <span>{r.startTime} Uhr</span>
      </div>
      <div className="staff-res__body">
        <p className="staff-res__name">
          {r.customerName} <span className="staff-res__guests">{guestsLabel(r.guestCount)}</span>
        </p>
        <p className="staff-res__contact">
          <span>{r.customerEmail}</span>
          {r.customerPhone && <span>{r.customerPhone}</span>}
        </p>
        {r.specialRequests && (
          <p className="staff-res__requests">
            <strong>Besondere Wünsche:</strong> {r.specialRequests}
          </p>
        )}
      </div>
      <div className="staff-res__actions">
        {(
          [
            ['Details', 'light', onDetails, false],
            ['Stornieren', 'warn', onCancel, busy],
            ['Löschen', 'danger', onDelete, busy],
          ] as const
        ).map(([label, look, onClick, disabled]) => (
          <button
            key={label}
            type="button"
            className={`staff-button staff-button--${look}`}
            onClick={onClick}
            disabled={disabled}
            aria-label={`${label}: ${who}`}
          >
            {label}
          </button>
        ))}
      </div>
    </li>
  );
}
