import { guestsLabel } from '../../../src/domain/booking/guests';
import { timeSpan } from '../../../src/domain/calendar';
import type { StaffHireInquiry } from '../../../src/domain/hire/staff';
import { hireStatusLabel, hireText } from '../../../src/domain/hire/text';
import { hireSheetHref } from './requests';
import './hire.css';

/**
 * The day view's 'Feiern an diesem Abend' (docs/hire.md#the-staffs-feiern): the hires holding the
 * evening (from `useEveningHires`) with time, space, guests, state and the link to each
 * 'Ablaufblatt'; nothing on an evening without one.
 */
export function EveningHires({ hires }: { hires: readonly StaffHireInquiry[] }) {
  if (hires.length === 0) return null;
  return (
    <section className="staff-card hire-evening" aria-labelledby="hire-evening-heading">
      <h2 id="hire-evening-heading">Feiern an diesem Abend</h2>
      <ul className="hire-evening__list">
        {hires.map((h) => (
          <li key={h.id}>
            <strong>Feier: {h.space}</strong> · {timeSpan(h.startTime, h.endTime)} · {guestsLabel(h.guestCount)} ·{' '}
            {hireStatusLabel[h.status]}
            {h.customerName && ` · ${h.customerName}`}
            {h.customerPhone && ` · ${h.customerPhone}`}{' '}
            <a className="staff-no-print" href={hireSheetHref(h.id)}>
              {hireText.sheet}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
