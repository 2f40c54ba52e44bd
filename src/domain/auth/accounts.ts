import { linkToken } from '../link-secret';
import { z } from '../zod';
import { isValidEmail, isValidUsername } from './identifier';
import { currentPassword, newPassword } from './login';
import { type StaffRole, staffRoles } from './session';

/**
 * The house's inbox: the first owner's e-mail when `ADMIN_EMAIL` is not set, and the login screen's
 * default. A constant of the code, never the content's (docs/roles.md#what-editors-cannot-reach).
 */
export const houseInbox = 'info@irishpub-reutlingen.de';

/** The German texts of the team screen, the own account and the invitation page (docs/messages.md#staff-accounts). */
export const accountMessages = {
  invalidUsername: 'Benutzername: 2–40 Zeichen aus a–z, 0–9, Punkt, Bindestrich oder Unterstrich.',
  invalidRole: 'Bitte wählen Sie eine Rolle.',
  taken: 'Diese E-Mail-Adresse oder dieser Benutzername ist schon vergeben.',
  lastOwner: 'Es muss mindestens eine Inhaberin oder ein Inhaber aktiv bleiben.',
  notFound: 'Dieses Konto gibt es nicht.',
  nothingToChange: 'Bitte geben Sie eine Rolle oder den Status an.',
  inactive: 'Dieses Konto ist deaktiviert.',
  commonPassword: 'Dieses Passwort gehört zu den häufigsten und ist leicht zu erraten. Bitte wählen Sie ein anderes.',
  personalPassword: 'Das Passwort darf nicht Ihr Benutzername oder Ihre E-Mail-Adresse sein.',
  linkInvalid:
    'Dieser Link ist ungültig, abgelaufen oder wurde schon benutzt. Bitte lassen Sie sich einen neuen senden.',
  wrongCurrentPassword: 'Das bisherige Passwort stimmt nicht.',
  twoFactorRequired:
    'Für Ihr Konto ist die Zwei-Faktor-Anmeldung vorgeschrieben. Bitte richten Sie sie unter „Mein Konto“ ein.',
  invalidCode: 'Der Bestätigungscode stimmt nicht.',
  codeFormat: 'Bitte geben Sie den 6-stelligen Code oder einen Wiederherstellungscode ein.',
  challengeEnded: 'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
  noSetup: 'Bitte starten Sie die Einrichtung erneut.',
  twoFactorKept: 'Für Ihre Rolle ist die Zwei-Faktor-Anmeldung vorgeschrieben; Sie können sie nicht abschalten.',
  wrongPassword: 'Das Passwort stimmt nicht.',
} as const;

const roleField = z.enum(staffRoles, { error: accountMessages.invalidRole });

/** Body of `POST /api/admin/staff`: who is invited, and as what. */
export const inviteRequest = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => isValidEmail(v), 'Ungültige E-Mail-Adresse'),
  username: z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => isValidUsername(v), accountMessages.invalidUsername),
  role: roleField,
});
export type InviteRequest = z.infer<typeof inviteRequest>;

/** Body of `PATCH /api/admin/staff/:id`. */
export const accountPatch = z
  .object({ role: roleField.optional(), active: z.boolean().optional() })
  .refine((v) => v.role !== undefined || v.active !== undefined, accountMessages.nothingToChange);
export type AccountPatch = z.infer<typeof accountPatch>;

/** Body of `PUT /api/admin/staff/two-factor`: the roles whose accounts must use two-factor sign-in. */
export const twoFactorRolesRequest = z.object({ roles: z.array(roleField).max(staffRoles.length) });

/** Body of `POST /api/auth/invitation`: the link's secret (domain/link-secret.ts) and the chosen password. */
export const invitationRequest = z.object({ token: linkToken(accountMessages.linkInvalid), password: newPassword });

/** Body of `POST /api/auth/account/password`. */
export const passwordChange = z.object({
  currentPassword,
  newPassword,
});

/** Body of `POST /api/auth/account/two-factor/disable`: the password confirms it. */
export const passwordConfirm = z.object({ password: currentPassword });

/** A code at sign-in: six digits from the app, or a recovery code `xxxxx-xxxxx`. */
export const codeRequest = z.object({
  code: z
    .string()
    .transform((v) => v.replace(/\s/g, '').toLowerCase())
    .pipe(z.string().regex(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/, accountMessages.codeFormat)),
});

/** Body of `POST /api/auth/account/two-factor/enable`: the app's first code, and the password confirms it. */
export const twoFactorEnable = codeRequest.extend({ password: currentPassword });

/** How a staff account is listed on the team screen (`GET /api/admin/staff`). */
export interface StaffAccountView {
  id: string;
  email: string;
  username: string;
  role: StaffRole;
  active: boolean;
  twoFactor: boolean;
  /** Invited, password not set yet. */
  invited: boolean;
  /** Sign-in stopped after 50 wrong two-factor codes in a row, until a password is set from a link. */
  codesLocked: boolean;
  lastSignInAt: string | null;
}

/** How long an invitation link works: 48 hours; a reset link: 24 hours. */
export const linkLifetimeMs = { invitation: 48 * 60 * 60 * 1000, reset: 24 * 60 * 60 * 1000 } as const;

/** The page a link opens; its secret rides in the fragment, so it never reaches a server log. */
export const invitationPath = '/admin/einladung';
