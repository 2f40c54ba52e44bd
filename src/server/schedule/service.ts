import {
  type AffectedReservation,
  type AffectedView,
  type ChangeOutcome,
  type DayException,
  newlyStranded,
  type OpeningHours,
  resolveDay,
  type Schedule,
} from '../../domain/schedule';
import { type ConfirmChoice, scheduleText } from '../../domain/schedule/schemas';
import type { ApiDeps } from '../deps';
import type { Tx } from '../request-db';
import { cancelWithMail, upcomingReservations } from '../staff-reservations/queries';
import { lockSchedule, readExceptions, readWeek, readWeekSettings } from './queries';

/** The week, its exceptions and the settings' opening window: everything a day's rule depends on. */
export interface WeekState {
  schedule: Schedule;
  hours: OpeningHours;
}

export type ImpactResult<T> = { status: 409; affected: AffectedView[] } | ({ status: 200; result: T } & ChangeOutcome);

const view = (r: AffectedReservation): AffectedView => ({
  id: r.id,
  date: r.date,
  startTime: r.startTime,
  tableIds: r.tableIds,
  customerName: r.customerName,
});

/**
 * A change of the week (docs/booking.md#bookable-days) under the schedule lock: `propose` turns the
 * current state into the changed one, and the future reservations it would strand decide. With
 * some and no `confirm` nothing is written (409); otherwise `write` runs, and with `cancel` each
 * stranded reservation is deleted with the cancellation mail to its guest, in this transaction.
 */
export async function changeWithImpact<T>(
  tx: Tx,
  now: Date,
  confirm: ConfirmChoice | undefined,
  propose: (current: WeekState) => WeekState,
  write: () => Promise<T>,
): Promise<ImpactResult<T>> {
  await lockSchedule(tx);
  const reservations: AffectedReservation[] = await upcomingReservations(tx, now, 'start');
  const current = await readState(tx, reservations);
  const proposed = propose(current);
  const affected = newlyStranded(
    reservations,
    (date) => resolveDay(date, current.schedule, current.hours),
    (date) => resolveDay(date, proposed.schedule, proposed.hours),
  );
  if (affected.length > 0 && !confirm) return { status: 409, affected: affected.map(view) };
  const result = await write();
  const cancelled: AffectedView[] = [];
  if (confirm === 'cancel') {
    for (const r of affected) if (await cancelWithMail(tx, r.id)) cancelled.push(view(r));
  }
  return { status: 200, result, cancelled, kept: confirm === 'cancel' ? [] : affected.map(view) };
}

async function readState(tx: Tx, reservations: readonly AffectedReservation[]): Promise<WeekState> {
  const settings = await readWeekSettings(tx);
  const first = reservations.map((r) => r.date).sort()[0];
  return {
    schedule: { days: await readWeek(tx), exceptions: first ? await readExceptions(tx, first) : [] },
    hours: { openTime: settings.openTime, closeTime: settings.closeTime },
  };
}

/** The proposal that replaces the exception of `date` by `exception`, or removes it when absent. */
export function withException(date: string, exception?: DayException) {
  return (current: WeekState): WeekState => ({
    ...current,
    schedule: {
      ...current.schedule,
      exceptions: [...current.schedule.exceptions.filter((e) => e.date !== date), ...(exception ? [exception] : [])],
    },
  });
}

/** The 409 body of a change that would strand reservations. */
export function affectedAnswer(affected: AffectedView[]) {
  return { error: scheduleText.affected, affected };
}

/** Cancellation mails were queued: the dispatcher need not wait for its next poll. */
export function kickIfCancelled(deps: Pick<ApiDeps, 'outbox'>, outcome: ImpactResult<unknown>): void {
  if (outcome.status === 200 && outcome.cancelled.length > 0) deps.outbox?.kick();
}
