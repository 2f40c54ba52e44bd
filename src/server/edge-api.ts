import { createApi } from './app';
import { defaultSiteUrl, type MailEnv, mailAddresses } from './config';
import { openPostgres } from './db/postgres';
import { proxySecret, trustedProxyHops } from './http/client-ip';
import type { AppBindings } from './http/env';
import { secretSetting } from './http/secrets';
import { createMailDispatcher } from './mail/dispatcher';
import { edgeDispatch, runtimeWaitUntil } from './mail/edge-dispatch';
import { resendMailer } from './mail/resend-mailer';

export interface EdgeEnv extends MailEnv {
  SUPABASE_DB_URL: string;
  RESEND_API_KEY: string;
  RESEND_BASE_URL?: string | undefined;
  SITE_URL?: string | undefined;
  TRUST_PROXY_HOPS?: string | undefined;
  PROXY_SECRET?: string | undefined;
  /** The key that seals two-factor secrets (README "Environment"). */
  TWO_FACTOR_KEY?: string | undefined;
  /** Resend's signing secret of the delivery webhooks (README "Environment"). */
  RESEND_WEBHOOK_SECRET?: string | undefined;
  /** The secret of pg_cron's minute request to send due mails (README "Deploy"). */
  DISPATCH_SECRET?: string | undefined;
  /** The running version 'Systemstatus' shows (README "Deploy", Monitoring); absent: 'unbekannt'. */
  APP_VERSION?: string | undefined;
}

/**
 * The API as the Supabase Edge Function runs it. Supabase applies the migrations itself
 * (`supabase db push`); statements are not prepared because Supabase's pooler may sit between.
 */
export function edgeApi(env: EdgeEnv) {
  const db = openPostgres(env.SUPABASE_DB_URL, { max: 3, prepare: false });
  const deps = {
    db,
    now: () => new Date(),
    log: console,
    mailer: resendMailer({ apiKey: env.RESEND_API_KEY, baseUrl: env.RESEND_BASE_URL }),
    mail: mailAddresses(env),
    siteUrl: env.SITE_URL ?? defaultSiteUrl,
    // Supabase's gateway appends the caller's address to X-Forwarded-For.
    trustProxyHops: trustedProxyHops(env.TRUST_PROXY_HOPS, 1),
    proxySecret: proxySecret(env.PROXY_SECRET),
    dispatchSecret: secretSetting('DISPATCH_SECRET', env.DISPATCH_SECRET),
    twoFactorKey: secretSetting('TWO_FACTOR_KEY', env.TWO_FACTOR_KEY),
    resendWebhookSecret: env.RESEND_WEBHOOK_SECRET || undefined,
    // No disk and no backup files here: Supabase keeps the database's backups.
    operations: { version: env.APP_VERSION || undefined, mail: 'resend' as const, backups: false },
  };
  // No long-running process here: a booking or cancellation kicks the dispatcher, pg_cron queues the
  // reminders and asks `POST /api/mail/dispatch` to send every minute a mail is due, and any request
  // sweeps for due retries at most once a minute; the hourly jobs run by pg_cron
  // (private.schedule_clock_jobs(), supabase/schemas/60_retention.sql).
  const outbox = edgeDispatch(createMailDispatcher(deps), { waitUntil: runtimeWaitUntil, log: console });
  const app = createApi({ ...deps, outbox });
  return {
    fetch(request: Request, bindings: AppBindings): Response | Promise<Response> {
      outbox.sweep();
      return app.fetch(request, bindings);
    },
  };
}
