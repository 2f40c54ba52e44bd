import { isMultiLineText, isSingleLineText, textMessages } from './text';
import { z } from './zod-mini';

/**
 * A required text field in Zod's small form: trimmed, `min` to `max` characters, `message` when it
 * is missing, too short or too long, and the shared text for a control character (one line unless
 * `lines` is 'many', where line breaks and tabs may stay).
 */
export function textField(
  message: string,
  { min, max, lines = 'one' }: { min: number; max: number; lines?: 'one' | 'many' },
) {
  return z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(min, message),
      z.maxLength(max, message),
      z.refine(lines === 'one' ? isSingleLineText : isMultiLineText, textMessages.controlCharacters),
    );
}
