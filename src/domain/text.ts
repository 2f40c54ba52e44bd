import { z } from './zod';

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

/** A string schema that refuses control characters and bidi controls (one line). */
export function singleLine(message: string = textMessages.controlCharacters) {
  return z.string({ error: message }).refine(isSingleLineText, message);
}

/** A string schema that refuses control characters except line breaks and tabs, and bidi controls. */
export function multiLine(message: string = textMessages.controlCharacters) {
  return z.string({ error: message }).refine(isMultiLineText, message);
}

/**
 * The one e-mail rule of every form and of the database (zod's e-mail pattern, at most 254
 * characters; `reservations`, `business_settings` and `staff_accounts` check the same pattern).
 */
export function emailAddress(invalid: string, tooLong: string = invalid) {
  return z.string({ error: invalid }).trim().max(254, tooLong).pipe(z.email(invalid));
}

/** The same rule as a plain check, for code that is not a schema (the staff sign-in name). */
export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && z.email().safeParse(value).success;
}
