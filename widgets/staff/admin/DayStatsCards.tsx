import type { DayStats } from '../../../src/domain/staff-reservations/reservations';

/** The statistic cards of the day view: reservations, expected guests, peak hour, arrivals, no-shows. */
export function DayStatsCards({ stats }: { stats: DayStats }) {
  const cards: [string, string | number][] = [
    ['Reservierungen heute', stats.count],
    ['Erwartete Gäste', stats.guests],
    ['Stoßzeit', stats.peakHour],
    ['Angekommen', stats.arrived],
    ['No-Show', stats.noShows],
  ];
  return (
    <ul className="staff-stats" aria-label="Statistik des gewählten Tages">
      {cards.map(([label, value]) => (
        <li key={label} className="staff-card">
          <span className="staff-stats__label">{label}</span>
          <span className="staff-stats__value">{value}</span>
        </li>
      ))}
    </ul>
  );
}
