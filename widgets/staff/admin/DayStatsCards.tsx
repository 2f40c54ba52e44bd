import {
  type confirmationStats,
  type DayStats,
  reservationText,
} from '../../../src/domain/staff-reservations/reservations';

/**
 * The statistic cards of the day view: reservations, expected guests, peak hour, arrivals, no-shows,
 * and how many bookings are confirmed ('Bestätigt: {x} von {y}').
 */
export function DayStatsCards({
  stats,
  confirmation,
}: {
  stats: DayStats;
  confirmation: ReturnType<typeof confirmationStats>;
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
  ];
  return (
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
  );
}
