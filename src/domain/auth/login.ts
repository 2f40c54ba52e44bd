import { z } from '../zod';
import { parseIdentifier } from './identifier';
import { loginMessages } from './messages';

/** A password the account already has (sign-in, confirming a change): present, not absurdly long. */
export const currentPassword = z
  .string({ error: loginMessages.passwordRequired })
  .min(1, loginMessages.passwordRequired)
  .max(1024);

/** Body of `POST /api/auth/login`. */
export const loginRequest = z.object({
  identifier: z
    .string({ error: loginMessages.invalidEmail })
    .max(254, loginMessages.invalidEmail)
    .refine((v) => parseIdentifier(v) !== undefined, loginMessages.invalidEmail),
  password: currentPassword,
});

export type LoginRequest = z.infer<typeof loginRequest>;

/** A new password set by the staff command: long enough to resist guessing. */
export const newPassword = z.string().min(12, 'Das Passwort muss mindestens 12 Zeichen lang sein.').max(1024);
