import { useState } from 'react';
import type { DayStatus } from '../../src/domain/booking/bookable-days';
import { messages } from '../../src/domain/booking/messages';
import { Dialog } from '../shared/Dialog';

export interface Contact {
  phone: string;
  phoneHref: string;
  email: string;
  whatsapp: string;
}

/**
 * Shown over the plan on days guests cannot book a table (docs/booking.md#bookable-days): a closed
 * day says why in the words staff gave it (`reason`), and a WhatsApp day keeps the sign-up
 * instructions; past days and days after the horizon say so.
 */
export function BlockedDay({
  status,
  reason,
  whatsapp,
  contact,
  horizonDays,
  nextBookable,
  onGo,
}: {
  status: Exclude<DayStatus, 'open'>;
  /** The day's text for guests (closed days). */
  reason: string | null;
  /** Guests sign up through WhatsApp that day. */
  whatsapp: boolean;
  contact: Contact;
  /** The booking horizon, for the `beyond` text. */
  horizonDays: number | undefined;
  /** The next bookable day, if any within the horizon. */
  nextBookable: string | null;
  /** Goes to another day: the next bookable one, or back to today after the horizon. */
  onGo: (to: 'next' | 'today') => void;
}) {
  return (
    <div className="bk-blocked" data-status={status}>
      <div className="bk-blocked-card">
        {status === 'closed' && (
          <>
            <h2>{reason ?? messages.restaurantClosed}</h2>
            {whatsapp ? (
              <WhatsAppSignUp contact={contact} />
            ) : (
              <p>An diesem Tag sind keine Online-Reservierungen möglich. Bitte wählen Sie einen anderen Tag.</p>
            )}
          </>
        )}
        {status === 'past' && (
          <>
            <h2>Datum vorbei</h2>
            <p>{messages.datePast}</p>
          </>
        )}
        {status === 'beyond' && (
          <>
            <h2>Noch nicht buchbar</h2>
            <p>{horizonDays !== undefined && messages.beyondHorizon(horizonDays)}</p>
          </>
        )}
        {status === 'beyond' ? (
          <button type="button" className="bk-button bk-secondary" onClick={() => onGo('today')}>
            Zurück zu heute
          </button>
        ) : nextBookable ? (
          <button type="button" className="bk-button bk-secondary" onClick={() => onGo('next')}>
            Nächster buchbarer Tag
          </button>
        ) : (
          <p>In den nächsten Tagen ist keine Online-Reservierung möglich. Bitte rufen Sie uns an.</p>
        )}
      </div>
    </div>
  );
}

const instructionImage = '/booking/quiz-anmeldung-whatsapp.svg';
const instructionAlt =
  'Anleitung zur Quiz-Anmeldung per WhatsApp: Schreiben Sie uns eine Nachricht mit Datum des Quiz-Abends, ' +
  'Teamname und Anzahl der Personen. Wir bestätigen Ihren Tisch per WhatsApp.';

/** The quiz night's way in: a table through WhatsApp, with the instruction picture and 'Zur Anmeldung'. */
function WhatsAppSignUp({ contact }: { contact: Contact }) {
  const [open, setOpen] = useState(false);
  const wa = `https://wa.me/${contact.whatsapp.replace(/\D/g, '')}`;
  return (
    <>
      <p>
        Tische für diesen Abend reservieren Sie ausschließlich per WhatsApp an <a href={wa}>{contact.whatsapp}</a>.
      </p>
      <img className="bk-quiz-image" src={instructionImage} alt={instructionAlt} width={360} height={300} />
      <button type="button" className="bk-button bk-primary bk-quiz-open" onClick={() => setOpen(true)}>
        Zur Anmeldung
      </button>
      {open && (
        <Dialog
          className="bk-quiz"
          title="Anmeldung zum Quiz"
          closeButton={false}
          onClose={() => setOpen(false)}
          actions={
            <button type="button" className="bk-button bk-secondary" onClick={() => setOpen(false)}>
              Schließen
            </button>
          }
        >
          <img src={instructionImage} alt={instructionAlt} width={360} height={300} />
          <p>
            <a href={wa}>WhatsApp an {contact.whatsapp}</a>
          </p>
        </Dialog>
      )}
    </>
  );
}
