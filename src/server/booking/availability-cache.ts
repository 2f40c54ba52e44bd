/**
 * Guests' availability answers, kept per date in this process (docs/booking.md#availability-cache).
 * A date's entry is dropped when a booking of that date changes, and every entry when the rules
 * change (settings, week, exceptions, plan): the database announces both with `NOTIFY`, and this
 * process's own writes drop their date before they answer. A load that began before a drop is
 * answered but never kept, so the cache cannot hold what a change made stale. Entries also expire
 * after `ttlMs`, since the day's state moves with the clock (today, past, the horizon). At most
 * `maxEntries` dates are kept: the least recently used goes first, so no stream of requests can
 * grow this process's memory.
 */
export class AvailabilityCache<T> {
  readonly #entries = new Map<string, { value: T; at: number; version: number }>();
  readonly #loading = new Map<string, { promise: Promise<T>; version: number }>();
  readonly #versions = new Map<string, number>();
  #epoch = 0;

  constructor(
    readonly ttlMs: number,
    readonly clock: () => number = () => performance.now(),
    readonly maxEntries = 500,
  ) {}

  /** The kept answer for `date`, or `load()`'s (one load per date at a time). */
  get(date: string, load: () => Promise<T>): Promise<T> {
    const version = this.#version(date);
    const hit = this.#entries.get(date);
    if (hit && hit.version === version && this.clock() - hit.at < this.ttlMs) {
      this.#keep(date, hit);
      return Promise.resolve(hit.value);
    }
    const pending = this.#loading.get(date);
    if (pending && pending.version === version) return pending.promise;
    const promise = load().then(
      (value) => {
        if (this.#loading.get(date)?.promise === promise) this.#loading.delete(date);
        if (this.#version(date) === version) this.#keep(date, { value, at: this.clock(), version });
        return value;
      },
      (error: unknown) => {
        if (this.#loading.get(date)?.promise === promise) this.#loading.delete(date);
        throw error;
      },
    );
    this.#loading.set(date, { promise, version });
    return promise;
  }

  /** Drops `date`'s entry, or every entry without a date. */
  invalidate(date?: string): void {
    // A change of every date in turn must not grow the versions either: past the bound, one epoch
    // drop renews them all.
    if (date === undefined || this.#versions.size >= this.maxEntries * 4) {
      this.#epoch++;
      this.#versions.clear();
      this.#entries.clear();
      this.#loading.clear();
      return;
    }
    this.#versions.set(date, (this.#versions.get(date) ?? 0) + 1);
    this.#entries.delete(date);
    this.#loading.delete(date);
  }

  /** Entries kept now (for tests and figures). */
  get size(): number {
    return this.#entries.size;
  }

  /** Keeps `entry` as the most recently used (the Map's order is the order of use, oldest first). */
  #keep(date: string, entry: { value: T; at: number; version: number }): void {
    this.#entries.delete(date);
    this.#entries.set(date, entry);
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.maxEntries) break;
      this.#entries.delete(oldest);
    }
  }

  #version(date: string): number {
    return this.#epoch * 1_000_000 + (this.#versions.get(date) ?? 0);
  }
}
