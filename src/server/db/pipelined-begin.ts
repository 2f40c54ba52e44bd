import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * Wraps a Postgres dialect so that a transaction's `begin` costs no round trip of its own: the
 * statement is handed to the client at once but not awaited, so a pipelining client (postgres.js)
 * sends it in the same write as the transaction's first statement, and the two answers come back
 * together. An error of the `begin` surfaces with that first statement (or with the commit or
 * rollback of a transaction that ran none). Everything outside transactions is untouched.
 *
 * Why: every API request is one transaction that starts with setting its role
 * (`asRole`), so `begin` + role was two round trips to the server before any real work.
 */
export function pipelineBegin(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new PipelinedBeginDriver(dialect.createDriver()),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}

class PipelinedBeginDriver implements Driver {
  constructor(readonly inner: Driver) {}

  init() {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new PipelinedConnection(await this.inner.acquireConnection());
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    // The inner driver builds the statement (`begin`, or `start transaction isolation level …`);
    // the connection holds its answer back until the next statement's.
    await this.inner.beginTransaction((connection as PipelinedConnection).holdingNextAnswer(), settings);
  }

  commitTransaction(connection: DatabaseConnection) {
    return this.inner.commitTransaction(connection);
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    // Not the inner driver's: when `rollback` fails (the connection broke), Kysely's Postgres driver
    // marks the connection for discard through a method kysely-postgres-js's connections lack, and
    // its TypeError would replace the connection error. postgres.js drops a broken connection itself.
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection((connection as PipelinedConnection).inner);
  }

  destroy() {
    return this.inner.destroy();
  }
}

class PipelinedConnection implements DatabaseConnection {
  #held: Promise<unknown> | undefined;

  constructor(readonly inner: DatabaseConnection) {}

  /** A view of this connection whose statements are sent at once and answered with the next one. */
  holdingNextAnswer(): DatabaseConnection {
    return {
      executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
        const held = Promise.all([this.#held, this.inner.executeQuery(query)]);
        // Awaited by the next statement; until then a failure must not count as unhandled.
        held.catch(() => {});
        this.#held = held;
        return { rows: [] };
      },
      streamQuery: () => {
        throw new Error('a held-back statement cannot stream');
      },
    };
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const held = this.#held;
    this.#held = undefined;
    // Sent right behind the held statement; Promise.all also keeps either failure from going unhandled.
    const [, result] = await Promise.all([held, this.inner.executeQuery<R>(query)]);
    return result;
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    const held = this.#held;
    this.#held = undefined;
    await held;
    yield* this.inner.streamQuery<R>(query, chunkSize);
  }
}
