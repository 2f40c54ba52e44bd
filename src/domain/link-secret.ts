import { z } from './zod-mini';

/**
 * A link's secret: 24 random bytes as hex. Guest links (the manage, offer and team pages, the quiz
 * screen) are minted by the database (`private.mint_link_secret()`), staff accounts' links by
 * {@link newLinkSecret}; either side keeps only its SHA-256. It travels in the link's fragment,
 * which a browser never sends, so no server log holds it; the page posts it in a request body.
 */
export const linkSecretPattern = /^[0-9a-f]{48}$/;

/** A new link secret of {@link linkSecretPattern}, from the platform's secure random source. */
export function newLinkSecret(): string {
  return [...crypto.getRandomValues(new Uint8Array(24))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** `{siteUrl}{path}[?aktion={action}]#{secret}`. */
export function secretLink(siteUrl: string, path: string, secret: string, action?: string): string {
  const url = new URL(path, siteUrl);
  if (action) url.searchParams.set('aktion', action);
  return `${url.toString()}#${secret}`;
}

/** The secret in a page address's fragment (`location.hash`); '' when it holds none. */
export function secretOf(hash: string): string {
  const secret = decodeURIComponent(hash.slice(1));
  return linkSecretPattern.test(secret) ? secret : '';
}

/** A request body's `token`: a link's secret; anything else is refused with `message`. */
export const linkToken = (message: string) => z.string({ error: message }).check(z.regex(linkSecretPattern, message));
