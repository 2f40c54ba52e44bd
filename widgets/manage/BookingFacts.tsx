import type { ReactNode } from 'react';
import { guestsLabel } from '../../src/domain/booking/guests';
import { tablesLabel } from '../../src/domain/booking/tables';
import { longGermanDate, timeSpan } from '../../src/domain/calendar';

/** What a guest's booking or table offer holds, as its link page lists it; `children` add rows. */
export function BookingFacts({
  of,
  children,
}: {
  of: { date: string; startTime: string; endTime: string; tableIds: readonly number[]; guestCount: number };
  children?: ReactNode;
}) {
  return (
    <dl className="mb-details">
      <dt>Datum</dt>
      <dd>{longGermanDate(of.date)}</dd>
      <dt>Uhrzeit</dt>
      <dd>{timeSpan(of.startTime, of.endTime)}</dd>
      <dt>Tisch</dt>
      <dd>Tisch {tablesLabel(of.tableIds)}</dd>
      <dt>Personen</dt>
      <dd>{guestsLabel(of.guestCount)}</dd>
      {children}
    </dl>
  );
}
