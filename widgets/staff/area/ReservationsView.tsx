import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { berlinDay, longGermanDate } from '../../../src/domain/calendar';
import { eveningFigures } from '../../../src/domain/figures/evening';
import { hireHold } from '../../../src/domain/staff-reservations/night';
import {
  type AdminReservation,
  bySlot,
  confirmationStats,
  dayStats,
  isUnconfirmed,
  reservationText,
} from '../../../src/domain/staff-reservations/reservations';
import type { Attendance } from '../../../src/domain/staff-reservations/staff-booking';
import type { HeldTable } from '../../../src/domain/waitlist/waitlist';
import { client, request } from '../../shared/api/client';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { Icon } from '../../shared/icons';
import type { SessionInfo } from '../session/session';
import { useLiveData } from '../session/useLiveData';
import { useStaffWrite } from '../session/useStaffWrite';
import { BookingDialog } from './booking/BookingDialog';
import { useDeployedPlan } from './booking/useTables';
import { WalkInDialog } from './booking/WalkInDialog';
import { DayStatsCards } from './DayStatsCards';
import { NightView } from './night/NightView';
import { QuizSection } from './quiz/QuizSection';
import { ReservationDetails } from './ReservationDetails';
import { ReservationRow } from './ReservationRow';
import { SettingsDialog } from './SettingsDialog';
import { WaitlistSection } from './waitlist/WaitlistSection';
import './reservations.css';
import { DayStepper } from '../../shared/DayStepper';
import { EveningHires } from '../hire/EveningHires';
import { hireSheetHref } from '../hire/requests';
import { useEveningHires } from '../hire/useEveningHires';
import { LoadedList } from '../session/LoadedList';

const PlanEditorOverlay = lazy(() => import('../../plan-editor/PlanEditorOverlay'));

type Dialog =
  | { kind: 'details' | 'cancel' | 'delete' | 'change'; reservation: AdminReservation }
  | { kind: 'settings' | 'editor' | 'walk-in' }
  | { kind: 'new'; tableId?: number; startTime?: string }
  | undefined;

/** The confirmations before cancelling and deleting a reservation (docs/routes.md). */
const confirmations = {
  cancel: {
    title: 'Reservierung stornieren?',
    text: 'Der Kunde wird per E-Mail über die Stornierung informiert.',
    confirmLabel: 'Stornieren',
  },
  delete: {
    title: 'Reservierung löschen?',
    text: 'Diese Aktion kann nicht rückgängig gemacht werden.',
    confirmLabel: 'Löschen',
  },
};

