import { argon2id, argon2Verify, bcryptVerify } from 'hash-wasm';
import pLimit from 'p-limit';

/**
 * Password hashing with argon2id (OWASP parameters: 19 MiB, 2 passes, 1 lane). hash-wasm is
 * WebAssembly, so the same code runs in Node and in the Supabase Edge Function (Deno).
 */
export const argon2Parameters = { memorySize: 19_456, iterations: 2, parallelism: 1, hashLength: 32 } as const;

/**
 * Password hashes running at once in this process, per lane. A hash holds the thread for 60–100 ms
 * (the WebAssembly runs synchronously), so a burst of sign-ins runs one hash after the other, each
 * after a pause of {@link hashGapMs}: a guest's request waits for one hash of each lane at most,
 * never for the burst. Two lanes, first in first out each: `shared` for everyone, `known` for the
 * sign-ins of known devices (devices.ts), so a flood in the shared lane does not hold the owner's
 * tablet up.
 */
export const concurrentHashes = 1;
export type HashLane = 'shared' | 'known';
const lanes: Record<HashLane, ReturnType<typeof pLimit>> = {
  shared: pLimit(concurrentHashes),
  known: pLimit(concurrentHashes),
};

/**
 * Sign-ins of unknown browsers under way at once in this process (from their first database query
 * to the end of their password check): about 3 s of hashing. A further one is refused at once
 * ({@link SignInQueueFull}, 429), before it costs a query or a hash, so a flood neither grows the
 * queue nor crowds the database pool that a known device's sign-in and the guests need.
 */
export const maxWaitingSignIns = 32;
let signInsUnderWay = 0;

/** {@link maxWaitingSignIns} sign-ins of unknown browsers are under way already. */
export class SignInQueueFull extends Error {}

/**
 * Admits a sign-in of an unknown browser, or throws {@link SignInQueueFull}; the returned function
 * ends it (call it once its password check is done, whatever the outcome).
 */
export function admitSignIn(): () => void {
  if (signInsUnderWay >= maxWaitingSignIns) throw new SignInQueueFull();
  signInsUnderWay++;
  let ended = false;
  return () => {
    if (!ended) signInsUnderWay--;
    ended = true;
  };
}

/**
 * The pause before each hash. A request takes a turn of the event loop per read or query, and each
 * turn would otherwise wait for a whole hash; in 20 ms the other requests (the owner's sign-in on
 * Postgres, a guest's booking) take several. It costs a fifth of the hashing a flood gets.
 */
export const hashGapMs = 20;

function queued<T>(work: () => Promise<T>, lane: HashLane = 'shared'): Promise<T> {
  return lanes[lane](async () => {
    await new Promise((resolve) => setTimeout(resolve, hashGapMs));
    return work();
  });
}

/** Hashes waiting for their turn in a lane now (for tests and figures). */
export function hashesWaiting(lane: HashLane = 'shared'): number {
  return lanes[lane].pendingCount;
}

export function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return queued(() => argon2id({ password, salt, ...argon2Parameters, outputType: 'encoded' }));
}

/** True when `password` matches the stored hash (argon2id, or bcrypt from an imported account). */
export function verifyPassword(password: string, hash: string, lane: HashLane = 'shared'): Promise<boolean> {
  return queued(async () => {
    try {
      if (hash.startsWith('$argon2id$')) return await argon2Verify({ password, hash });
      if (/^\$2[aby]\$/.test(hash)) return await bcryptVerify({ password, hash });
    } catch {
      // A malformed stored hash matches nothing.
    }
    return false;
  }, lane);
}

let dummy: Promise<string> | undefined;

/**
 * A hash of a random password with the real parameters: checking against it when the account does
 * not exist costs the same time as a real check, so timing does not tell which names exist.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(crypto.randomUUID());
  return dummy;
}

/** A random password for generated accounts: 18 characters from an unambiguous alphabet. */
export function generatePassword(length = 18): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
  let out = '';
  for (const byte of bytes) {
    // Rejection sampling keeps every character equally likely.
    if (byte < 256 - (256 % alphabet.length)) out += alphabet[byte % alphabet.length];
    if (out.length === length) break;
  }
  return out.length === length ? out : generatePassword(length);
}
