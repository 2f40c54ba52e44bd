import { errorSummary } from '../log-error';

/**
 * Runs `job` now and then every `intervalMs`, never two runs at once: a tick that finds a run
 * still under way is skipped, and the next tick finds what is left (the jobs' state is in the
 * database, so a skipped tick, a restart or a second process neither loses nor repeats work).
 * A failure is logged under `name`, never thrown. Returns a stop function: it clears the timer and
 * resolves once a run under way has finished.
 */
export function runEvery(
  name: string,
  intervalMs: number,
  job: () => Promise<void>,
  log: Pick<Console, 'error'>,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const run = () => {
    running = job()
      .catch((error: unknown) => log.error(`${name} failed`, errorSummary(error)))
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(() => {
    if (!running) run();
  }, intervalMs);
  // The timer alone never keeps the process alive; the server's listener does.
  (timer as { unref?: () => void }).unref?.();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
