import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';
import type { Mutex } from './mutex';

/**
 * Kysely dialect over one in-process PGlite.
 *
 * PGlite is a single connection. kysely-pglite's driver hands that connection to every caller at
 * once, so two concurrent `transaction()` calls interleave their statements in one transaction.
 * This driver lends the connection to one caller at a time (a transaction holds it until commit),
 * which gives PGlite the same isolation a pooled Postgres gives.
 */
export function pgliteDialect(client: PGlite, lock: Mutex): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new SerialPGliteDriver(client, lock),
    createIntrospector: (db: Kysely<unknown>) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}

class SerialPGliteDriver implements Driver {
  readonly #releases = new WeakMap<DatabaseConnection, () => void>();

  constructor(
    readonly client: PGlite,
    readonly lock: Mutex,
  ) {}

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.lock.acquire();
    const connection = new PGliteConnection(this.client);
    this.#releases.set(connection, release);
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection) {
    this.#releases.get(connection)?.();
    this.#releases.delete(connection);
  }

  async destroy() {
    await this.client.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(readonly client: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.client.query<R>(query.sql, [...query.parameters]);
    return {
      rows: result.rows,
      ...(result.affectedRows === undefined ? {} : { numAffectedRows: BigInt(result.affectedRows) }),
    };
  }

  // biome-ignore lint/correctness/useYield: PGlite returns whole results; Kysely requires the method.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not support streaming queries');
  }
}
