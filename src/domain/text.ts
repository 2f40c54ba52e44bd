import { regexes } from 'zod/mini';

/**
 * Free text from a form: one rule for every field. Single-line fields refuse every control
 * character (C0, DEL, C1: NUL, line breaks, tabs, escapes); multi-line fields allow only line
 * breaks and tabs among them. Both refuse the bidi controls (U+202A–U+202E, U+2066–U+2069) that
 * can make a text read differently from what it is. The database checks the same again.
 */
export const textMessages = {
  controlCharacters: 'Dieses Feld enthält unzulässige Steuerzeichen.',
} as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's purpose.
const singleLineForbidden = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's purpose.
const multiLineForbidden = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

export function isSingleLineText(value: string): boolean {
  return !singleLineForbidden.test(value);
}

export function isMultiLineText(value: string): boolean {
  return !multiLineForbidden.test(value);
}

/**
 * The one e-mail rule of every form and of the database: zod's e-mail pattern (what `z.email()`
 * checks), at most 254 characters; `reservations`, `business_settings` and `staff_accounts` check
 * the same pattern. A plain function, so the guests' booking form checks it without a schema.
 */
export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && regexes.email.test(value);
}
