import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

// PGlite in a worker thread. PGlite is PostgreSQL compiled to WebAssembly: every query runs on the
// thread that owns it, so in the server's thread a 5 ms query is 5 ms in which no request is parsed,
// authorised or answered. In a worker, the server's thread goes on with the other requests while
// the database works, and the two cores of a small machine both serve (BENCHMARKS.md, the API
// benchmark). Queries still run one at a time; the dialect's mutex keeps a transaction together.
//
// The worker's code is a string evaluated by Node (`eval: true`) so it runs the same from the
// TypeScript sources under the tests and from dist/; it imports PGlite from the path resolved here.

/**
 * Server settings PGlite starts with, after its own defaults. `wal_level = minimal` (no replica
 * reads a PGlite directory): a table emptied or created in a transaction is then loaded without
 * writing its rows to the WAL, which the first demo seed uses (demo.ts, bulk seed).
 */
export const PGLITE_START_PARAMS: readonly string[] = ['-c', 'wal_level=minimal', '-c', 'max_wal_senders=0'];

/** What a query answers. */
export interface RemoteResult {
  rows: unknown[];
  affectedRows?: number;
}

/** The fields of a PostgreSQL error the code reads (the SQLSTATE `code` above all). */
const ERROR_FIELDS = ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity'] as const;

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const ERROR_FIELDS = ${JSON.stringify(ERROR_FIELDS)};
(async () => {
  const { PGlite } = await import(workerData.pgliteUrl);
  let pg;
  try {
    pg = await PGlite.create(workerData.dataDir, {
      startParams: [...PGlite.defaultStartParams, ...workerData.extraStartParams],
      // The parsers of database.ts: bigint as number, date as 'YYYY-MM-DD' text.
      parsers: { 20: (v) => Number(v), 1082: (v) => v },
    });
  } catch (error) {
    parentPort.postMessage({ id: 0, error: { message: String(error && error.message || error) } });
    return;
  }
  parentPort.postMessage({ id: 0, ready: true });
  parentPort.on('message', async (message) => {
    if (message.close) {
      await pg.close();
      parentPort.postMessage({ id: message.id, closed: true });
      return;
    }
    try {
      if (message.batch) {
        // Several COPY … FROM '/dev/blob' in a row without a round trip each (copyMany).
        let affectedRows = 0;
        for (const item of message.batch) {
          const result = await pg.query(item.sql, [], { blob: new Blob([item.blob]) });
          affectedRows += result.affectedRows || 0;
        }
        parentPort.postMessage({ id: message.id, rows: [], affectedRows });
        return;
      }
      const result = await pg.query(message.sql, message.params);
      parentPort.postMessage({ id: message.id, rows: result.rows, affectedRows: result.affectedRows });
    } catch (error) {
      const fields = { message: String(error && error.message || error) };
      for (const name of ERROR_FIELDS) if (error && error[name] !== undefined) fields[name] = error[name];
      parentPort.postMessage({ id: message.id, error: fields });
    }
  });
})();
`;

interface Reply {
  id: number;
  rows?: unknown[];
  affectedRows?: number;
  error?: Record<string, unknown> & { message: string };
  ready?: boolean;
  closed?: boolean;
}

/** The ESM entry of @electric-sql/pglite, as a file URL the worker can import. */
function pgliteUrl(): string {
  const cjs = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return pathToFileURL(path.join(path.dirname(cjs), 'index.js')).href;
}

/** An Error carrying the PostgreSQL fields of the worker's error (code, constraint…). */
function toError(fields: Record<string, unknown> & { message: string }): Error {
  return Object.assign(new Error(fields.message), fields);
}

/** A PGlite database opened in a worker thread: one query at a time, in order. */
export class PGliteWorker {
  private readonly pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private failure: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.error) waiting.reject(toError(reply.error));
      else waiting.resolve(reply);
    });
    const fail = (error: Error): void => {
      this.failure = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the PGlite worker stopped (exit ${code})`)));
  }

  /** Starts the worker and opens (creating when absent) the database in `dataDir`. */
  static async open(dataDir: string): Promise<PGliteWorker> {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { dataDir, pgliteUrl: pgliteUrl(), extraStartParams: PGLITE_START_PARAMS },
    });
    const remote = new PGliteWorker(worker);
    try {
      await remote.call(0, () => undefined);
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return remote;
  }

  private call(id: number, send: () => void): Promise<Reply> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      send();
    });
  }

  /** Runs one statement with its parameters. */
  async query(sql: string, params: readonly unknown[]): Promise<RemoteResult> {
    const id = this.nextId++;
    const reply = await this.call(id, () => this.worker.postMessage({ id, sql, params }));
    return {
      rows: reply.rows ?? [],
      ...(reply.affectedRows !== undefined ? { affectedRows: reply.affectedRows } : {}),
    };
  }

  /**
   * Runs COPY … FROM '/dev/blob' statements one after the other in the worker, sent in one message:
   * the worker does not wait for this thread between them (it may be busy with other work).
   */
  async copyMany(items: readonly { sql: string; data: Uint8Array }[]): Promise<RemoteResult> {
    const id = this.nextId++;
    // Views keep their place in their buffers, which move to the worker once each (no copy).
    const batch = items.map((item) => ({ sql: item.sql, blob: item.data }));
    const buffers = [...new Set(batch.map((item) => item.blob.buffer as ArrayBuffer))];
    const reply = await this.call(id, () => this.worker.postMessage({ id, batch }, buffers));
    return { rows: [], ...(reply.affectedRows !== undefined ? { affectedRows: reply.affectedRows } : {}) };
  }

  /** Closes the database and stops the worker. */
  async close(): Promise<void> {
    if (!this.failure) {
      const id = this.nextId++;
      await this.call(id, () => this.worker.postMessage({ id, close: true })).catch(() => undefined);
    }
    this.worker.removeAllListeners('exit');
    await this.worker.terminate();
  }
}
