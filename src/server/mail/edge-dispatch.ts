import { errorSummary } from '../log-error';
import type { MailDispatcher } from './dispatcher';

export interface EdgeDispatchOptions {
  /** Keeps the worker alive until `work` settles (Supabase's `EdgeRuntime.waitUntil`). */
  waitUntil: (work: Promise<unknown>) => void;
  /** How often a request may start a sweep for mails whose retry time has come. */
  sweepEveryMs?: number;
  /** Milliseconds now; injected for tests. */
  clock?: () => number;
  log: Pick<Console, 'error'>;
}

/**
 * The outbox dispatcher for a host without a long-running process (Supabase Edge Functions):
 * every pass is handed to `waitUntil`, so the worker is not stopped after the response while a
 * mail is on its way, and requests start a sweep at most every `sweepEveryMs`, so a mail whose
 * retry time has come goes out with the next guest's visit instead of the next booking.
 */
export function edgeDispatch(dispatcher: Pick<MailDispatcher, 'run'>, options: EdgeDispatchOptions) {
  const clock = options.clock ?? Date.now;
  const every = options.sweepEveryMs ?? 60_000;
  let lastPass = Number.NEGATIVE_INFINITY;
  function kick(): void {
    lastPass = clock();
    options.waitUntil(
      dispatcher.run().catch((error: unknown) => options.log.error('Mail dispatch failed', errorSummary(error))),
    );
  }
  return {
    kick,
    /** Called on each request: starts a pass when the last one is at least `sweepEveryMs` old. */
    sweep(): void {
      if (clock() - lastPass >= every) kick();
    },
  };
}

/** Supabase's `EdgeRuntime.waitUntil` where it exists; elsewhere the promise just runs. */
export function runtimeWaitUntil(work: Promise<unknown>): void {
  const runtime = (globalThis as { EdgeRuntime?: { waitUntil?: (p: Promise<unknown>) => void } }).EdgeRuntime;
  runtime?.waitUntil?.(work);
}
