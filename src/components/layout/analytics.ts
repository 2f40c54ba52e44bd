/**
 * Analytics is off unless `PUBLIC_ANALYTICS_SRC` (the provider's script URL) is set at build time.
 * Off means: no banner, no script, no cookie. On means: nothing loads before the guest consents.
 */
export interface AnalyticsConfig {
  src: string;
}

export function analyticsConfig(src: string | undefined): AnalyticsConfig | undefined {
  if (!src) return undefined;
  const url = new URL(src);
  if (url.protocol !== 'https:') throw new Error('PUBLIC_ANALYTICS_SRC must be an https URL');
  return { src: url.href };
}

export const consentKey = 'analytics-consent';
export type Consent = 'granted' | 'denied';

/** The stored choice, or `undefined` when the guest has not decided yet (then the banner shows). */
export function readConsent(storage: Pick<Storage, 'getItem'>): Consent | undefined {
  const value = storage.getItem(consentKey);
  return value === 'granted' || value === 'denied' ? value : undefined;
}

export function writeConsent(storage: Pick<Storage, 'setItem'>, consent: Consent): void {
  storage.setItem(consentKey, consent);
}
