import { useEffect, useRef, useState } from 'react';
import { guestsLabel } from '../../src/domain/booking/guests';
import { tablesLabel } from '../../src/domain/booking/tables';
import { longGermanDate, shortGermanDateTime, timeSpan } from '../../src/domain/calendar';
import { secretOf } from '../../src/domain/link-secret';
import { type OfferView, waitlistText } from '../../src/domain/waitlist/waitlist';
import { declineOffer, openOffer, takeOffer } from '../booking/requests';
import '../booking/booking.css';
import '../manage/manage.css';

type Shown = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'offer'; view: OfferView };

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
  const [token, setToken] = useState('');
  const [shown, setShown] = useState<Shown>({ kind: 'loading' });
  const [notice, setNotice] = useState<{ kind: 'done' | 'error'; text: string }>();
  const [busy, setBusy] = useState(false);
  const [declineFirst, setDeclineFirst] = useState(false);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const takeRef = useRef<HTMLButtonElement>(null);
  const declineRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const secret = secretOf(location.hash);
    setToken(secret);
    setDeclineFirst(new URLSearchParams(location.search).get('aktion') === 'nein');
    if (!secret) return setShown({ kind: 'error', message: waitlistText.notFound });
    openOffer(secret).then((o) =>
      setShown(o.ok ? { kind: 'offer', view: o.body } : { kind: 'error', message: o.error }),
    );
  }, []);
  const open = shown.kind === 'offer' && shown.view.status === 'offered';
  useEffect(() => {
    if (open) (declineFirst ? declineRef : takeRef).current?.focus();
  }, [open, declineFirst]);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  if (shown.kind === 'loading') return <p className="mb-status">Ihr Angebot wird geladen…</p>;
  if (shown.kind === 'error') {
    return (
      <p className="mb-error" role="alert">
        {shown.message}
      </p>
    );
  }
  const { offer, status } = shown.view;
  const settle = (next: OfferView['status'], text: string, kind: 'done' | 'error' = 'done') => {
    setShown({ kind: 'offer', view: { offer, status: next } });
    setNotice({ kind, text });
  };
  async function take() {
    setBusy(true);
    const outcome = await takeOffer(token);
    setBusy(false);
    if (outcome.ok) settle('accepted', outcome.body.message);
    else
      settle(outcome.status === 410 ? 'expired' : outcome.status === 409 ? 'accepted' : status, outcome.error, 'error');
  }
  async function decline() {
    setBusy(true);
    const outcome = await declineOffer(token);
    setBusy(false);
    if (outcome.ok) settle(outcome.body.status, outcome.body.message);
    else setNotice({ kind: 'error', text: outcome.error });
  }

  return (
    <div className="mb">
      {notice && (
        <p
          className={notice.kind === 'done' ? 'mb-done' : 'mb-error'}
          role={notice.kind === 'done' ? 'status' : 'alert'}
          tabIndex={-1}
          ref={noticeRef}
        >
          {notice.text}
        </p>
      )}
      {offer && (
        <dl className="mb-details">
          <dt>Datum</dt>
          <dd>{longGermanDate(offer.date)}</dd>
          <dt>Uhrzeit</dt>
          <dd>{timeSpan(offer.startTime, offer.endTime)}</dd>
          <dt>Tisch</dt>
          <dd>Tisch {tablesLabel(offer.tableIds)}</dd>
          <dt>Personen</dt>
          <dd>{guestsLabel(offer.guestCount)}</dd>
          {status === 'offered' && offer.expiresAt && (
            <>
              <dt>Reserviert für Sie bis</dt>
              <dd>{shortGermanDateTime(offer.expiresAt)} Uhr</dd>
            </>
          )}
        </dl>
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
