import { useEffect, useRef } from 'react';
import { shortGermanDateTime } from '../../src/domain/calendar';
import { type OfferView, waitlistText } from '../../src/domain/waitlist/waitlist';
import { BookingFacts } from '../manage/BookingFacts';
import { NoticeLine, NotOpen, useLinkPage } from '../shared/link-page';
import { declineOffer, openOffer, takeOffer } from './requests';
import '../booking/booking.css';
import '../manage/manage.css';

/** What each state of an offer says instead of its buttons. */
const settled: Record<Exclude<OfferView['status'], 'offered'>, string> = {
  accepted: 'Diesen Tisch haben Sie übernommen. Die Bestätigung kam per E-Mail.',
  declined: waitlistText.declined,
  expired: waitlistText.expired,
};

/**
 * The offer's page `/reservierung/angebot#<secret>` (docs/booking.md#the-waitlist): the held table
 * and until when, 'Tisch übernehmen' and 'Nein danke'. Opening it changes nothing (mail scanners
 * open links); `?aktion=nein` (the mail's 'Nein danke') puts that button first.
 */
export default function OfferPage() {
  const page = useLinkPage(waitlistText.notFound, openOffer);
  const { shown, notice, setNotice, busy, send } = page;
  const takeRef = useRef<HTMLButtonElement>(null);
  const declineRef = useRef<HTMLButtonElement>(null);
  const open = shown.kind === 'open' && shown.value.status === 'offered';
  const declineFirst = page.action === 'nein';
  useEffect(() => {
    if (open) (declineFirst ? declineRef : takeRef).current?.focus();
  }, [open, declineFirst]);

  if (shown.kind !== 'open') return <NotOpen shown={shown} loading="Ihr Angebot wird geladen…" />;
  const { offer, status } = shown.value;
  const settle = (next: OfferView['status'], text: string, kind: 'done' | 'error' = 'done') => {
    page.show({ offer, status: next });
    setNotice({ kind, text });
  };
  async function take() {
    const outcome = await send(takeOffer);
    if (outcome.ok) settle('accepted', outcome.body.message);
    else
      settle(outcome.status === 410 ? 'expired' : outcome.status === 409 ? 'accepted' : status, outcome.error, 'error');
  }
  async function decline() {
    const outcome = await send(declineOffer);
    if (outcome.ok) settle(outcome.body.status, outcome.body.message);
    else setNotice({ kind: 'error', text: outcome.error });
  }

  return (
    <div className="mb">
      {notice && <NoticeLine notice={notice} noticeRef={page.noticeRef} />}
      {offer && (
        <BookingFacts of={offer}>
          {status === 'offered' && offer.expiresAt && (
            <>
              <dt>Reserviert für Sie bis</dt>
              <dd>{shortGermanDateTime(offer.expiresAt)} Uhr</dd>
            </>
          )}
        </BookingFacts>
      )}
      {status === 'offered' ? (
        <div className="mb-actions">
          <button type="button" className="bk-button bk-primary" ref={takeRef} onClick={take} disabled={busy}>
            Tisch übernehmen
          </button>
          <button type="button" className="bk-button bk-secondary" ref={declineRef} onClick={decline} disabled={busy}>
            Nein danke
          </button>
        </div>
      ) : (
        !notice && <p className="mb-note">{settled[status]}</p>
      )}
      <p>
        <a href="/reservierung">Zur Online-Tischreservierung</a>
      </p>
    </div>
  );
}
