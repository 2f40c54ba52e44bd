/**
 * Whether a guest may still confirm, change or cancel through a mail's link
 * (docs/booking.md#the-guests-own-booking): until the reservation starts. From its start on, the
 * evening is staff's: the guest calls.
 */
export function guestMayCancel(startsAt: Date, now: Date): boolean {
  return now < startsAt;
}
