import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';
import { isDatabaseUnavailable } from '../errors';

/**
 * Trouble with the database's connections: `seen()` when a statement or a connection attempt failed
 * for want of the database. Statements waiting at that moment get `graceMs` to settle.
 */
export interface ConnectionTrouble {
  seen(): void;
  subscribe(listener: () => void): () => void;
  readonly graceMs: number;
}

export function connectionTrouble(graceMs: number): ConnectionTrouble {
  const listeners = new Set<() => void>();
  return {
    graceMs,
    seen() {
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The error a statement cut off by {@link cutOffOnTrouble} fails with: answered 503. */
export function cutOffError(ms: number): Error {
  return Object.assign(new Error(`no answer within ${ms} ms after a database connection was lost`), {
    code: 'CONNECTION_CLOSED',
  });
}

/**
 * Wraps a dialect so that no statement waits on a lost connection for ever. When `trouble` is seen
 * (a statement or a connection attempt of this pool failed for want of the database), every
 * statement still waiting fails `graceMs` later with CONNECTION_CLOSED (answered 503), and so does
 * every later statement on its connection, which includes the transaction's `rollback`.
 *
 * Why: postgres.js settles the statements of a closed connection in nearly every case, but a
 * request of the restart test once waited more than 15 s (docs/architecture.md#database-driver);
 * this bounds every such path without knowing which it was. A connection the pool closes on purpose
 * (its lifetime ended) fails nothing and starts no clock, so a long statement of a healthy database
 * (a backup's dump) is never cut off.
 */
export function cutOffOnTrouble(dialect: Dialect, trouble: ConnectionTrouble): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new CutOffDriver(dialect.createDriver(), trouble),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}

class CutOffDriver implements Driver {
  constructor(
    readonly inner: Driver,
    readonly trouble: ConnectionTrouble,
  ) {}

  init() {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    try {
      return new WatchedConnection(await this.inner.acquireConnection(), this.trouble);
    } catch (error) {
      if (isDatabaseUnavailable(error)) this.trouble.seen();
      throw error;
    }
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection) {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection) {
    return this.inner.rollbackTransaction(connection);
  }

  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection((connection as WatchedConnection).inner);
  }

  destroy() {
    return this.inner.destroy();
  }
}

class WatchedConnection implements DatabaseConnection {
  #lost = false;

  constructor(
    readonly inner: DatabaseConnection,
    readonly trouble: ConnectionTrouble,
  ) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { graceMs } = this.trouble;
    if (this.#lost) return Promise.reject(cutOffError(graceMs));
    return new Promise((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let settled = false;
      const settle = () => {
        settled = true;
        clearTimeout(timer);
        unsubscribe();
      };
      const unsubscribe = this.trouble.subscribe(() => {
        timer ??= setTimeout(() => {
          if (settled) return;
          settle();
          this.#lost = true;
          reject(cutOffError(graceMs));
        }, graceMs);
      });
      this.inner.executeQuery<R>(query).then(
        (result) => {
          if (settled) return;
          settle();
          resolve(result);
        },
        (error: unknown) => {
          if (isDatabaseUnavailable(error)) this.trouble.seen();
          if (settled) return;
          settle();
          reject(error);
        },
      );
    });
  }

  streamQuery<R>(query: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}
