import { useEffect, useState } from 'react';
import { guestsLabel } from '../../../src/domain/booking/guests';
import { longGermanDate, shortGermanDate, timeSpan } from '../../../src/domain/calendar';
import { formatEuro } from '../../../src/domain/hire/money';
import { packageLabels, type StaffHireInquiry } from '../../../src/domain/hire/staff';
import { hireStatusLabel, hireText, occasionLabel } from '../../../src/domain/hire/text';
import { StaffPage } from '../session/StaffPage';
import type { SessionInfo } from '../session/session';
import { writeFailure } from '../session/useStaffWrite';
import { type HireSpace, hire } from './requests';
import './hire-sheet.css';

/** The sheet's one inquiry, by the `id` of the page's query. */
function useSheet(): { inquiry?: StaffHireInquiry; space?: HireSpace; failed?: string } {
  const [state, setState] = useState<{ inquiry?: StaffHireInquiry; space?: HireSpace; failed?: string }>({});
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get('id') ?? '';
    if (!id) return setState({ failed: 'Diese Feier wurde nicht gefunden.' });
    Promise.all([hire.list({ id }), hire.spaces().catch(() => ({ spaces: [] as HireSpace[] }))])
      .then(([{ inquiries }, { spaces }]) => {
        const inquiry = inquiries[0];
        if (!inquiry) return setState({ failed: 'Diese Feier wurde nicht gefunden.' });
        setState({ inquiry, space: spaces.find((s) => s.id === inquiry.spaceId) });
      })
      .catch((error: unknown) => setState({ failed: writeFailure(error) }));
  }, []);
  return state;
}

/**
 * `/admin/feiern/ablauf?id=` (service and owner): the evening's 'Ablaufblatt', printable on one A4
 * page: times, space, guests, occasion, packages (with the offer's quantities), the guest's notes and
 * phone, the deposit's state. The page's own print styles drop everything else.
 */
export default function HireSheet({ session, onLogout }: { session: SessionInfo; onLogout: () => void }) {
  const { inquiry: i, space, failed } = useSheet();
  return (
    <StaffPage session={session} onLogout={onLogout} title={hireText.sheet} mainClass="hire-sheet-main" intro="">
      <p className="hire-sheet__tools staff-no-print">
        <a className="staff-button staff-button--light" href="/admin/feiern">
          Zurück zu den Feiern
        </a>{' '}
        {i && (
          <button type="button" className="staff-button staff-button--primary" onClick={() => window.print()}>
            Drucken
          </button>
        )}
      </p>
      {failed && (
        <p className="staff-card" role="alert">
          {failed}
        </p>
      )}
      {!i && !failed && <p className="staff-muted">Lade Ablaufblatt...</p>}
      {i && (
        <article className="hire-sheet" aria-labelledby="hire-sheet-title">
          <h2 id="hire-sheet-title">
            {hireText.sheet}: {i.space}
          </h2>
          <p className="hire-sheet__when">
            {longGermanDate(i.date)}, {timeSpan(i.startTime, i.endTime)}
          </p>
          <dl className="hire-sheet__facts">
            <dt>Gäste</dt>
            <dd>{guestsLabel(i.guestCount)}</dd>
            <dt>Anlass</dt>
            <dd>{occasionLabel[i.occasion]}</dd>
            <dt>Gastgeber</dt>
            <dd>{i.customerName ?? 'Kontaktdaten gelöscht'}</dd>
            <dt>Telefon</dt>
            <dd>{i.customerPhone ?? '–'}</dd>
            <dt>Stand</dt>
            <dd>
              {hireStatusLabel[i.status]}
              {i.depositReceivedOn &&
                i.depositReceivedCents !== null &&
                ` (Anzahlung ${formatEuro(i.depositReceivedCents)} am ${shortGermanDate(i.depositReceivedOn)})`}
            </dd>
          </dl>
          <h3>Pakete</h3>
          {i.offer ? (
            <ul className="hire-sheet__list">
              {i.offer.items.map((line) => (
                <li key={`${line.label}-${line.quantity}-${line.unitPriceCents}`}>
                  {line.quantity} × {line.label}
                </li>
              ))}
            </ul>
          ) : i.packages.length > 0 ? (
            <ul className="hire-sheet__list">
              {packageLabels(i.packages, space?.packages ?? []).map((label) => (
                <li key={label}>{label}</li>
              ))}
            </ul>
          ) : (
            <p>Keine Pakete gewählt.</p>
          )}
          <h3>Notizen</h3>
          <p className="hire-sheet__notes">{i.message || 'Keine Notizen.'}</p>
        </article>
      )}
    </StaffPage>
  );
}
