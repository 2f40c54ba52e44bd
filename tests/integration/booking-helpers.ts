import type { Api } from '../../src/server/app';
import type { AppDatabase } from '../../src/server/db/database';
import { solvedProof } from '../helpers/api';

/** The clock of the booking tests: Saturday 2026-11-21, 13:00 in Berlin. */
export const saturdayNoon = () => new Date('2026-11-21T12:00:00Z');

/** Empties what a booking test leaves behind: reservations, their mails, closed days. */
export async function clearBookings(db: AppDatabase) {
  await db.kysely.deleteFrom('reservations').execute();
  await db.kysely.deleteFrom('mail_outbox').execute();
  await db.kysely.deleteFrom('schedule_exceptions').execute();
}

let ipCounter = 0;

/** A different client address per call unless one is given (the booking route limits per IP). */
export function nextIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export const guest = {
  date: '2026-11-27', // a Friday
  startTime: '20:00',
  tableId: 5,
  guestCount: 3,
  customerName: 'Anna Gast',
  customerEmail: 'anna@example.org',
};

export function postJson(api: Api, path: string, body: unknown, ip = nextIp()) {
  return api.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
}

/** Books as the booking page does, with a solved proof of work unless `over` brings its own `altcha`. */
export async function book(api: Api, over: Record<string, unknown> = {}, ip?: string) {
  return postJson(api, '/api/reservations', { ...guest, altcha: await solvedProof(api), ...over }, ip);
}

/** The secret of a booking's confirmation mail, as the guest's link carries it. */
export async function confirmationToken(db: AppDatabase, reservationId: string): Promise<string> {
  const mail = await db.kysely
    .selectFrom('mail_outbox')
    .select('payload')
    .where('reservation_id', '=', reservationId)
    .where('kind', '=', 'reservation-confirmation')
    .executeTakeFirstOrThrow();
  return (mail.payload as { cancelToken: string }).cancelToken;
}
