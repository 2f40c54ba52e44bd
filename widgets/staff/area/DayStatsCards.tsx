import type { EveningFigures } from '../../../src/domain/figures/evening';
import { figuresPageText } from '../../../src/domain/figures/page-text';
import {
  type confirmationStats,
  type DayStats,
  reservationText,
} from '../../../src/domain/staff-reservations/reservations';

/**
 * The statistic cards of the day view: reservations, expected guests, peak hour, arrivals, no-shows,
 * how many bookings are confirmed ('Bestätigt: {x} von {y}') and how many parties wait ('Warteliste');
 * below them the evening's guests expected, confirmed and arrived so far.
 */
export function DayStatsCards({
  stats,
  confirmation,
  waiting,
  evening,
}: {
  stats: DayStats;
  confirmation: ReturnType<typeof confirmationStats>;
  /** Entries still on the day's waitlist (docs/booking.md#the-waitlist). */
  waiting: number;
  /** Guests of the day's loaded reservations (src/domain/figures/evening.ts). */
  evening: EveningFigures;
}) {
  const [confirmedLabel, confirmedFigure, ofAll] = reservationText.confirmedCard(
    confirmation.confirmed,
    confirmation.of,
  );
  const cards: [string, string | number, string?][] = [
    ['Reservierungen heute', stats.count],
    ['Erwartete Gäste', stats.guests],
    ['Stoßzeit', stats.peakHour],
    ['Angekommen', stats.arrived],
    ['No-Show', stats.noShows],
    [confirmedLabel, confirmedFigure, ofAll],
    ['Warteliste', waiting],
  ];
  return (
    <>
      <ul className="staff-stats" aria-label="Statistik des gewählten Tages">
        {cards.map(([label, value, rest]) => (
          <li key={label} className="staff-card">
            <span className="staff-stats__label">{label}</span>{' '}
            <span className="staff-stats__value">
              {value}
              {rest && <span className="staff-stats__rest"> {rest}</span>}
            </span>
          </li>
        ))}
      </ul>
      <p className="staff-evening">{figuresPageText.evening(evening.expected, evening.confirmed, evening.arrived)}</p>
    </>
  );
}
