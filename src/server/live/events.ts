import type { Context } from 'hono';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import { sessionState } from '../../domain/auth/session';
import { sessionTimes } from '../auth/queries';
import type { AppDatabase } from '../db/database';
import type { StaffEnv } from '../http/staff';

type Listener = { notify: (payload: string) => void; lost: () => void };

/**
 * Fans Postgres `NOTIFY` out to the open Server-Sent-Event streams: one `LISTEN` per channel for
 * the whole process, started with the first subscriber and stopped with the last. When the
 * database connection breaks, every subscriber hears `lost` (its stream ends, the browser
 * reconnects and fetches again) and the next subscriber listens anew.
 */
export class LiveEvents {
  readonly #channels = new Map<string, { listeners: Set<Listener>; stop: Promise<() => Promise<void>> }>();

  constructor(readonly db: AppDatabase) {}

  async subscribe(channel: string, notify: (payload: string) => void, lost: () => void = () => {}) {
    let entry = this.#channels.get(channel);
    if (!entry) {
      const listeners = new Set<Listener>();
      const current = {
        listeners,
        stop: this.db.listen(
          channel,
          (payload) => {
            for (const l of listeners) l.notify(payload);
          },
          () => {
            if (this.#channels.get(channel) === current) this.#channels.delete(channel);
            for (const l of listeners) l.lost();
          },
        ),
      };
      entry = current;
      this.#channels.set(channel, entry);
      current.stop.catch(() => {
        if (this.#channels.get(channel) === current) this.#channels.delete(channel);
      });
    }
    const listener = { notify, lost };
    entry.listeners.add(listener);
    await entry.stop;
    const current = entry;
    return () => {
      current.listeners.delete(listener);
      if (current.listeners.size === 0 && this.#channels.get(channel) === current) {
        this.#channels.delete(channel);
        void current.stop.then((stop) => stop()).catch(() => {});
      }
    };
  }
}

const hubs = new WeakMap<AppDatabase, LiveEvents>();

/** The hub of a database (one per open database, shared by every route). */
export function liveEvents(db: AppDatabase): LiveEvents {
  let hub = hubs.get(db);
  if (!hub) {
    hub = new LiveEvents(db);
    hubs.set(db, hub);
  }
  return hub;
}

export interface LiveStreamOptions {
  db: AppDatabase;
  channel: string;
  /** Forwards a notification payload as the `data` of a `change` event, or drops it (`undefined`). */
  toEvent?: (payload: string) => string | undefined;
  /** The stream ends at once when this id is announced on {@link sessionEndedChannel} (a staff session's logout). */
  sessionId?: string;
  /** The stream ends then (a staff session's expiry; a guest's browser reconnects). */
  endsAt: Date;
  /**
   * Whether the stream may go on (its staff session still exists); asked once the stream listens
   * and at every keep-alive, so a deletion whose notification never arrived (listener
   * reconnecting, deleted while subscribing) still ends the stream within one keep-alive.
   */
  stillValid: () => Promise<boolean>;
  now: () => Date;
  keepAliveMs?: number;
  /** Called once when the stream has ended, however it ended. */
  onClose?: () => void;
}

/** The day a `reservations` notice names (`{ op, date }`), or undefined when it names none. */
export function dayOfReservationChange(payload: string): string | undefined {
  try {
    const { date } = JSON.parse(payload) as { date?: unknown };
    return typeof date === 'string' ? date : undefined;
  } catch {
    return undefined;
  }
}

/** Postgres channel on which a deleted staff session's id is announced (see the staff_sessions trigger). */
export const sessionEndedChannel = 'staff_session_ended';

/**
 * A Server-Sent-Events response: `ready` once listening, then `change` per notification; a comment
 * line keeps proxies from closing an idle stream. A staff stream ends with its session: at once when
 * the session is deleted, and when it expires or has been idle for 30 minutes. Clients re-fetch
 * through the normal API on `change`, so the stream itself carries no personal data.
 */
function liveStream(c: Context, options: LiveStreamOptions) {
  const { db, channel, toEvent = (p) => p, sessionId, endsAt, stillValid, now } = options;
  const keepAliveMs = options.keepAliveMs ?? 20_000;
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, (stream) => relay(stream).finally(() => options.onClose?.()));

  async function relay(stream: SSEStreamingApi) {
    const queue: string[] = [];
    let wake: (() => void) | undefined;
    let open = true;
    const end = () => {
      open = false;
      wake?.();
    };
    // A lost `LISTEN` ends the stream: the browser reconnects and fetches what it missed.
    const unsubscribe = await liveEvents(db).subscribe(
      channel,
      (payload) => {
        const data = toEvent(payload);
        if (data === undefined) return;
        queue.push(data);
        wake?.();
      },
      end,
    );
    const unsubscribeSession = sessionId
      ? await liveEvents(db).subscribe(
          sessionEndedChannel,
          (ended) => {
            if (ended === sessionId) end();
          },
          end,
        )
      : () => {};
    stream.onAbort(end);
    try {
      if (!(await stillValid())) return;
      await stream.writeSSE({ event: 'ready', data: '{}', retry: 2000 });
      while (open && !stream.aborted) {
        const next = queue.shift();
        if (next !== undefined) {
          await stream.writeSSE({ event: 'change', data: next });
          continue;
        }
        const untilExpiry = endsAt.getTime() - now().getTime();
        if (untilExpiry <= 0) break;
        const timedOut = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(true), Math.min(keepAliveMs, untilExpiry));
          wake = () => {
            clearTimeout(timer);
            resolve(false);
          };
        });
        wake = undefined;
        if (!timedOut || !open || now() >= endsAt) continue;
        if (!(await stillValid())) break;
        await stream.write(': keep-alive\n\n');
      }
    } finally {
      unsubscribe();
      unsubscribeSession();
    }
  }
}

/** The live stream of a staff request (after `requireStaff`): `channel`'s changes until its session ends. */
export function staffLiveStream(
  c: Context<StaffEnv>,
  deps: { db: AppDatabase; now: () => Date; liveKeepAliveMs?: number | undefined },
  channel: string,
  toEvent?: (payload: string) => string | undefined,
) {
  const sessionId = String(c.get('who').claims.session);
  return liveStream(c, {
    db: deps.db,
    channel,
    ...(toEvent && { toEvent }),
    sessionId,
    endsAt: c.get('sessionExpiresAt'),
    // Checking is no request of the staff member: it leaves the session's last request as it was.
    stillValid: async () => {
      const times = await sessionTimes(deps.db, sessionId);
      return times !== undefined && sessionState(times, deps.now()) === 'live';
    },
    now: deps.now,
    ...(deps.liveKeepAliveMs && { keepAliveMs: deps.liveKeepAliveMs }),
  });
}

/** How long a guest's stream stays open before the browser reconnects (and is counted again). */
export const guestStreamMinutes = 10;

/**
 * The guests' live stream (no session): `channel`'s changes as `toEvent` shapes them, for
 * {@link guestStreamMinutes}; the browser's `EventSource` then reconnects by itself.
 */
export function guestLiveStream(
  c: Context,
  deps: { db: AppDatabase; now: () => Date; liveKeepAliveMs?: number | undefined },
  channel: string,
  toEvent: (payload: string) => string | undefined,
  onClose: () => void,
) {
  return liveStream(c, {
    db: deps.db,
    channel,
    toEvent,
    endsAt: new Date(deps.now().getTime() + guestStreamMinutes * 60_000),
    stillValid: async () => true,
    now: deps.now,
    onClose,
    ...(deps.liveKeepAliveMs && { keepAliveMs: deps.liveKeepAliveMs }),
  });
}
