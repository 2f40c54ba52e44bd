/**
 * The buffer rule (docs/booking.md#conflicts-and-the-buffer): two active reservations of one table keep at least
 * `bufferTime` minutes between them. A reservation stores its buffered window
 * [start − buffer, end + buffer] (`bufferStart`/`bufferEnd`); a new one is refused when its buffered
 * window overlaps an existing reservation's time, so a gap equal to the buffer is allowed and one
 * minute less is not. Windows are half-open: an end and a start at the same minute do not overlap.
 * The database's exclusion constraint enforces the same on [start, end + buffer).
 */

export interface TimeRange {
  start: Date;
  end: Date;
}

export interface BufferedRange extends TimeRange {
  bufferStart: Date;
  bufferEnd: Date;
}

const minute = 60_000;

/** The reservation's time with its buffer before and after. */
export function buffered(range: TimeRange, bufferMinutes: number): BufferedRange {
  return {
    ...range,
    bufferStart: new Date(range.start.getTime() - bufferMinutes * minute),
    bufferEnd: new Date(range.end.getTime() + bufferMinutes * minute),
  };
}

function overlaps(a: { from: number; to: number }, b: { from: number; to: number }): boolean {
  return a.from < b.to && b.from < a.to;
}

/** The first existing reservation (by start) the candidate comes too close to, if any. */
export function findConflict<T extends TimeRange>(
  candidate: TimeRange,
  existing: readonly T[],
  bufferMinutes: number,
): T | undefined {
  const { bufferStart, bufferEnd } = buffered(candidate, bufferMinutes);
  const window = { from: bufferStart.getTime(), to: bufferEnd.getTime() };
  return [...existing]
    .sort((a, b) => a.start.getTime() - b.start.getTime())
    .find((r) => overlaps(window, { from: r.start.getTime(), to: r.end.getTime() }));
}