/** `/admin/reservierungen`: 'Reservierungs-Management' for one day, live (docs/routes.md#staff-pages "Admin reservations"). */
export default function ReservationsView({ session, onLogout }: { session: SessionInfo; onLogout: () => void }) {
  // The owner's tools (docs/roles.md#roles); the API and the database refuse them to others too.
  const owner = session.staff.role === 'admin';
  const today = berlinDay(new Date());
  const [date, setDate] = useState(today);
  const [dialog, setDialog] = useState<Dialog>();
  const { busy, run } = useStaffWrite();
  const [onlyUnconfirmed, setOnlyUnconfirmed] = useState(false);
  // Tables held for the waitlist's open offers, drawn on the plan of the night.
  const [held, setHeld] = useState<HeldTable[]>([]);
  const [waiting, setWaiting] = useState(0);
  const onWaitlist = useCallback((tables: HeldTable[], count: number) => {
    setHeld(tables);
    setWaiting(count);
  }, []);
  const hires = useEveningHires(date);
  const dateId = useId();
  const deployed = useDeployedPlan();
  const tables = deployed?.tables;

  const { data: list, reload } = useLiveData(
    '/api/admin/reservations/events',
    async (day) => bySlot((await request(client.api.admin.reservations.$get({ query: { date: day } }))).reservations),
    [],
    date,
  );

  /** Marks attendance or the confirmation; a confirmation says so. */
  async function mark(reservation: AdminReservation, json: { attendance: Attendance | null } | { confirmed: boolean }) {
    const param = { id: reservation.id };
    const said = 'confirmed' in json ? (answer: { message: string }) => answer.message : undefined;
    if (await run(() => request(client.api.admin.reservations[':id'].$patch({ param, json })), said)) await reload();
  }
  const saved = () => {
    setDialog(undefined);
    void reload();
  };

  async function act(kind: 'cancel' | 'delete', reservation: AdminReservation) {
    setDialog(undefined);
    const route = client.api.admin.reservations[':id'];
    const param = { id: reservation.id };
    const cancel = kind === 'cancel';
    const work = (): Promise<unknown> =>
      cancel ? request(route.cancel.$post({ param })) : request(route.$delete({ param }));
    const done = cancel ? reservationText.cancelled : reservationText.deleted;
    if (await run(work, done, cancel ? reservationText.cancelFailed : reservationText.deleteFailed)) await reload();
  }

  const stats = dayStats(list ?? []);
  const shownList = list && onlyUnconfirmed ? list.filter(isUnconfirmed) : list;
  // The details show the booking as the list has it now (a guest's confirmation arrives live).
  // A booking deleted meanwhile (another device, live) closes its details.
  const detailed = dialog?.kind === 'details' ? list?.find((r) => r.id === dialog.reservation.id) : undefined;
  const longDate = longGermanDate(date);

  const confirming =
    dialog?.kind === 'cancel' || dialog?.kind === 'delete'
      ? { kind: dialog.kind, reservation: dialog.reservation }
      : undefined;
  return (
    <div className="staff-page staff-reservations">
      <button type="button" className="staff-button staff-button--danger staff-fixed-logout" onClick={onLogout}>
        Abmelden
      </button>
      <main className="staff-main">
        <div className="staff-no-print">
          <a className="staff-button staff-button--light" href="/admin">
            <Icon name="arrowLeft" size={18} /> Zurück zum Menü
          </a>
        </div>
        <header className="staff-title staff-res-header">
          <div>
            <h1>Reservierungs-Management</h1>
            <p className="staff-muted">Verwalten Sie alle Tischreservierungen</p>
            <p className="staff-muted staff-small staff-no-print">
              Angemeldet als <strong>{session.staff.email}</strong>
            </p>
          </div>
          <div className="staff-res-header__actions staff-no-print">
            <button
              type="button"
              className="staff-button staff-button--primary"
              disabled={!tables}
              onClick={() => setDialog({ kind: 'new' })}
            >
              <Icon name="plus" size={18} /> Neue Reservierung
            </button>
            <button
              type="button"
              className="staff-button staff-button--primary"
              disabled={!tables}
              onClick={() => setDialog({ kind: 'walk-in' })}
            >
              <Icon name="walk" size={18} /> Walk-in
            </button>
            {owner && (
              <>
                <button
                  type="button"
                  className="staff-button staff-button--light"
                  onClick={() => setDialog({ kind: 'settings' })}
                >
                  <Icon name="settings" size={18} /> Einstellungen
                </button>
                <button
                  type="button"
                  className="staff-button staff-button--primary"
                  onClick={() => setDialog({ kind: 'editor' })}
                >
                  <Icon name="map" size={18} /> Tischplan-Editor
                </button>
              </>
            )}
            <button type="button" className="staff-button staff-button--light" onClick={() => window.print()}>
              <Icon name="print" size={18} /> Tagesliste drucken
            </button>
          </div>
        </header>

        <DayStatsCards
          stats={stats}
          confirmation={confirmationStats(list ?? [])}
          waiting={waiting}
          evening={eveningFigures(list ?? [])}
        />

        <div className="staff-card staff-datenav staff-no-print">
          <label htmlFor={dateId} className="staff-visually-hidden">
            Datum
          </label>
          <DayStepper
            id={dateId}
            date={date}
            today={today}
            buttonClassName="staff-button staff-button--light"
            onChange={setDate}
          />
          {date !== today && (
            <button type="button" className="staff-button staff-button--ghost" onClick={() => setDate(today)}>
              Heute
            </button>
          )}
        </div>

        <section
          className="staff-card staff-daylist"
          aria-labelledby="staff-daylist-heading"
          aria-busy={list === undefined}
        >
          <div className="staff-daylist__head">
            <h2 id="staff-daylist-heading">Reservierungen für {longDate}</h2>
            <label className="staff-check staff-no-print">
              <input type="checkbox" checked={onlyUnconfirmed} onChange={(e) => setOnlyUnconfirmed(e.target.checked)} />{' '}
              {reservationText.onlyUnconfirmed}
            </label>
          </div>
          <LoadedList
            items={shownList}
            loading="Lade Reservierungen..."
            empty={onlyUnconfirmed && list?.length ? reservationText.noneUnconfirmed : reservationText.empty}
            className="staff-res-list"
          >
            {(r) => (
              <ReservationRow
                key={r.id}
                reservation={r}
                busy={busy}
                canDelete={owner}
                onAction={(kind) => setDialog({ kind, reservation: r })}
                onAttendance={(attendance) => mark(r, { attendance })}
                onReaddress={(email) =>
                  request(client.api.admin.reservations[':id'].email.$post({ param: { id: r.id }, json: { email } }))
                }
                onReaddressed={() => void reload()}
              />
            )}
          </LoadedList>
        </section>
        <EveningHires hires={hires} />
        <QuizSection date={date} tables={tables ?? []} />
        {tables && <WaitlistSection date={date} today={today} tables={tables} onHeld={onWaitlist} />}
        {deployed?.plan && list && (
          <NightView
            date={date}
            plan={deployed.plan}
            bookings={[...list, ...held, ...hires.map(hireHold)]}
            onSelect={(booking) => {
              if ('hire' in booking) window.location.assign(hireSheetHref(booking.hire.id));
              else if ('held' in booking) document.getElementById('staff-waitlist-heading')?.focus();
              else setDialog({ kind: 'details', reservation: booking });
            }}
            onNew={({ tableId, startTime }) => setDialog({ kind: 'new', tableId, startTime })}
          />
        )}
      </main>

      {detailed && (
        <ReservationDetails
          reservation={detailed}
          busy={busy}
          onConfirmed={(confirmed) => mark(detailed, { confirmed })}
          onClose={() => setDialog(undefined)}
        />
      )}
      {confirming && (
        <ConfirmDialog
          {...confirmations[confirming.kind]}
          onConfirm={() => act(confirming.kind, confirming.reservation)}
          onCancel={() => setDialog(undefined)}
        />
      )}
      {tables && (dialog?.kind === 'new' || dialog?.kind === 'change') && (
        <BookingDialog
          tables={tables}
          existing={dialog.kind === 'change' ? dialog.reservation : undefined}
          start={{ date, ...(dialog.kind === 'new' && dialog.startTime && { startTime: dialog.startTime }) }}
          startTables={dialog.kind === 'new' && dialog.tableId ? [dialog.tableId] : []}
          onSaved={saved}
          onClose={() => setDialog(undefined)}
        />
      )}
      {tables && dialog?.kind === 'walk-in' && (
        <WalkInDialog tables={tables} onSaved={saved} onClose={() => setDialog(undefined)} />
      )}
      {dialog?.kind === 'settings' && <SettingsDialog onClose={() => setDialog(undefined)} />}
      {dialog?.kind === 'editor' && (
        <Suspense fallback={<div className="staff-loading">Lade Tischplan-Editor...</div>}>
          <PlanEditorOverlay onClose={() => setDialog(undefined)} />
        </Suspense>
      )}
    </div>
  );
}
