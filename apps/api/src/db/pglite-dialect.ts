import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { isBulkWork } from './work-priority.js';

// A Kysely dialect for PGlite, written here because the published one supports PGlite only up to
// 0.4 (docs/decisions/0006-reference-backend.md). PGlite runs one query at a time in the process;
// a mutex keeps a transaction's queries together. The database is a PGlite instance or a
// PGliteWorker (pglite-worker.ts): anything that runs one statement with parameters.

/** What the dialect needs of PGlite: one statement with parameters at a time, and closing. */
export interface PGliteLike {
  query(sql: string, params: unknown[], options?: { blob?: Blob }): Promise<{ rows: unknown[]; affectedRows?: number }>;
  /**
   * Several COPY … FROM '/dev/blob' in a row with their data as bytes, where the database takes them
   * without a Blob: the worker runs them without waiting for this thread (reading a Blob back would
   * wait for a later turn of the loop).
   */
  copyMany?(items: readonly { sql: string; data: Uint8Array }[]): Promise<{ rows: unknown[]; affectedRows?: number }>;
  close(): Promise<void>;
}

const COPY_FROM_BLOB = /^\s*COPY\s[\s\S]*\sFROM\s+'\/dev\/blob'/i;

const COPY_BATCH = '-- voz: copy batch';

/** One COPY … FROM '/dev/blob' of a batch: the statement and its data. */
export interface BlobCopy {
  statement: string;
  data: Uint8Array;
}

/**
 * A bulk load on PGlite: `COPY … FROM '/dev/blob'` statements, each with its data (COPY text
 * format) handed to PGlite as the `/dev/blob` file, run in order as one query. Several times
 * quicker than INSERT for large loads (one WAL record a page, not a row); the PGlite worker runs
 * them without a round trip to this thread in between, so a load goes on while this thread
 * computes. Each `data` is the caller's no more: its buffer moves to the worker.
 */
export function copyBatch(copies: readonly BlobCopy[]): CompiledQuery {
  for (const copy of copies) {
    if (!COPY_FROM_BLOB.test(copy.statement)) throw new Error(`not a COPY … FROM '/dev/blob': ${copy.statement}`);
  }
  return CompiledQuery.raw(COPY_BATCH, [copies]);
}

/** How long a bulk query waits at most while interactive ones keep coming (then it goes next). */
export const BULK_QUERY_MAX_WAIT_MS = 1000;

/**
 * The one connection's lock. Waiters take it in order, but interactive work before bulk work (a
 * batch's calls, db/work-priority.ts): on PGlite every query waits for the one before it, and a
 * user's read must not wait behind another's queued batch (issue 30, item 7). A bulk query that has
 * waited BULK_QUERY_MAX_WAIT_MS goes next, so bulk work is slowed, never stopped.
 */
export class Mutex {
  private locked = false;
  private readonly first: (() => void)[] = [];
  private readonly later: { grant: () => void; since: number }[] = [];

  constructor(private readonly clock: () => number = Date.now) {}

  lock(bulk: boolean = isBulkWork()): Promise<() => void> {
    return new Promise((resolve) => {
      const grant = (): void => {
        this.locked = true;
        let released = false;
        resolve(() => {
          if (released) return;
          released = true;
          this.unlock();
        });
      };
      if (!this.locked) grant();
      else if (bulk) this.later.push({ grant, since: this.clock() });
      else this.first.push(grant);
    });
  }

  private unlock(): void {
    const oldest = this.later[0];
    const overdue = oldest !== undefined && this.clock() - oldest.since >= BULK_QUERY_MAX_WAIT_MS;
    const next = (overdue ? undefined : this.first.shift()) ?? this.later.shift()?.grant;
    if (next) next();
    else this.locked = false;
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pg: PGliteLike) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (query.sql === COPY_BATCH) return this.copyBatch(query.parameters[0] as readonly BlobCopy[]);
    const result = await this.pg.query(query.sql, [...query.parameters]);
    const affected = result.affectedRows ?? 0;
    return {
      rows: result.rows as R[],
      ...(result.affectedRows !== undefined ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  private async copyBatch<R>(copies: readonly BlobCopy[]): Promise<QueryResult<R>> {
    let affected = 0;
    if (this.pg.copyMany) {
      affected = (await this.pg.copyMany(copies.map((c) => ({ sql: c.statement, data: c.data })))).affectedRows ?? 0;
    } else {
      for (const copy of copies) {
        affected += (await this.pg.query(copy.statement, [], { blob: new Blob([copy.data]) })).affectedRows ?? 0;
      }
    }
    return { rows: [], numAffectedRows: BigInt(affected) };
  }

  // PGlite has no cursors; streaming is not offered.
  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming queries are not supported on PGlite');
  }
}

class PGliteDriver implements Driver {
  private readonly mutex = new Mutex();
  private readonly connection: PGliteConnection;
  private release: (() => void) | undefined;

  constructor(private readonly pg: PGliteLike) {
    this.connection = new PGliteConnection(pg);
  }

  // The database opens before the dialect gets it (PGlite.create, PGliteWorker.open), or its
  // queries wait for it to open (openDatabaseLater).
  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    this.release = await this.mutex.lock();
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` ISOLATION LEVEL ${settings.isolationLevel.toUpperCase()}` : '';
    await connection.executeQuery(CompiledQuery.raw(`BEGIN${isolation}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('COMMIT'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('ROLLBACK'));
  }

  releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = undefined;
    release?.();
    return Promise.resolve();
  }

  async destroy(): Promise<void> {
    await this.pg.close();
  }
}

/** Kysely dialect over a PGlite instance (PostgreSQL compiled to WebAssembly). */
export class PGliteDialect implements Dialect {
  constructor(private readonly pg: PGliteLike) {}
  createAdapter(): PostgresAdapter {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pg);
  }
  createIntrospector(db: Kysely<unknown>): PostgresIntrospector {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler(): PostgresQueryCompiler {
    return new PostgresQueryCompiler();
  }
}
