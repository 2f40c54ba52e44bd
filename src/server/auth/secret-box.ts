import { sql } from 'kysely';
import type { AppDatabase } from '../db/database';

/**
 * Seals small secrets (the two-factor secrets) with AES-256-GCM before they are stored. The key is
 * `TWO_FACTOR_KEY` when the deployment sets one (then a copy of the database alone reveals nothing);
 * otherwise a random key the database generates once in `private.server_secrets`, apart from the
 * sealed values and readable only by the API's own user. `context` (the account's id) is bound to
 * each sealed value, so a value copied to another account does not open.
 */
export interface SecretBox {
  seal(plain: string, context: string): Promise<string>;
  open(sealed: string, context: string): Promise<string>;
}

const encoder = new TextEncoder();
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function aesKey(material: string): Promise<CryptoKey> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(material));
  return crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

async function databaseKey(db: AppDatabase): Promise<string> {
  const { rows } = await sql<{ value: string }>`
    with made as (
      insert into private.server_secrets (name, value)
      values ('two-factor-key', encode(extensions.gen_random_bytes(32), 'hex'))
      on conflict (name) do nothing
      returning value
    )
    select value from made
    union all
    select value from private.server_secrets where name = 'two-factor-key'`.execute(db.kysely);
  const value = rows[0]?.value;
  if (!value) throw new Error('private.server_secrets has no two-factor key');
  return value;
}

/**
 * The box of this deployment: seals with `configuredKey` (at least 32 characters) or, without one,
 * the database's own key. Opening tries the same order and then the database's key, so setting
 * `TWO_FACTOR_KEY` later keeps the secrets sealed before it readable (new ones use the new key).
 */
export function secretBox(db: AppDatabase, configuredKey?: string): SecretBox {
  const memo = (material: () => Promise<string>) => {
    let key: Promise<CryptoKey> | undefined;
    return () => {
      key ??= material().then(aesKey);
      key.catch(() => {
        key = undefined;
      });
      return key;
    };
  };
  const fromDatabase = memo(() => databaseKey(db));
  const keys = configuredKey ? [memo(() => Promise.resolve(configuredKey)), fromDatabase] : [fromDatabase];
  return {
    async seal(plain, context) {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const sealed = await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: encoder.encode(context) },
        await (keys[0] as () => Promise<CryptoKey>)(),
        encoder.encode(plain),
      );
      return `v1:${toBase64(iv)}:${toBase64(new Uint8Array(sealed))}`;
    },
    async open(sealed, context) {
      const [version, iv, data] = sealed.split(':');
      if (version !== 'v1' || !iv || !data) throw new Error('not a sealed value');
      let failure: unknown;
      for (const key of keys) {
        try {
          const plain = await crypto.subtle.decrypt(
            { name: 'AES-GCM', iv: fromBase64(iv), additionalData: encoder.encode(context) },
            await key(),
            fromBase64(data),
          );
          return new TextDecoder().decode(plain);
        } catch (error) {
          failure = error;
        }
      }
      throw failure;
    },
  };
}

const boxes = new WeakMap<AppDatabase, SecretBox>();

/** The one box of a database and its configured key (`ApiDeps.twoFactorKey`). */
export function deploymentBox(deps: { db: AppDatabase; twoFactorKey?: string | undefined }): SecretBox {
  let box = boxes.get(deps.db);
  if (!box) {
    box = secretBox(deps.db, deps.twoFactorKey);
    boxes.set(deps.db, box);
  }
  return box;
}
