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

/** Shown over the plan on days guests cannot book a table (docs/booking.md#bookable-days "Blocked-day overlays"). */
export function BlockedDay({
  status,
  contact,
  horizonDays,
  onNextDay,
}: {
  status: Exclude<DayStatus, 'open'>;
  contact: Contact;
  /** The booking horizon, for the `beyond` text. */
  horizonDays: number | undefined;
  /** Goes to the next bookable day (for `beyond`: back to today). */
  onNextDay: () => void;
}) {
  return (
    <div className="bk-blocked" data-status={status}>
      <div className="bk-blocked-card">
        {status === 'quiz' && <QuizNight contact={contact} />}
        {status === 'rest' && (
          <>
            <h2>Ruhetag</h2>
            <p>Mittwochs ist bei uns Ruhetag. Ab Donnerstag sind wir wieder für Sie da.</p>
          </>
        )}
        {status === 'karaoke' && (
          <>
            <h2>Karaoke-Abend</h2>
            <p>
              Donnerstags ist Karaoke-Abend ab 21:00 Uhr – eine Reservierung ist nicht nötig. Kommen Sie einfach vorbei!
            </p>
          </>
        )}
        {status === 'closed' && (
          <>
            <h2>{messages.restaurantClosed}</h2>
            <p>An diesem Tag ist das Restaurant geschlossen. Bitte wählen Sie einen anderen Tag.</p>
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
        <button type="button" className="bk-button bk-secondary" onClick={onNextDay}>
          {status === 'beyond' ? 'Zurück zu heute' : 'Nächster buchbarer Tag'}
        </button>
      </div>
    </div>
  );
}

const instructionImage = '/booking/quiz-anmeldung-whatsapp.svg';
const instructionAlt =
  'Anleitung zur Quiz-Anmeldung per WhatsApp: Schreiben Sie uns eine Nachricht mit Datum des Quiz-Abends, ' +
  'Teamname und Anzahl der Personen. Wir bestätigen Ihren Tisch per WhatsApp.';

function QuizNight({ contact }: { contact: Contact }) {
  const [open, setOpen] = useState(false);
  const wa = `https://wa.me/${contact.whatsapp.replace(/\D/g, '')}`;
  return (
    <>
      <h2>Quiz-Abend</h2>
      <p>
        Dienstags ist Quiz-Abend ab 20:00 Uhr. Tische für das Quiz reservieren Sie ausschließlich per WhatsApp an{' '}
        <a href={wa}>{contact.whatsapp}</a>.
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
