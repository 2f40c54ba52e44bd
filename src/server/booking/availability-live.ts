import type { MiddlewareHandler } from 'hono';
import type { Availability } from '../../domain/booking/schemas';
import type { AppDatabase } from '../db/database';
import { dayOfReservationChange, liveEvents } from '../live/events';
import { AvailabilityCache } from './availability-cache';

/** How long an answer is kept at most: the day's state moves with the clock. */
export const availabilityCacheMs = 10_000;

/**
 * An availability cache that the database's announcements keep true: `reservations` drops the
 * day it names, `booking_rules` drops everything. Undefined when this database cannot listen
 * (then every request asks the database, as before). When the listening connection breaks (a
 * database restart), everything is dropped and listening starts again once the database answers;
 * what is kept in between lives at most `ttlMs` and is dropped again on success.
 */
export async function liveAvailabilityCache(
  db: AppDatabase,
  log: Pick<Console, 'warn'>,
  ttlMs = availabilityCacheMs,
  retryMs = 2000,
): Promise<AvailabilityCache<Availability> | undefined> {
  const cache = new AvailabilityCache<Availability>(ttlMs);
  const hub = liveEvents(db);
  const follow = (channel: string, onNotify: (payload: string) => void) => {
    const lost = () => {
      cache.invalidate();
      const retry = () =>
        hub.subscribe(channel, onNotify, lost).then(
          () => cache.invalidate(),
          () => setTimeout(retry, retryMs).unref(),
        );
      setTimeout(retry, retryMs).unref();
    };
    return hub.subscribe(channel, onNotify, lost);
  };
  try {
    await follow('reservations', (payload) => {
      const date = dayOfReservationChange(payload);
      if (date) cache.invalidate(date);
      else cache.invalidate();
    });
    await follow('booking_rules', () => cache.invalidate());
    return cache;
  } catch (error) {
    log.warn(`Availability is not cached: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/**
 * After a staff write (bookings, settings, week, exceptions, plan) drops every kept answer at
 * once, so the next read in this process never waits for the database's notice.
 */
export function dropAvailabilityAfterWrites(deps: {
  availability?: { invalidate(date?: string): void } | undefined;
}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') deps.availability?.invalidate();
  };
}
