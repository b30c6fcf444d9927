import { AsyncLocalStorage } from 'node:async_hooks';

// Which work a database query serves: a batch's calls run inside bulkWork (http/fair-share.ts), so
// the PGlite driver, whose one connection every query waits for, hands it to interactive queries
// first (pglite-dialect.ts). An AsyncLocalStorage, because the queries are made deep inside the
// route handlers, which know nothing of batches.

const bulk = new AsyncLocalStorage<true>();

/** Runs `work` (and everything it awaits) as bulk work. */
export function asBulkWork<T>(work: () => Promise<T>): Promise<T> {
  return bulk.run(true, work);
}

/** Whether the code running now serves bulk work. */
export function isBulkWork(): boolean {
  return bulk.getStore() === true;
}
