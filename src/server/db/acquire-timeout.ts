import type { DatabaseConnection, Dialect, Driver, TransactionSettings } from 'kysely';

/**
 * Wraps a dialect so that waiting for a pool connection fails after `ms` with a `CONNECT_TIMEOUT`
 * error (answered 503, see `isDatabaseUnavailable`), instead of waiting as long as the database is
 * away: postgres.js queues a request for a connection until one opens, and while the database
 * restarts none does. A connection that arrives after the deadline goes straight back to the pool.
 */
export function acquireTimeout(dialect: Dialect, ms: number): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new AcquireTimeoutDriver(dialect.createDriver(), ms),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}

class AcquireTimeoutDriver implements Driver {
  constructor(
    readonly inner: Driver,
    readonly ms: number,
  ) {}

  init() {
    return this.inner.init();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    const acquiring = this.inner.acquireConnection();
    return new Promise((resolve, reject) => {
      let late = false;
      const timer = setTimeout(() => {
        late = true;
        reject(Object.assign(new Error(`no database connection within ${this.ms} ms`), { code: 'CONNECT_TIMEOUT' }));
      }, this.ms);
      acquiring.then(
        (connection) => {
          clearTimeout(timer);
          if (!late) return resolve(connection);
          void Promise.resolve(this.inner.releaseConnection(connection)).catch(() => {});
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
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
    return this.inner.releaseConnection(connection);
  }

  destroy() {
    return this.inner.destroy();
  }
}
