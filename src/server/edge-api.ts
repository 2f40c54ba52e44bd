import { createApi } from './app';
import { defaultSiteUrl, type MailEnv, mailAddresses } from './config';
import { openPostgres } from './db/postgres';
import { createMailDispatcher } from './mail/dispatcher';
import { resendMailer } from './mail/resend-mailer';

export interface EdgeEnv extends MailEnv {
  SUPABASE_DB_URL: string;
  RESEND_API_KEY: string;
  RESEND_BASE_URL?: string | undefined;
  SITE_URL?: string | undefined;
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
  };
  // No long-running process here: mails go out when a booking or cancellation kicks the
  // dispatcher; retention runs by pg_cron (see the booking_retention_cron migration).
  return createApi({ ...deps, outbox: createMailDispatcher(deps) });
}
