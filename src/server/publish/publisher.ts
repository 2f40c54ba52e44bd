import { publishMessages } from '../../domain/publish/publish';
import type { ApiDeps } from '../deps';
import { errorSummary } from '../log-error';
import type { SiteBuild } from './astro-build';
import type { BuildProgress } from './build-log';
import type { SiteHistory } from './history';
import { type ClaimedPublish, claimNextPublish, finishFailed, finishLive, reportProgress } from './queries';

/** How often a process looks for a waiting publish besides being kicked (another process's press). */
const pollMs = 5000;
/** How often a running build tells the database it is alive (queries.ts: heartbeatTimeoutMs). */
const heartbeatMs = 15_000;
/** Progress is written at most this often; the staff screen polls once a second. */
const progressMs = 500;

/** Switching the served site to a build and tidying older ones (scripts/site-builds.mjs). */
export interface SiteSwitch {
  /** The build the site serves now, if any was published. */
  current(): number | undefined;
  switchTo(id: number): Promise<void>;
  prune(): Promise<void>;
}

export interface PublisherDeps extends Pick<ApiDeps, 'db' | 'now' | 'log'> {
  build: SiteBuild;
  history: SiteHistory;
  site: SiteSwitch;
}

/**
 * Builds waiting publishes one at a time (docs/publishing.md): claims one (exactly once across
 * processes, queries.ts), stages the content, builds it, commits it as the editor and switches the
 * site; a failure leaves the site as it was and keeps the German message. `kick()` after a press,
 * `start()` polls for presses other processes took.
 */
export function createPublisher(deps: PublisherDeps) {
  let running: Promise<void> | undefined;
  let again = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  async function publish(job: ClaimedPublish) {
    let last: BuildProgress = { step: 'check', percent: 0 };
    let written = 0;
    const report = (progress: BuildProgress, force = false) => {
      last = progress;
      const at = deps.now();
      if (!force && at.getTime() - written < progressMs) return;
      written = at.getTime();
      void reportProgress(deps.db, job.id, progress.step, progress.percent, at).catch(() => {});
    };
    const heartbeat = setInterval(() => report(last, true), heartbeatMs);
    let summary: string[] = [];
    try {
      await deps.history.ensureRepository();
      summary = await deps.history.stage(job.restoreCommit);
      report({ step: 'check', percent: 2 }, true);
      const result = await deps.build.run(job.id, deps.site.current(), report);
      if (!result.ok) {
        await deps.build.discard(job.id);
        await finishFailed(deps.db, job.id, result.message, summary, deps.now());
        return;
      }
      report({ step: 'switch', percent: 96 }, true);
      const message = job.restoreCommit
        ? `Fassung ${job.restoreCommit.slice(0, 8)} wiederhergestellt: ${summary.join('; ') || publishMessages.noChanges}`
        : `Veröffentlicht: ${summary.join('; ') || publishMessages.noChanges}`;
      const commit = await deps.history.commit(job.author, message);
      await deps.site.switchTo(job.id);
      await finishLive(deps.db, job.id, { commit, summary }, deps.now());
      await deps.site.prune().catch(() => {});
    } catch (error) {
      deps.log.error('Publish failed', job.id, errorSummary(error));
      await deps.build.discard(job.id).catch(() => {});
      await finishFailed(deps.db, job.id, publishMessages.switchFailed, summary, deps.now());
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function drain() {
    for (;;) {
      const job = await claimNextPublish(deps.db, deps.now());
      if (!job) return;
      await publish(job);
    }
  }

  function kick() {
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error) => deps.log.error('Publisher pass failed', errorSummary(error)))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  return {
    kick,
    start() {
      timer ??= setInterval(kick, pollMs);
      timer.unref?.();
      kick();
    },
    /** Resolves once no pass runs (tests). */
    async idle() {
      while (running) await running;
    },
    /** Stops polling and waits for a running publish to end. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type Publisher = ReturnType<typeof createPublisher>;
