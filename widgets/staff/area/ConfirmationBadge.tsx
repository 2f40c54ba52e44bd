import { berlinClock } from '../../../src/domain/calendar';
import {
  type AdminReservation,
  confirmationState,
  reservationText,
} from '../../../src/domain/staff-reservations/reservations';

/** 'Bestätigt 18:05' or 'Erinnert, noch nicht bestätigt' (docs/booking.md#the-reminder); nothing before a reminder. */
export function ConfirmationBadge({
  reservation: r,
}: {
  reservation: Pick<AdminReservation, 'source' | 'confirmedAt' | 'reminderSentAt' | 'attendance'>;
}) {
  const state = confirmationState(r);
  if (state === 'confirmed' && r.confirmedAt) {
    return (
      <span className="staff-badge staff-badge--confirmed">
        {reservationText.confirmedAt(berlinClock(new Date(r.confirmedAt)))}
      </span>
    );
  }
  if (state === 'reminded') {
    return <span className="staff-badge staff-badge--reminded">{reservationText.remindedOnly}</span>;
  }
  return null;
}
