import { guestsLabel } from '../../../src/domain/booking/guests';
import { fieldLabels } from '../../../src/domain/booking/labels';
import { tablesLabel } from '../../../src/domain/booking/tables';
import type { AdminReservation } from '../../../src/domain/staff-reservations/reservations';
import {
  type Attendance,
  attendanceLabel,
  sourceLabel,
  walkInName,
} from '../../../src/domain/staff-reservations/staff-booking';
import { ConfirmationBadge } from './ConfirmationBadge';
import { MailProblemBadge } from './MailProblemBadge';
import { ReaddressButton } from './ReaddressButton';

export type RowAction = 'details' | 'change' | 'cancel' | 'delete';

/**
 * One row of the day list: tables, time, guest, how it came and whether the party is here, with
 * its actions. Writes wait while any action runs; the attendance buttons toggle.
 */
export function ReservationRow({
  reservation: r,
  busy,
  canDelete = true,
  onAction,
  onAttendance,
  onReaddress,
  onReaddressed,
}: {
  reservation: AdminReservation;
  busy: boolean;
  /** 'Löschen' (without telling the guest) is the owner's (docs/roles.md#roles). */
  canDelete?: boolean;
  onAction: (action: RowAction) => void;
  onAttendance: (attendance: Attendance | null) => void;
  /** Corrects the bounced address and sends the confirmation again; answers the toast. */
  onReaddress: (email: string) => Promise<{ message: string }>;
  onReaddressed: () => void;
}) {
  const name = r.customerName ?? walkInName;
  const who = `Tisch ${tablesLabel(r.tableIds)}, ${r.startTime} Uhr, ${name}`;
  const started = new Date(r.startsAt).getTime() <= Date.now();
  return (
    <li className={`staff-res${r.attendance ? ` staff-res--${r.attendance}` : ''}`}>
      <div className="staff-res__time">
        <span className="staff-res__table">Tisch {tablesLabel(r.tableIds)}</span>
        <span>{r.startTime} Uhr</span>
        <span className="staff-res__end">bis {r.endTime}</span>
      </div>
      <div className="staff-res__body">
        <p className="staff-res__name">
          {name} <span className="staff-res__guests">{guestsLabel(r.guestCount)}</span>{' '}
          <span className="staff-badge">{sourceLabel[r.source]}</span>
          {r.attendance && (
            <span className={`staff-badge staff-badge--${r.attendance}`}>{attendanceLabel[r.attendance]}</span>
          )}
          <ConfirmationBadge reservation={r} />
        </p>
        <p className="staff-res__contact">
          {r.customerEmail && (
            <span>
              {r.customerEmail}
              <MailProblemBadge problem={r.mailProblem} />
            </span>
          )}
          {r.customerPhone && <span>{r.customerPhone}</span>}
        </p>
        {r.customerEmail && (
          <ReaddressButton
            problem={r.mailProblem}
            email={r.customerEmail}
            who={who}
            send={onReaddress}
            onDone={onReaddressed}
          />
        )}
        {r.specialRequests && (
          <p className="staff-res__requests">
            <strong>{fieldLabels.specialRequests}:</strong> {r.specialRequests}
          </p>
        )}
      </div>
      <div className="staff-res__actions">
        {(['arrived', 'no-show'] as const).map((a) => (
          <button
            key={a}
            type="button"
            className="staff-button staff-button--light staff-button--toggle"
            aria-pressed={r.attendance === a}
            onClick={() => onAttendance(r.attendance === a ? null : a)}
            disabled={busy || (a === 'no-show' && !started && r.attendance !== a)}
            aria-label={`${attendanceLabel[a]}: ${who}`}
          >
            {attendanceLabel[a]}
          </button>
        ))}
        {(
          [
            ['details', 'Details', 'light', false],
            ['change', 'Ändern', 'light', busy],
            ['cancel', 'Stornieren', 'warn', busy],
            ['delete', 'Löschen', 'danger', busy],
          ] as const
        )
          .filter(([action]) => action !== 'delete' || canDelete)
          .map(([action, label, look, disabled]) => (
            <button
              key={action}
              type="button"
              className={`staff-button staff-button--${look}`}
              onClick={() => onAction(action)}
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
