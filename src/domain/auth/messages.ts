/** The German texts of staff sign-in (docs/messages.md#staff-sign-in "Admin login"), one place for API and widgets. */
export const loginMessages = {
  invalidCredentials: 'Ungültige Anmeldedaten',
  invalidEmail: 'Ungültige E-Mail-Adresse',
  passwordRequired: 'Passwort ist erforderlich',
  tooManyAttempts: 'Zu viele Versuche. Bitte warten Sie.',
  failed: 'Login fehlgeschlagen. Bitte versuchen Sie es erneut.',
  signedOut: 'Bitte melden Sie sich an.',
  /** A signed-in account whose role may not do this (403, docs/roles.md#roles). */
  forbidden: 'Dafür fehlt Ihrem Konto die Berechtigung.',
  /** The shared queue of password checks is full (a flood of sign-ins; 429, docs/roles.md#known-devices). */
  busy: 'Gerade melden sich sehr viele gleichzeitig an. Bitte versuchen Sie es in einer Minute erneut.',
  /** The account typed 50 wrong codes in a row (423, docs/roles.md#two-factor). */
  codesLocked:
    'Die Anmeldung mit diesem Konto ist gesperrt, weil zu oft ein falscher Bestätigungscode eingegeben wurde. Bitte lassen Sie sich von der Inhaberin oder dem Inhaber einen Link für ein neues Passwort senden.',
  /** The session ended after 30 minutes without a request (the sign-in screen shows it). */
  idle: 'Sie wurden nach 30 Minuten ohne Aktivität abgemeldet.',
} as const;
