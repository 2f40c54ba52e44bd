/** The German texts of the guest forms' automatic security check (proof of work). */
export const proofMessages = {
  /** The body carries no proof (the form's script did not run). */
  missing:
    'Die automatische Sicherheitsprüfung fehlt. Bitte laden Sie die Seite neu und senden Sie das Formular erneut.',
  /** The proof is forged, already used or its challenge expired. */
  failed: 'Die automatische Sicherheitsprüfung ist abgelaufen oder ungültig. Bitte senden Sie das Formular erneut.',
  /** The browser could not solve it (no network, no Web Crypto). */
  unsolved: 'Die automatische Sicherheitsprüfung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
} as const;
