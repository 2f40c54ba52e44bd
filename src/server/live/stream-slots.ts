/**
 * Open guest streams, counted in this process: at most `perAddress` at once from one address (an
 * IPv6 /64) and `total` at once overall. A stream holds a connection for minutes, so it is its
 * concurrency that costs, not how often it is opened.
 */
export class StreamSlots {
  readonly #open = new Map<string, number>();
  #total = 0;

  constructor(readonly limits: { perAddress: number; total: number }) {}

  /** A slot for `address`, with the function that gives it back (once); `undefined` when full. */
  take(address: string): (() => void) | undefined {
    const held = this.#open.get(address) ?? 0;
    if (held >= this.limits.perAddress || this.#total >= this.limits.total) return undefined;
    this.#open.set(address, held + 1);
    this.#total++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#total--;
      const left = (this.#open.get(address) ?? 1) - 1;
      if (left > 0) this.#open.set(address, left);
      else this.#open.delete(address);
    };
  }

  get total(): number {
    return this.#total;
  }
}
