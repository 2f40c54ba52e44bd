/** A FIFO lock: `acquire()` resolves with a release function once every earlier holder released. */
export interface Mutex {
  acquire(): Promise<() => void>;
}

export function createMutex(): Mutex {
  let tail: Promise<void> = Promise.resolve();
  return {
    acquire(): Promise<() => void> {
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const ready = tail.then(() => release);
      tail = tail.then(() => held);
      return ready;
    },
  };
}
