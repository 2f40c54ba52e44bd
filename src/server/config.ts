import { operator } from '../site/venues';

/** Where mails come from and go to. */
export interface MailAddresses {
  from: string;
  /** The venue inbox: contact requests and booking notifications. */
  venueTo: string;
  /** The second staff address for booking notifications. */
  staffTo: string;
}

export interface MailEnv {
  MAIL_FROM?: string | undefined;
  MAIL_VENUE_TO?: string | undefined;
  MAIL_STAFF_TO?: string | undefined;
}

/** Mail addresses from the environment, defaulting to the venue content. */
export function mailAddresses(env: MailEnv): MailAddresses {
  return {
    from: env.MAIL_FROM || operator.mailFrom,
    venueTo: env.MAIL_VENUE_TO || operator.inbox,
    staffTo: env.MAIL_STAFF_TO || operator.staffInbox,
  };
}

export const defaultSiteUrl = 'https://www.rappen-irishpub.de';
