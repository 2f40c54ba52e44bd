/** Where mails come from and go to, as the dispatcher and the contact form use them when they send. */
export interface MailAddresses {
  from: string;
  /** The venue inbox: contact requests, booking notifications, the guests' replies. */
  venueTo: string;
  /** The second staff address for booking notifications; none when unset. */
  staffTo?: string | undefined;
}

export interface MailEnv {
  MAIL_FROM?: string | undefined;
  MAIL_VENUE_TO?: string | undefined;
  MAIL_STAFF_TO?: string | undefined;
}

/**
 * The addresses the deployment fixes in its environment. Each one set wins over the owner's setting
 * of the same address ('System-Einstellungen', src/server/mail/addresses.ts); none comes from the
 * content, which editors change (docs/roles.md#what-editors-cannot-reach).
 */
export function mailAddresses(env: MailEnv): Partial<MailAddresses> {
  return {
    ...(env.MAIL_FROM && { from: env.MAIL_FROM }),
    ...(env.MAIL_VENUE_TO && { venueTo: env.MAIL_VENUE_TO }),
    ...(env.MAIL_STAFF_TO && { staffTo: env.MAIL_STAFF_TO }),
  };
}

export const defaultSiteUrl = 'https://www.rappen-irishpub.de';
