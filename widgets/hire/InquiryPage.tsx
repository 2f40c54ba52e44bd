import { useState } from 'react';
import { longGermanDate, shortGermanDate, timeSpan } from '../../src/domain/calendar';
import { girocodeSvg } from '../../src/domain/hire/girocode';
import { formatEuro } from '../../src/domain/hire/money';
import { hireStatusLabel, hireText } from '../../src/domain/hire/text';
import { NoticeLine, NotOpen, useLinkPage } from '../shared/link-page';
import { acceptOffer, declineOffer, type InquiryView, type Outcome, openInquiry, withdrawInquiry } from './requests';
import '../booking/booking.css';
import '../manage/manage.css';
import './hire.css';

type Step = 'decline' | 'withdraw';
const asking: Record<Step, { question: string; yes: string; run: (t: string) => ReturnType<typeof declineOffer> }> = {
  decline: { question: 'Möchten Sie das Angebot wirklich ablehnen?', yes: 'Ja, ablehnen', run: declineOffer },
  withdraw: {
    question: 'Möchten Sie Ihre Anfrage wirklich zurückziehen? Der Abend wird wieder frei.',
    yes: 'Ja, zurückziehen',
    run: withdrawInquiry,
  },
};

/**
 * The inquiry's own page `/mietmoeglichkeiten/anfrage#<secret>` (docs/hire.md#the-inquiry-page):
 * the request and its state, the offer (lines, total, deposit, last day) with 'Angebot annehmen'
 * and 'Ablehnen', after accepting the deposit's bank details as text with the GiroCode beside
 * them, and 'Anfrage zurückziehen' until the deposit is in. Declining and withdrawing ask first.
 * Opening the page changes nothing (mail scanners open links).
 */
export default function InquiryPage() {
  const page = useLinkPage(hireText.notFound, (token) => openInquiry(token));
  const { shown, notice, setNotice, busy, send } = page;
  const [asked, setAsked] = useState<Step>();

  if (shown.kind !== 'open') return <NotOpen shown={shown} loading="Ihre Anfrage wird geladen…" />;
  const i = shown.value.inquiry;
  const answered = (outcome: Outcome<{ inquiry: InquiryView }>, done: string) => {
    setAsked(undefined);
    if (outcome.ok) {
      page.show({ inquiry: outcome.body.inquiry });
      setNotice({ kind: 'done', text: done });
    } else setNotice({ kind: 'error', text: outcome.error });
  };
  const canWithdraw =
    i.status === 'neu' || i.status === 'angebot' || (i.status === 'angenommen' && !i.payment?.receivedOn);

  return (
    <div className="mb hire-inquiry">
      {notice && <NoticeLine notice={notice} noticeRef={page.noticeRef} />}
      <dl className="mb-facts">
        <dt>Stand</dt>
        <dd>
          <strong>{hireStatusLabel[i.status]}</strong>
        </dd>
        <dt>Raum</dt>
        <dd>{i.space}</dd>
        <dt>Datum</dt>
        <dd>{longGermanDate(i.date)}</dd>
        <dt>Uhrzeit</dt>
        <dd>{timeSpan(i.startTime, i.endTime)}</dd>
        <dt>Gäste</dt>
        <dd>{i.guestCount}</dd>
      </dl>
      {i.offer && (
        <section aria-labelledby="hire-offer-title" className="hire-offer">
          <h2 id="hire-offer-title">Ihr Angebot</h2>
          <table className="hire-offer__lines">
            <thead>
              <tr>
                <th scope="col">Position</th>
                <th scope="col">Menge</th>
                <th scope="col">Einzelpreis</th>
                <th scope="col">Summe</th>
              </tr>
            </thead>
            <tbody>
              {i.offer.items.map((line, n) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: an offer's lines are fixed once sent; labels may repeat.
                <tr key={n}>
                  <td>{line.label}</td>
                  <td>{line.quantity}</td>
                  <td>{formatEuro(line.unitPriceCents)}</td>
                  <td>{formatEuro(line.totalCents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  Gesamt
                </th>
                <td>{formatEuro(i.offer.totalCents)}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={3}>
                  Anzahlung
                </th>
                <td>{formatEuro(i.offer.depositCents)}</td>
              </tr>
            </tfoot>
          </table>
          {i.status === 'angebot' && <p>{hireText.validUntil(shortGermanDate(i.offer.validUntil))}</p>}
        </section>
      )}
      {i.payment && <Payment payment={i.payment} />}
      {asked ? (
        <div className="mb-actions">
          <p className="mb-note">{asking[asked].question}</p>
          <button
            type="button"
            className="bk-button bk-primary"
            // biome-ignore lint/a11y/noAutofocus: the question was just asked; its answer takes the focus.
            autoFocus
            disabled={busy}
            onClick={async () =>
              answered(
                await send(asking[asked].run),
                asked === 'decline' ? 'Sie haben das Angebot abgelehnt.' : 'Ihre Anfrage ist zurückgezogen.',
              )
            }
          >
            {asking[asked].yes}
          </button>
          <button type="button" className="bk-button bk-secondary" onClick={() => setAsked(undefined)}>
            Abbrechen
          </button>
        </div>
      ) : (
        <div className="mb-actions">
          {i.status === 'angebot' && (
            <>
              <button
                type="button"
                className="bk-button bk-primary"
                disabled={busy}
                onClick={async () =>
                  answered(
                    await send(acceptOffer),
                    'Vielen Dank! Der Abend ist für Sie reserviert. Bitte überweisen Sie die Anzahlung.',
                  )
                }
              >
                {hireText.accept}
              </button>
              <button type="button" className="bk-button bk-secondary" onClick={() => setAsked('decline')}>
                {hireText.decline}
              </button>
            </>
          )}
          {canWithdraw && (
            <button type="button" className="bk-button bk-secondary" onClick={() => setAsked('withdraw')}>
              {hireText.withdraw}
            </button>
          )}
        </div>
      )}
      <p>
        <a href="/mietmoeglichkeiten">Zu den Mietmöglichkeiten</a>
      </p>
    </div>
  );
}

/** The deposit's bank details as text, the GiroCode beside them while it is open. */
function Payment({ payment }: { payment: NonNullable<InquiryView['payment']> }) {
  return (
    <section aria-labelledby="hire-payment-title" className="hire-payment">
      <h2 id="hire-payment-title">Anzahlung</h2>
      {payment.receivedOn ? (
        <p>
          Ihre Anzahlung von {formatEuro(payment.amountCents)} ist am {shortGermanDate(payment.receivedOn)} eingegangen.
          Vielen Dank!
        </p>
      ) : (
        <div className="hire-payment__body">
          <dl className="mb-facts">
            <dt>{hireText.accountHolder}</dt>
            <dd>{payment.accountHolder}</dd>
            <dt>{hireText.iban}</dt>
            <dd>{payment.iban}</dd>
            {payment.bic && (
              <>
                <dt>{hireText.bic}</dt>
                <dd>{payment.bic}</dd>
              </>
            )}
            <dt>{hireText.amount}</dt>
            <dd>{formatEuro(payment.amountCents)}</dd>
            <dt>{hireText.reference}</dt>
            <dd>{payment.reference}</dd>
            <dt>Fällig am</dt>
            <dd>{shortGermanDate(payment.dueOn)}</dd>
          </dl>
          {payment.epc && (
            <img
              className="hire-payment__code"
              src={`data:image/svg+xml;utf8,${encodeURIComponent(girocodeSvg(payment.epc))}`}
              alt={hireText.girocode}
              width={220}
              height={220}
            />
          )}
        </div>
      )}
    </section>
  );
}
