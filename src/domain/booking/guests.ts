/** Guests a table takes: at least half its seats (rounded up), at most all of them (docs/booking.md#guests). */
export function guestBounds(capacity: number): { min: number; max: number } {
  return { min: Math.ceil(capacity / 2), max: capacity };
}

/** From this group size on, guests are asked to contact the pub directly (docs/booking.md#guests). */
export const largeGroupSize = 16;

/** 'Person' for one, otherwise 'Personen' (docs/messages.md#formats). */
export function guestsLabel(count: number): string {
  return `${count} ${count === 1 ? 'Person' : 'Personen'}`;
}
