import { useState } from 'react';
import { guestsLabel } from '../../../../src/domain/booking/guests';
import { tablesLabel } from '../../../../src/domain/booking/tables';
import { berlinClock } from '../../../../src/domain/calendar';
import {
  type HeldTable,
  heldTables,
  type StaffWaitlistEntry,
  waitingCount,
  waitlistStatusLabel,
} from '../../../../src/domain/waitlist/waitlist';
import { client, request } from '../../../shared/api/client';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { useLiveData } from '../../session/useLiveData';
import { useStaffWrite } from '../../session/useStaffWrite';
import { MailProblemBadge } from '../MailProblemBadge';
import { ReaddressButton } from '../ReaddressButton';
import { EntryDialog } from './EntryDialog';
import { OfferDialog } from './OfferDialog';

type Open = { kind: 'phone' | 'door' } | { kind: 'offer' | 'remove'; entry: StaffWaitlistEntry } | undefined;

/** 'wartet', 'Angebot bis 18:30 (Tisch 5, 20:00)', 'gebucht', 'abgelaufen', 'abgesagt'. */
export function statusText(e: StaffWaitlistEntry): string {
  if (e.status !== 'offered' || !e.offer) return waitlistStatusLabel[e.status];
  const until = e.offer.expiresAt ? ` bis ${berlinClock(new Date(e.offer.expiresAt))}` : '';
  return `Angebot${until} (Tisch ${tablesLabel(e.offer.tableIds)}, ${e.offer.startTime} Uhr)`;
}

/**
 * 'Warteliste' in the day view (docs/booking.md#the-waitlist): the day's entries in the order they
 * joined with party, window, joined at and state, live; staff add a party that called or one at the
 * door ('Heute warten'), offer a chosen table, take an offer the guest accepted on the phone, and
 * remove entries.
 */
export function WaitlistSection({
  date,
  today,
  tables,
  onHeld,
}: {
  date: string;
  today: string;
  tables: { id: number; capacity: number; areaName: string }[];
  /** The tables held for open offers, for the plan of the night. */
  onHeld: (held: HeldTable[], waiting: number) => void;
}) {
  const [open, setOpen] = useState<Open>();
  const { busy, run } = useStaffWrite();
  const { data: entries, reload } = useLiveData(
    '/api/admin/waitlist/events',
    async (day) => {
      const { entries: loaded } = await request(client.api.admin.waitlist.$get({ query: { date: day } }));
      onHeld(heldTables(loaded), waitingCount(loaded));
      return loaded;
    },
    [],
    date,
  );

  async function act(work: () => Promise<unknown>, done: string) {
    if (!(await run(work, done))) return;
    setOpen(undefined);
    await reload();
  }

  const route = client.api.admin.waitlist[':id'];
  const waiting = waitingCount(entries ?? []);

  return (
    <section className="staff-card staff-waitlist" aria-labelledby="staff-waitlist-heading">
      <div className="staff-daylist__head">
        <h2 id="staff-waitlist-heading" tabIndex={-1}>
          Warteliste
        </h2>
        <p className="staff-waitlist__count">
          Wartend: <strong>{waiting}</strong>
        </p>
      </div>
      <div className="staff-waitlist__actions staff-no-print">
        {date === today && (
          <button
            type="button"
            className="staff-button staff-button--primary"
            onClick={() => setOpen({ kind: 'door' })}
          >
            Heute warten
          </button>
        )}
        <button type="button" className="staff-button staff-button--light" onClick={() => setOpen({ kind: 'phone' })}>
          Eintrag per Telefon
        </button>
      </div>
      {entries === undefined ? (
        <p className="staff-muted">Lade Warteliste...</p>
      ) : entries.length === 0 ? (
        <p className="staff-muted">Niemand wartet an diesem Tag.</p>
      ) : (
        <ul className="staff-waitlist__list">
          {entries.map((e) => (
            <li key={e.id} className="staff-waitlist__entry">
              <div>
                <p className="staff-res__name">
                  {e.customerName} <span className="staff-res__guests">{guestsLabel(e.guestCount)}</span>{' '}
                  <span className={`staff-badge staff-badge--wait-${e.status}`}>{statusText(e)}</span>
                </p>
                <p className="staff-muted staff-small">
                  {e.from}–{e.until} Uhr · eingetragen {berlinClock(new Date(e.createdAt))} Uhr
                  {e.customerPhone && ` · ${e.customerPhone}`}
                  {e.customerEmail && ` · ${e.customerEmail}`}
                  {e.customerEmail && <MailProblemBadge problem={e.mailProblem} />}
                </p>
                {e.customerEmail && (
                  <ReaddressButton
                    problem={e.mailProblem}
                    email={e.customerEmail}
                    who={e.customerName}
                    send={(email) => request(route.email.$post({ param: { id: e.id }, json: { email } }))}
                    onDone={() => void reload()}
                  />
                )}
              </div>
              <div className="staff-res__actions">
                {(e.status === 'waiting' || e.status === 'offered') && (
                  <button
                    type="button"
                    className="staff-button staff-button--light"
                    disabled={busy}
                    onClick={() => setOpen({ kind: 'offer', entry: e })}
                    aria-label={`Tisch anbieten: ${e.customerName}`}
                  >
                    Tisch anbieten
                  </button>
                )}
                {e.status === 'offered' && (
                  <button
                    type="button"
                    className="staff-button staff-button--primary"
                    disabled={busy}
                    onClick={() =>
                      act(() => request(route.take.$post({ param: { id: e.id } })), 'Tisch für den Gast gebucht')
                    }
                    aria-label={`Zugesagt, Tisch buchen: ${e.customerName}`}
                  >
                    Zugesagt
                  </button>
                )}
                <button
                  type="button"
                  className="staff-button staff-button--danger"
                  disabled={busy}
                  onClick={() => setOpen({ kind: 'remove', entry: e })}
                  aria-label={`Entfernen: ${e.customerName}`}
                >
                  Entfernen
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {(open?.kind === 'phone' || open?.kind === 'door') && (
        <EntryDialog
          date={date}
          atTheDoor={open.kind === 'door'}
          saving={busy}
          onSave={(json) => act(() => request(client.api.admin.waitlist.$post({ json })), 'Auf die Warteliste gesetzt')}
          onClose={() => setOpen(undefined)}
        />
      )}
      {open?.kind === 'offer' && (
        <OfferDialog
          entry={open.entry}
          tables={tables}
          saving={busy}
          onSave={(json) =>
            act(() => request(route.offer.$post({ param: { id: open.entry.id }, json })), 'Tisch angeboten')
          }
          onClose={() => setOpen(undefined)}
        />
      )}
      {open?.kind === 'remove' && (
        <ConfirmDialog
          title="Von der Warteliste entfernen?"
          text={`${open.entry.customerName} wird von der Warteliste entfernt; ein gehaltener Tisch wird frei.`}
          confirmLabel="Entfernen"
          onConfirm={() =>
            act(() => request(route.$delete({ param: { id: open.entry.id } })), 'Von der Warteliste entfernt')
          }
          onCancel={() => setOpen(undefined)}
        />
      )}
    </section>
  );
}
