import { dayStatus, lastBookableDay, outOfReach } from '../../domain/booking/bookable-days';
import { findConflict } from '../../domain/booking/conflicts';
import { messages } from '../../domain/booking/messages';
import { rulesForDay } from '../../domain/booking/rules';
import type { Availability, BookingRequest, ReservationView } from '../../domain/booking/schemas';
import { checkBooking, tableTakenMessage } from '../../domain/booking/validate-booking';
import { addDays, berlinDay, toBerlinIso } from '../../domain/calendar';
import type { Closure } from '../../domain/events/closures';
import {
  bookableDaysSentence,
  nextBookableDay,
  otherDaysSentence,
  resolveDay,
  weekHoursText,
} from '../../domain/schedule';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import type { GuestBooking } from '../mail/payload';
import { anonymous, asRole } from '../request-db';
import { blockedRanges, findDeployedTable, insertReservation, loadRules, loadSchedule } from './queries';
import { bookingRefusal } from './refusals';

type Deps = Pick<ApiDeps, 'db' | 'now' | 'outbox' | 'availability'>;

/**
 * The day's state and the times each table is taken; nothing personal. Kept while nothing changes.
 * A day answered without the database (`outOfReach`: older than two days, after the longest
 * horizon) takes the rules from today's answer: it costs no query and no entry of its own, however
 * many such dates are asked for.
 */
export async function getAvailability(deps: Deps, date: string): Promise<Availability> {
  const today = berlinDay(deps.now());
  const status = outOfReach(date, today);
  if (!status) return cachedAvailability(deps, date);
  const fromToday = await cachedAvailability(deps, today);
  return {
    ...fromToday,
    date,
    status,
    reason: null,
    whatsapp: false,
    teamNight: false,
    nextBookable: status === 'beyond' ? null : fromToday.status === 'open' ? today : fromToday.nextBookable,
    tables: [],
  };
}

function cachedAvailability(deps: Deps, date: string): Promise<Availability> {
  return deps.availability
    ? deps.availability.get(date, () => loadAvailability(deps, date))
    : loadAvailability(deps, date);
}

function loadAvailability({ db, now }: Deps, date: string): Promise<Availability> {
  return asRole(db, anonymous, async (tx) => {
    const rules = await loadRules(tx);
    const today = berlinDay(now());
    const last = lastBookableDay(today, rules.bookingHorizonDays);
    const schedule = await loadSchedule(tx, date, last > date ? last : date);
    const day = resolveDay(date, schedule, rules);
    const status = dayStatus(day, today, rules.bookingHorizonDays);
    const tables = new Map<number, Availability['tables'][number]>();
    for (const r of status === 'open' || status === 'past' ? await blockedRanges(tx, date) : []) {
      const entry = tables.get(r.table_id) ?? { tableId: r.table_id, blocked: [] };
      entry.blocked.push({
        start: toBerlinIso(r.starts_at),
        end: toBerlinIso(r.ends_at),
        bufferStart: toBerlinIso(r.buffer_start),
        bufferEnd: toBerlinIso(r.buffer_end),
      });
      tables.set(r.table_id, entry);
    }
    return {
      date,
      today,
      status,
      reason: day.reason,
      whatsapp: day.whatsapp,
      teamNight: day.teams !== null,
      nextBookable: nextBookableDay(date < today ? addDays(today, -1) : date, last, schedule, rules),
      hours: weekHoursText(schedule.days, rules),
      rules: rulesForDay(rules, day),
      tables: [...tables.values()],
    };
  });
}

/**
 * Books a table for a guest (docs/booking.md#validation-order): the rules, then the buffer check and the insert in one
 * transaction; the database's exclusion constraint settles races. The two mails are queued in the
 * same transaction and the dispatcher is kicked after the commit; mail never fails a booking.
 */
export async function bookTable(deps: Deps, input: BookingRequest): Promise<ReservationView> {
  const now = deps.now();
  let stored: GuestBooking;
  try {
    stored = await asRole(deps.db, anonymous, async (tx) => {
      const rules = await loadRules(tx);
      const table = await findDeployedTable(tx, input.tableId);
      const schedule = await loadSchedule(tx, input.date, input.date);
      const check = checkBooking(input, { rules, now, schedule, table });
      if (!check.ok) {
        throw new ApiError(422, Object.values(check.fieldErrors)[0] ?? messages.bookingFailed, check.fieldErrors);
      }
      const taken = (await blockedRanges(tx, input.date))
        .filter((r) => r.table_id === input.tableId)
        .map((r) => ({ start: r.starts_at, end: r.ends_at }));
      const conflict = findConflict({ start: check.startsAt, end: check.endsAt }, taken, rules.bufferTime);
      if (conflict) throw new ApiError(409, tableTakenMessage(input.tableId, conflict));
      return insertReservation(tx, input);
    });
  } catch (error) {
    throw bookingRefusal(error, input);
  }
  // The guest reads the day again at once; the database's notice may come a moment later.
  deps.availability?.invalidate(input.date);
  deps.outbox?.kick();
  return view(stored);
}

function view(r: GuestBooking): ReservationView {
  const iso = (t: string) => toBerlinIso(new Date(t));
  return {
    id: r.id,
    date: r.date,
    startTime: r.startTime,
    timeSlot: r.startTime,
    endTime: r.endTime,
    startsAt: iso(r.startsAt),
    endsAt: iso(r.endsAt),
    bufferStart: iso(r.bufferStart),
    bufferEnd: iso(r.bufferEnd),
    tableId: r.tableId,
    tableCapacity: r.tableCapacity,
    guestCount: r.guestCount,
    customerName: r.customerName,
    customerEmail: r.customerEmail,
    customerPhone: r.customerPhone,
    specialRequests: r.specialRequests,
    status: 'active',
    createdAt: iso(r.createdAt),
  };
}

/**
 * What guests' pages say about the bookable days (`GET /api/booking-days`), from the week the owner
 * set now: 'Freitag bis Montag ab 19:30 Uhr', the short form 'Fr-Mo 19:30-00:00' and the other days
 * with their reasons ('Mittwoch: Ruhetag').
 */
export function bookingDays({ db, now }: Deps): Promise<{ sentence: string; hours: string; others: string }> {
  return asRole(db, anonymous, async (tx) => {
    const rules = await loadRules(tx);
    const today = berlinDay(now());
    const { days } = await loadSchedule(tx, today, today);
    return {
      sentence: bookableDaysSentence(days, rules),
      hours: weekHoursText(days, rules),
      others: otherDaysSentence(days),
    };
  });
}

/**
 * The days the owner closed from `from` to `to` (`GET /api/closures`), with the text guests read:
 * the public calendar shows them at once, without a rebuild.
 */
export function closures({ db }: Pick<Deps, 'db'>, from: string, to: string): Promise<Closure[]> {
  return asRole(db, anonymous, async (tx) => {
    const { exceptions } = await loadSchedule(tx, from, to);
    return exceptions.filter((e) => !e.bookable).map((e) => ({ date: e.date, reason: e.reason ?? null }));
  });
}
