import { publishMessages } from '../../domain/publish/publish';
import type { ApiDeps } from '../deps';
import { errorSummary } from '../log-error';
import type { SiteBuild } from './astro-build';
import type { BuildProgress } from './build-log';
import { MissingVersionError, type SiteHistory } from './history';
import {
  type ClaimedPublish,
  claimNextPublish,
  finishFailed,
  finishLive,
  reportProgress,
  stillBuilding,
} from './queries';

/** How often a process looks for a waiting publish besides being kicked (another process's press). */
const pollMs = 5000;
/** How often a running build tells the database it is alive (queries.ts: heartbeatTimeoutMs). */
const heartbeatMs = 15_000;
/** Progress is written at most this often; the staff screen polls once a second. */
const progressMs = 500;

/** A database write that must not be lost to a short outage: three tries, a second apart. */
async function retried(write: () => Promise<unknown>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** The first line of an error, for the editor's message (git says what it refused there). */
function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text.split('\n').find((l) => l.trim() && !l.startsWith('Command failed')) ?? text).trim().slice(0, 300);
}

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
    let rollback = async () => {};
    // What went wrong is told by where: the history (git), the build, or after the switch.
    let phase: 'history' | 'build' | 'switch' | 'live' = 'history';
    const fail = async (message: string) => {
      await deps.build.discard(job.id).catch(() => {});
      await rollback().catch((error: unknown) =>
        deps.log.error('Publish rollback failed', job.id, errorSummary(error)),
      );
      await finishFailed(deps.db, job.id, message, summary, deps.now());
    };
    try {
      await deps.history.ensureRepository();
      const staged = await deps.history.stage(job.restoreCommit);
      ({ summary, rollback } = staged);
      report({ step: 'check', percent: 2 }, true);
      phase = 'build';
      const result = await deps.build.run(job.id, deps.site.current(), report);
      if (!result.ok) return await fail(result.message);
      report({ step: 'switch', percent: 96 }, true);
      phase = 'history';
      const message = job.restoreCommit
        ? `Fassung ${job.restoreCommit.slice(0, 8)} wiederhergestellt: ${summary.join('; ') || publishMessages.noChanges}`
        : `Veröffentlicht: ${summary.join('; ') || publishMessages.noChanges}`;
      const commit = await deps.history.commit(job.author, message);
      // A publish taken over as cut off (a database away for minutes) is no longer this process's.
      phase = 'switch';
      if (!(await stillBuilding(deps.db, job.id))) return await deps.build.discard(job.id);
      await deps.site.switchTo(job.id);
      // From here the site serves this build: it is never discarded, and the row must say live.
      phase = 'live';
      await retried(() => finishLive(deps.db, job.id, { commit, summary }, deps.now()));
      await deps.site.prune().catch(() => {});
    } catch (error) {
      deps.log.error('Publish failed', job.id, phase, errorSummary(error));
      if (phase === 'live') return;
      if (error instanceof MissingVersionError) return await fail(publishMessages.missingVersion);
      await fail(phase === 'history' ? publishMessages.historyFailed(firstLine(error)) : publishMessages.switchFailed);
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
  };
}

export type Publisher = ReturnType<typeof createPublisher>;
