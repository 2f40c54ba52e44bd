import { lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { lastBookableDay } from '../../src/domain/booking/bookable-days';
import type { MyReservation } from '../../src/domain/booking/manage';
import { messages } from '../../src/domain/booking/messages';
import { settingsBounds } from '../../src/domain/booking/rules';
import type { BookingRequestInput } from '../../src/domain/booking/schemas';
import { defaultEndTime } from '../../src/domain/booking/slots';
import { tablesLabel } from '../../src/domain/booking/tables';
import { areaIds } from '../../src/domain/plan/areas';
import { OnDemand, preload } from '../shared/OnDemand';
import { ToastList, ToastProvider, useToast } from '../shared/Toasts';
import { useNearViewport } from '../shared/useNearViewport';
import { WaitlistBox } from '../waitlist/WaitlistBox';
import { BlockedDay, type Contact } from './BlockedDay';
import { BookingPopup, preloadBookingForm } from './BookingPopup';
import { type AreaOption, AreaSwitch, DateNav } from './DateNav';
import { changeMyReservation, postBooking } from './requests';
import { Selection } from './Selection';
import { Legend, TableList } from './TableList';
import { areaTables, tableRange, tableState, withoutBooking } from './table-states';
import { useBookingDay } from './useBookingDay';
import './booking.css';
import './booking-popup.css';

// The plan is drawn when it comes near the viewport (on a phone the table list comes first), so the
// first screen never waits for it.
const BookingPlan = lazy(() => import('./BookingPlan'));
// The team sign-up loads on a team night only (docs/routes.md#public-pages).
const loadTeamSignup = () => import('../quiz/TeamSignup');
const TeamSignup = lazy(() => loadTeamSignup().then((m) => ({ default: m.TeamSignup })));

/** Changing a booking from the guest's own page (docs/booking.md#the-guests-own-booking). */
export interface ChangeOf {
  token: string;
  reservation: MyReservation;
  onChanged: (reservation: MyReservation, message: string) => void;
}

/**
 * The `/reservierung` island: date, area, floor plan, table list, popup form, toasts. With `change`
 * the same plan and table list choose a booking again: it starts on the booking's day, the guest's
 * own tables are free at their own times, and the form changes instead of booking.
 */
export default function BookingIsland(props: { contact: Contact; change?: ChangeOf }) {
  return (
    <ToastProvider classPrefix="bk" placed>
      <BookingPage {...props} />
    </ToastProvider>
  );
}

function BookingPage({ contact, change }: { contact: Contact; change?: ChangeOf }) {
  const own = change?.reservation;
  const { plan, today, date, setDate, availability, loadError, reload } = useBookingDay(own?.date);
  const [area, setArea] = useState<string>('unten');
  const [selected, setSelected] = useState<number>();
  // Changing a booking at tables staff combined: keep them (a guest picks one table otherwise).
  const [keepOwn, setKeepOwn] = useState(false);
  const [popupOpen, setPopupOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const show = useToast();
  const { near: drawPlan, ref: canvasWrap } = useNearViewport();

  // A quiz link asks for the team sign-up: it loads beside the day, not after it.
  useEffect(() => {
    if (!change && new URLSearchParams(location.search).has('quiz')) preload(loadTeamSignup)();
  }, [change]);

  // A link inside the popup (to the large-group box) leaves the form: close the popup with it.
  useEffect(() => {
    const close = () => setPopupOpen(false);
    window.addEventListener('hashchange', close);
    return () => window.removeEventListener('hashchange', close);
  }, []);

  const current = withoutBooking(availability?.date === date ? availability : undefined, own);
  const stateOf = useCallback((id: number) => tableState(id, current, selected), [current, selected]);
  const areas: AreaOption[] = useMemo(() => {
    const ids = Object.keys(plan?.areas ?? {}).sort(
      (a, b) => (areaIds.indexOf(a as never) + 1 || 99) - (areaIds.indexOf(b as never) + 1 || 99),
    );
    return ids.map((id) => ({
      id,
      name: plan?.areas[id]?.name ?? id,
      range: tableRange(areaTables(plan ?? undefined, id)),
    }));
  }, [plan]);
  const tables = areaTables(plan ?? undefined, area);
  const elements = plan?.areas[area]?.elements ?? [];
  const picked = tables.find((t) => t.id === selected);
  const selectedTable =
    keepOwn && own
      ? { id: own.tableIds[0] ?? 0, capacity: own.tableCapacity, label: tablesLabel(own.tableIds) }
      : picked && { ...picked, label: String(picked.id) };

  const clearSelection = () => {
    setSelected(undefined);
    setKeepOwn(false);
    setPopupOpen(false);
    setServerErrors({});
    setFormError(undefined);
  };
  const changeDate = (next: string) => {
    clearSelection();
    setDate(next);
  };
  const changeArea = (next: string) => {
    clearSelection();
    setArea(next);
  };
  const onTableClick = (id: number) => {
    const state = stateOf(id);
    if (state === 'selected') return clearSelection();
    if (state !== 'available') return;
    setServerErrors({});
    setFormError(undefined);
    setKeepOwn(false);
    setSelected(id);
    setPopupOpen(true);
  };
  // Keeping the combined tables is a choice of the popup only: closing it lets go of them.
  const closePopup = () => (keepOwn ? clearSelection() : setPopupOpen(false));

  async function submit(input: BookingRequestInput & { altcha: string }) {
    setSubmitting(true);
    setFormError(undefined);
    const outcome = change
      ? await changeMyReservation({
          token: change.token,
          date: input.date,
          startTime: input.startTime,
          endTime: input.endTime ?? undefined,
          guestCount: input.guestCount,
          tableIds: keepOwn && own ? own.tableIds : [input.tableId],
          altcha: input.altcha,
        })
      : await postBooking(input);
    setSubmitting(false);
    if (outcome.ok) {
      clearSelection();
      if (change && 'confirmedAt' in outcome.body.reservation) {
        change.onChanged(outcome.body.reservation, outcome.body.message);
      } else show('success', outcome.body.message);
    } else if (outcome.status === 409) {
      clearSelection();
      show('error', outcome.error);
    } else {
      const { tableIds, ...fieldErrors } = outcome.fieldErrors ?? {};
      setServerErrors(tableIds ? { ...fieldErrors, tableId: tableIds } : fieldErrors);
      setFormError(outcome.error);
      show('error', outcome.error);
    }
    reload();
  }

  const blocked = current && current.status !== 'open' ? current.status : undefined;
  const horizonDays = availability?.rules.bookingHorizonDays;
  // Until the week's rules arrive, the longest horizon staff can set bounds the date: never stricter
  // than the real one, and the date field keeps its width (Chromium sizes the year field by `max`).
  const last = today ? lastBookableDay(today, horizonDays ?? settingsBounds.bookingHorizonDays.max) : undefined;
  const empty = plan === null || (plan && elements.length === 0);
  return (
    <div className="bk">
      <div className="bk-toolbar">
        {date ? (
          <DateNav date={date} today={today} last={last} onChange={changeDate} />
        ) : (
          <p className="bk-loading">Lade Datum…</p>
        )}
        {areas.length > 0 && <AreaSwitch areas={areas} area={area} onChange={changeArea} />}
      </div>
      <p className="bk-hours">
        {availability &&
          (availability.hours
            ? `Online reservierbar: ${availability.hours} Uhr`
            : 'Zurzeit keine Online-Reservierung.')}
        {current?.status === 'open' && current.reason && <span className="bk-day-note"> · {current.reason}</span>}
      </p>
      <Legend />
      <p className="bk-status" aria-live="polite">
        {loadError
          ? 'Der Tischplan konnte nicht geladen werden. Bitte versuchen Sie es erneut.'
          : plan === undefined || (date && !current)
            ? 'Verfügbarkeit wird geladen…'
            : ''}
        {loadError && (
          <button type="button" className="bk-link-button" onClick={() => reload()}>
            Erneut laden
          </button>
        )}
      </p>
      {current?.teamNight && !change ? (
        <OnDemand loading={<p className="bk-loading">Lade Anmeldung…</p>}>
          <TeamSignup date={date} onDone={show} />
        </OnDemand>
      ) : (
        <>
          {/* Until the first plan and day are in, the layout keeps its room (booking.css): nothing shifts. */}
          <div
            className={`bk-layout${plan !== undefined && availability ? '' : ' bk-layout-loading'}`}
            onPointerDownCapture={preloadBookingForm}
            onFocusCapture={preloadBookingForm}
          >
            <div className={`bk-stage${blocked ? ' bk-stage-blocked' : ''}`}>
              {empty ? (
                <p className="bk-empty">{messages.emptyPlan}</p>
              ) : (
                // Watched once the plan and the day are in: before that the table list is missing above it.
                // The plan's proportions hold its room before it is drawn, so nothing below it moves.
                <div
                  className="bk-canvas-wrap"
                  aria-hidden="true"
                  ref={plan && current ? canvasWrap : undefined}
                  style={{ aspectRatio: `${plan?.settings.canvasWidth ?? 3} / ${plan?.settings.canvasHeight ?? 2}` }}
                >
                  {!(plan && drawPlan) && <div className="bk-canvas bk-canvas-loading" />}
                  {plan && drawPlan && (
                    <OnDemand loading={<div className="bk-canvas bk-canvas-loading" />}>
                      <BookingPlan
                        elements={elements}
                        settings={plan.settings}
                        stateOf={stateOf}
                        onTableClick={onTableClick}
                      />
                    </OnDemand>
                  )}
                </div>
              )}
              {blocked && current && (
                <BlockedDay
                  status={blocked}
                  reason={current.reason}
                  whatsapp={current.whatsapp}
                  contact={contact}
                  horizonDays={horizonDays}
                  nextBookable={current.nextBookable}
                  onGo={(to) => changeDate(to === 'today' ? today : (current.nextBookable ?? today))}
                />
              )}
            </div>
            <div className="bk-side">
              {!popupOpen && (
                <Selection
                  label={selectedTable?.label}
                  changing={change !== undefined}
                  combined={
                    own && own.tableIds.length > 1 && current?.status === 'open' ? tablesLabel(own.tableIds) : undefined
                  }
                  onOpen={() => setPopupOpen(true)}
                  onClear={clearSelection}
                  onKeepCombined={() => {
                    setSelected(undefined);
                    setKeepOwn(true);
                    setPopupOpen(true);
                  }}
                />
              )}
              {plan && !empty && !blocked && (
                <TableList
                  areaName={plan.areas[area]?.name ?? area}
                  tables={tables}
                  availability={current}
                  stateOf={stateOf}
                  onSelect={onTableClick}
                />
              )}
              {/* Below the table list, so only with it: alone, it would be pushed down when the plan comes. */}
              {!change && plan && current?.status === 'open' && (
                <WaitlistBox date={date} rules={current.rules} onDone={(kind, text) => show(kind, text)} />
              )}
            </div>
          </div>
        </>
      )}
      {!popupOpen && <ToastList />}
      {popupOpen && selectedTable && current && (
        <BookingPopup
          title={change ? `Reservierung ändern: Tisch ${selectedTable.label}` : `Tisch ${selectedTable.id} reservieren`}
          sub={`${selectedTable.capacity} Plätze · ${plan?.areas[area]?.name ?? ''}`}
          toasts={<ToastList />}
          date={date}
          table={{ id: selectedTable.id, capacity: selectedTable.capacity }}
          rules={current.rules}
          submitting={submitting}
          serverErrors={serverErrors}
          formError={formError}
          onSubmit={submit}
          onCancel={closePopup}
          {...(own && {
            change: {
              startTime: own.startTime,
              endTime: own.endTime === defaultEndTime(own.startTime, current.rules) ? '' : own.endTime,
              guestCount: own.guestCount,
            },
          })}
        />
      )}
    </div>
  );
}
