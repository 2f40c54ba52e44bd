/** Session tokens: 256 random bits, sent base64url in the cookie, stored as SHA-256 hex. */
export function newSessionToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** SHA-256 of a text as hex: how the auth tables keep every secret (session tokens, link secrets, recovery codes). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export const hashSessionToken = sha256Hex;

/** Cheap shape check before touching the database. */
export function looksLikeSessionToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** The stored hash of a cookie's token, or undefined when the cookie holds no well-formed token. */
export async function storedTokenHash(token: string | undefined): Promise<string | undefined> {
  return token && looksLikeSessionToken(token) ? hashSessionToken(token) : undefined;
}
