/**
 * Whether a guest may still cancel through the mail link (docs/booking.md#states): until the
 * reservation starts. From its start on, the evening is staff's: the guest calls.
 */
export function guestMayCancel(startsAt: Date, now: Date): boolean {
  return now < startsAt;
}
