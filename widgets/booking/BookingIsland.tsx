import { lazy, useEffect, useMemo, useState } from 'react';
import { lastBookableDay } from '../../src/domain/booking/bookable-days';
import { messages } from '../../src/domain/booking/messages';
import { settingsBounds } from '../../src/domain/booking/rules';
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
import { Selection } from './Selection';
import { Legend, TableList } from './TableList';
import { areaTables, tableRange, withoutBooking } from './table-states';
import { useBookingDay } from './useBookingDay';
import { usePick } from './usePick';
import { type ChangeOf, useSubmit } from './useSubmit';
import './booking.css';
import './booking-popup.css';

// The plan is drawn when it comes near the viewport (on a phone the table list comes first), so the
// first screen never waits for it.
const BookingPlan = lazy(() => import('./BookingPlan'));
// The team sign-up loads on a team night only (docs/routes.md#public-pages).
const loadTeamSignup = () => import('../quiz/TeamSignup');
const TeamSignup = lazy(() => loadTeamSignup().then((m) => ({ default: m.TeamSignup })));

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
  const show = useToast();
  const { near: drawPlan, ref: canvasWrap } = useNearViewport();

  // A quiz link asks for the team sign-up: it loads beside the day, not after it.
  useEffect(() => {
    if (!change && new URLSearchParams(location.search).has('quiz')) preload(loadTeamSignup)();
  }, [change]);

  const current = withoutBooking(availability?.date === date ? availability : undefined, own);
  const sending = useSubmit(change, () => pick.clear(), reload);
  const pick = usePick(current, sending.clearErrors);
  const { selected, keepOwn, popupOpen, stateOf } = pick;
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

  const changeDate = (next: string) => {
    pick.clear();
    setDate(next);
  };
  const changeArea = (next: string) => {
    pick.clear();
    setArea(next);
  };

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
          {/* Until the first plan and day are in, the layout keeps its room (booking.css and its parts): nothing shifts. */}
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
                        onTableClick={pick.pick}
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
                  onOpen={pick.open}
                  onClear={pick.clear}
                  onKeepCombined={pick.keepCombined}
                />
              )}
              {plan && !empty && !blocked && (
                <TableList
                  areaName={plan.areas[area]?.name ?? area}
                  tables={tables}
                  availability={current}
                  stateOf={stateOf}
                  onSelect={pick.pick}
                />
              )}
              {/* Below the table list, so only with it: alone, it would be pushed down when the plan comes. */}
              {!change && plan && current?.status === 'open' && (
                <WaitlistBox date={date} rules={current.rules} onDone={show} />
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
          submitting={sending.submitting}
          serverErrors={sending.serverErrors}
          formError={sending.formError}
          onSubmit={(input) => sending.submit(input, keepOwn)}
          onCancel={pick.close}
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
