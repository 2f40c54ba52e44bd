import { isEmailAddress } from './text';
import { z } from './zod';

/** An e-mail field: trimmed, then the one e-mail rule of `./text` (`tooLong` past 254 characters). */
export function emailAddress(invalid: string, tooLong: string = invalid) {
  return z.string({ error: invalid }).trim().max(254, tooLong).refine(isEmailAddress, invalid);
}
