/** The German texts of the guest forms' automatic security check (proof of work). */
export const proofMessages = {
  /** The body carries no proof (the form's script did not run). */
  missing:
    'Die automatische Sicherheitsprüfung fehlt. Bitte laden Sie die Seite neu und senden Sie das Formular erneut.',
  /** The proof is forged, already used or its challenge expired. */
  failed: 'Die automatische Sicherheitsprüfung ist abgelaufen oder ungültig. Bitte senden Sie das Formular erneut.',
  /** The browser could not solve it (no network, no Web Crypto). */
  unsolved: 'Die automatische Sicherheitsprüfung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  /** One address asked for more challenges than a guest ever needs. */
  tooManyChallenges: 'Zu viele Sicherheitsprüfungen in kurzer Zeit. Bitte warten Sie einen Moment.',
  /** `GET /api/challenge` without a known form. */
  unknownForm: 'Unbekanntes Formular.',
} as const;

/**
 * The guest forms a proof of work is for. A challenge names its form (signed), and a proof is
 * accepted only by that form, so proofs solved on one form cannot be spent on another.
 */
export const proofForms = ['booking', 'contact', 'hire'] as const;
export type ProofForm = (typeof proofForms)[number];

/**
 * Challenges one address (an IPv6 /64) may fetch per minute. A guest needs one per form sent,
 * a few more after errors; stockpiling cheap challenges for later takes hundreds.
 */
export const challengeLimit = { bucket: 'challenge', limit: 30, windowMs: 60_000 } as const;

/** Guest form attempts (bookings and contact requests, all addresses) per 10 minutes that cost no extra work. */
export const calmAttempts = 30;
/** The most a proof may cost, in multiples of the normal work (about 6 s on a laptop core). */
export const maxProofLevel = 20;

/**
 * How much work the next proof costs, as a multiple of the normal one: 1 while the forms are used
 * as a pub's guests use them, then one more for every further 30 attempts in the last 10 minutes,
 * up to 20. A script sending through many addresses pays more with every request; a guest on a
 * quiet evening never notices.
 */
export function proofLevel(recentAttempts: number): number {
  return Math.min(maxProofLevel, Math.max(1, Math.ceil(recentAttempts / calmAttempts)));
}
