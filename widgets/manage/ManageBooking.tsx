import { type ReactNode, useEffect, useRef, useState } from 'react';
import { guestMayCancel } from '../../src/domain/booking/cancellation';
import { type MyReservation, manageActionOf } from '../../src/domain/booking/manage';
import { messages } from '../../src/domain/booking/messages';
import { berlinClock } from '../../src/domain/calendar';
import type { Contact } from '../booking/BlockedDay';
import BookingIsland from '../booking/BookingIsland';
import { cancelMyReservation, confirmMyReservation, openMyReservation } from '../booking/requests';
import { NoticeLine, useLinkPage } from '../shared/link-page';
import { BookingFacts } from './BookingFacts';
import '../booking/booking.css';
import './manage.css';

// The booking page's island is imported, not loaded later: the build inlines every page's CSS
// (astro.config.mjs `inlineStylesheets: 'always'`), so a lazily loaded island would miss its own.

/** What opens below the buttons, one at a time: the change of the booking or the cancelling. */
type Panel = 'change' | 'cancel';

/**
 * The guest's own booking page `/reservierung/verwalten#<secret>` (docs/booking.md#the-guests-own-booking):
 * shows the booking (opening it changes nothing: mail scanners open links) and offers 'Ich komme',
 * 'Reservierung ändern' (the booking page's plan and table list) and 'Reservierung stornieren'. The
 * mail's button (`?aktion=`) decides which comes first. From the start on: call the pub.
 */
export default function ManageBooking({ contact }: { contact: Contact }) {
  const [panel, setPanel] = useState<Panel>();
  const toggle = (which: Panel) => setPanel((open) => (open === which ? undefined : which));
  const page = useLinkPage(messages.cancelNotFound, openMyReservation, (_, asked) => {
    if (asked === 'aendern') setPanel('change');
    if (asked === 'stornieren') setPanel('cancel');
  });
  const { shown, notice, setNotice, busy, send } = page;
  const action = manageActionOf(page.action);
  const [cancelled, setCancelled] = useState<string>();
  const [error, setError] = useState<string>();
  // The server said the evening has begun (the page was open across the start): call the pub.
  const [tooLate, setTooLate] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const changeRef = useRef<HTMLHeadingElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  // The mail's choice gets the focus once the booking is shown.
  const loaded = shown.kind === 'open' && cancelled === undefined;
  useEffect(() => {
    if (!loaded) return;
    if (action === 'kommen') confirmRef.current?.focus();
    if (action === 'stornieren') cancelRef.current?.focus();
    if (action === 'aendern') changeRef.current?.focus();
  }, [loaded, action]);
  useEffect(() => {
    if (cancelled !== undefined) doneRef.current?.focus();
  }, [cancelled]);

  if (shown.kind === 'loading') return <p className="mb-status">Ihre Reservierung wird geladen…</p>;
  if (shown.kind === 'error' || cancelled !== undefined) {
    return (
      <div className="mb">
        <p
          className={cancelled === undefined ? 'mb-error' : 'mb-done'}
          role={cancelled === undefined ? 'alert' : 'status'}
          tabIndex={-1}
          ref={doneRef}
        >
          {shown.kind === 'error' ? shown.message : cancelled}
        </p>
        <p>
          <a href="/reservierung">Zur Online-Tischreservierung</a>
        </p>
      </div>
    );
  }

  const r = shown.value.reservation;
  const started = tooLate || !guestMayCancel(new Date(r.startsAt), new Date());
  // 409: the booking began meanwhile; the page then says to call, as it would have on opening.
  const refused = (outcome: { status: number; error: string }) =>
    outcome.status === 409 ? setTooLate(true) : setError(outcome.error);
  const show = (reservation: MyReservation, message: string) => {
    page.show({ reservation });
    setError(undefined);
    setNotice({ kind: 'done', text: message });
  };
  async function confirm() {
    const outcome = await send(confirmMyReservation);
    if (outcome.ok) show(outcome.body.reservation, outcome.body.message);
    else refused(outcome);
  }
  async function cancel() {
    const outcome = await send(cancelMyReservation);
    if (outcome.ok) setCancelled(outcome.body.message);
    else refused(outcome);
  }

  return (
    <div className="mb">
      {notice && <NoticeLine notice={notice} noticeRef={page.noticeRef} />}
      {error && (
        <p className="mb-error" role="alert">
          {error}
        </p>
      )}
      <BookingFacts of={r}>
        {r.customerName && (
          <>
            <dt>Name</dt>
            <dd>{r.customerName}</dd>
          </>
        )}
        <dt>Status</dt>
        <dd>
          {r.confirmedAt
            ? `Bestätigt (${berlinClock(new Date(r.confirmedAt))} Uhr)`
            : 'Reserviert, noch nicht bestätigt'}
        </dd>
      </BookingFacts>
      {started ? (
        <p className="mb-note">{messages.tooLate(contact.phone)}</p>
      ) : (
        <>
          <div className="mb-actions">
            {!r.confirmedAt && (
              <button type="button" className="bk-button bk-primary" ref={confirmRef} onClick={confirm} disabled={busy}>
                Ich komme
              </button>
            )}
            <PanelButton panel="change" open={panel} onToggle={toggle}>
              Reservierung ändern
            </PanelButton>
            <PanelButton panel="cancel" open={panel} onToggle={toggle}>
              Reservierung stornieren
            </PanelButton>
          </div>
          {panel === 'cancel' && (
            <div className="mb-cancel">
              <p>Möchten Sie diese Reservierung wirklich stornieren?</p>
              <button type="button" className="bk-button mb-danger" ref={cancelRef} onClick={cancel} disabled={busy}>
                {busy ? 'Wird storniert...' : 'Reservierung jetzt stornieren'}
              </button>
              <button type="button" className="bk-link-button" onClick={() => setPanel(undefined)}>
                Reservierung behalten
              </button>
            </div>
          )}
          {panel === 'change' && (
            <section className="mb-change" aria-labelledby="mb-change-heading">
              <h2 id="mb-change-heading" tabIndex={-1} ref={changeRef}>
                Neuen Tag, neue Zeit oder einen anderen Tisch wählen
              </h2>
              <p className="mb-note">
                Ihr bisheriger Tisch ist für Sie frei. Wählen Sie einen Tisch im Plan oder in der Liste; Ihre
                Reservierung ändert sich erst, wenn Sie die Änderung speichern.
              </p>
              <BookingIsland
                contact={contact}
                change={{
                  token: page.token,
                  reservation: r,
                  onChanged: (reservation, message) => {
                    setPanel(undefined);
                    show(reservation, message);
                  },
                }}
              />
            </section>
          )}
        </>
      )}
      <p className="mb-note">
        Fragen? Rufen Sie uns an: <a href={contact.phoneHref}>{contact.phone}</a>
      </p>
    </div>
  );
}

/** A button that opens `panel` below the buttons (closing the other) or closes it again. */
function PanelButton({
  panel,
  open,
  onToggle,
  children,
}: {
  panel: Panel;
  open: Panel | undefined;
  onToggle: (panel: Panel) => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="bk-button bk-secondary"
      aria-expanded={open === panel}
      onClick={() => onToggle(panel)}
    >
      {children}
    </button>
  );
}
