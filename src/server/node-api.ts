import { join } from 'node:path';
import { createApi } from './app';
import { liveAvailabilityCache } from './booking/availability-live';
import { defaultSiteUrl, type MailEnv, mailAddresses } from './config';
import { bundledMigrations } from './db/bundled-migrations';
import { openDatabase } from './db/open';
import { proxySecret, trustedProxyHops } from './http/client-ip';
import { secretSetting } from './http/secrets';
import { startClockJobs } from './jobs/start';
import { createMailDispatcher, type MailDispatcher } from './mail/dispatcher';
import type { Mailer } from './mail/mailer';
import { resendMailer } from './mail/resend-mailer';
import { sinkMailer } from './mail/sink-mailer';
import { nodePublisher } from './publish/node-publisher';
import type { Publisher } from './publish/publisher';
import { nodeDisk, nodeVersion } from './status/node-host';

export interface NodeEnv extends MailEnv {
  DATABASE_URL?: string | undefined;
  DATA_DIR?: string | undefined;
  RESEND_API_KEY?: string | undefined;
  RESEND_BASE_URL?: string | undefined;
  /** Write mails as files into this folder instead of sending them (tests, demos). */
  MAIL_SINK_DIR?: string | undefined;
  SITE_URL?: string | undefined;
  TRUST_PROXY_HOPS?: string | undefined;
  PROXY_SECRET?: string | undefined;
  /** The key that seals two-factor secrets (README "Environment"). */
  TWO_FACTOR_KEY?: string | undefined;
  /** The nightly backups' folder (README "Deploy", Backups). */
  BACKUP_DIR?: string | undefined;
  /** Resend's signing secret of the delivery webhooks (README "Environment"). */
  RESEND_WEBHOOK_SECRET?: string | undefined;
  /** The running version 'Systemstatus' shows (README "Deploy", Monitoring); absent: the checkout's commit. */
  APP_VERSION?: string | undefined;
}

const jobsKey = Symbol.for('pubs.background-jobs');
/** Set by the production server (scripts/serve.mjs): the checkout whose builds it serves. */
const siteKey = Symbol.for('pubs.site');
/**
 * The process's background work: `stop()` ends the timers and resolves once the runs under way have
 * finished (the production server calls it on a stop signal, scripts/serve.mjs).
 */
type BackgroundWork = { outbox: MailDispatcher; publisher?: Publisher; stop(): Promise<void> };
type JobsHolder = { [jobsKey]?: BackgroundWork; [siteKey]?: { root: string } };

/** The API as the Node server runs it: the process-wide database, Resend or the local mail sink. */
export async function nodeApi(env: NodeEnv) {
  const dataDir = env.DATA_DIR ?? '.data';
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir }, bundledMigrations);
  let mailer: Mailer;
  let mailSinkDir: string | undefined;
  if (env.RESEND_API_KEY) {
    mailer = resendMailer({ apiKey: env.RESEND_API_KEY, baseUrl: env.RESEND_BASE_URL });
  } else {
    mailSinkDir = env.MAIL_SINK_DIR || join(dataDir, 'mail');
    mailer = sinkMailer(mailSinkDir);
  }
  const deps = {
    db,
    now: () => new Date(),
    log: console,
    mailer,
    mail: mailAddresses(env),
    siteUrl: env.SITE_URL ?? defaultSiteUrl,
    trustProxyHops: trustedProxyHops(env.TRUST_PROXY_HOPS, 0),
    proxySecret: proxySecret(env.PROXY_SECRET),
    twoFactorKey: secretSetting('TWO_FACTOR_KEY', env.TWO_FACTOR_KEY),
    resendWebhookSecret: env.RESEND_WEBHOOK_SECRET || undefined,
    operations: {
      version: await nodeVersion(env.APP_VERSION),
      mail: env.RESEND_API_KEY ? ('resend' as const) : ('sink' as const),
      backups: Boolean(env.BACKUP_DIR || !env.DATABASE_URL),
      disk: nodeDisk(dataDir),
    },
  };
  // Background work of the process, started once (the dev server may evaluate this module again):
  // the mail dispatcher (polls for retries, kicked after each booking) and the jobs of the clock
  // (src/server/jobs/).
  const holder = globalThis as JobsHolder;
  if (!holder[jobsKey]) {
    const dispatcher = createMailDispatcher(deps);
    const stopDispatcher = dispatcher.start();
    // The embedded database has no other backup; a Postgres server's is its provider's, unless
    // BACKUP_DIR asks for files here too.
    const backupDir = env.BACKUP_DIR || (env.DATABASE_URL ? undefined : join(dataDir, 'backups'));
    const stopClockJobs = startClockJobs({ ...deps, outbox: dispatcher, mailSinkDir, backupDir });
    const site = holder[siteKey];
    const publisher = site && nodePublisher({ ...deps, root: site.root, env: process.env });
    publisher?.start();
    const stop = async () => {
      stopDispatcher();
      await stopClockJobs();
    };
    holder[jobsKey] = { outbox: dispatcher, ...(publisher && { publisher }), stop };
  }
  const { outbox, publisher } = holder[jobsKey];
  const availability = await liveAvailabilityCache(db, console);
  return createApi({ ...deps, outbox, ...(publisher && { publisher }), ...(availability && { availability }) });
}
