import { argon2id, argon2Verify, bcryptVerify } from 'hash-wasm';
import pLimit from 'p-limit';

/**
 * Password hashing with argon2id (OWASP parameters: 19 MiB, 2 passes, 1 lane). hash-wasm is
 * WebAssembly, so the same code runs in Node and in the Supabase Edge Function (Deno).
 */
export const argon2Parameters = { memorySize: 19_456, iterations: 2, parallelism: 1, hashLength: 32 } as const;

/**
 * Password hashes running at once in this process. A hash holds the thread for 60–100 ms (the
 * WebAssembly runs synchronously), so a burst of sign-ins runs one hash after the other, each after
 * a turn of the event loop: a guest's request waits for one hash at most, never for the burst.
 */
export const concurrentHashes = 1;
const hashing = pLimit(concurrentHashes);

function queued<T>(work: () => Promise<T>): Promise<T> {
  return hashing(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    return work();
  });
}

/** Hashes waiting for their turn now (for tests and figures). */
export function hashesWaiting(): number {
  return hashing.pendingCount;
}

export function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return queued(() => argon2id({ password, salt, ...argon2Parameters, outputType: 'encoded' }));
}

/** True when `password` matches the stored hash (argon2id, or bcrypt from an imported account). */
export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return queued(async () => {
    try {
      if (hash.startsWith('$argon2id$')) return await argon2Verify({ password, hash });
      if (/^\$2[aby]\$/.test(hash)) return await bcryptVerify({ password, hash });
    } catch {
      // A malformed stored hash matches nothing.
    }
    return false;
  });
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
