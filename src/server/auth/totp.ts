import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import { sha256Hex } from './token';

/** TOTP as every authenticator app reads it (RFC 6238): SHA-1, 6 digits, 30 seconds. */
const period = 30;
const issuer = 'Rappen & Irish Pub';

function totp(secret: string, username: string) {
  return new TOTP({ issuer, label: username, algorithm: 'SHA1', digits: 6, period, secret: Secret.fromBase32(secret) });
}

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), as base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` address an app reads from the QR code, and the QR code as SVG. */
export function totpEnrolment(secret: string, username: string): { uri: string; qrSvg: string } {
  const uri = totp(secret, username).toString();
  return { uri, qrSvg: renderSVG(uri, { border: 2 }) };
}

/**
 * The 30-second step a six-digit `code` belongs to at `now` (one step of clock drift either way),
 * or undefined when it matches none. The caller accepts a step only once.
 */
export function totpStep(secret: string, code: string, now: Date): number | undefined {
  const delta = totp(secret, '-').validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? undefined : Math.floor(now.getTime() / 1000 / period) + delta;
}

/** The code an app shows at `now` (for tests and the e2e's stand-in phone). */
export function totpCode(secret: string, now: Date): string {
  return totp(secret, '-').generate({ timestamp: now.getTime() });
}

const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten recovery codes `xxxxx-xxxxx` (31 letters and digits without look-alikes: 49 bits each). */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const bytes = crypto.getRandomValues(new Uint8Array(20));
    let out = '';
    for (const byte of bytes) {
      if (byte < 248) out += recoveryAlphabet[byte % recoveryAlphabet.length];
      if (out.length === 10) break;
    }
    return out.length === 10 ? `${out.slice(0, 5)}-${out.slice(5)}` : newRecoveryCodes(1)[0];
  }) as string[];
}

/** What a recovery code is stored as: SHA-256 hex of its letters without the dash. */
export function recoveryCodeHash(code: string): Promise<string> {
  return sha256Hex(code.replace(/[\s-]/g, '').toLowerCase());
}
