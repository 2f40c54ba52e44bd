/** Guests a table takes: at least half its seats (rounded up), at most all of them (spec §5, §9). */
export function guestBounds(capacity: number): { min: number; max: number } {
  return { min: Math.ceil(capacity / 2), max: capacity };
}

/** From this group size on, guests are asked to contact the pub directly (spec §2, §9). */
export const largeGroupSize = 16;

/** 'Person' for one, otherwise 'Personen' (spec §2, §7). */
export function guestsLabel(count: number): string {
  return `${count} ${count === 1 ? 'Person' : 'Personen'}`;
}
