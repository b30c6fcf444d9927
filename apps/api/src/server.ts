import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { TokenService } from './auth/tokens.js';
import type { ServerConfig } from './config.js';
import { migrateToLatest, openDatabase, type DatabaseTarget, type OpenDatabase } from './db/database.js';
import { prepareDemo, prepareFirstTenant, type PreparedTenant } from './demo.js';
import { TenantStore } from './tenants/TenantStore.js';

/** A running server and what it holds open. */
export interface RunningServer {
  app: FastifyInstance;
  database: OpenDatabase;
  url: string;
  close(): Promise<void>;
}

/** Where the configuration says the data lives. */
export function databaseTarget(config: ServerConfig): DatabaseTarget {
  return config.databaseUrl
    ? { engine: 'postgres', url: config.databaseUrl }
    : { engine: 'pglite', dataDir: path.join(config.dataDir, 'pglite'), thread: config.pgliteThread };
}

/**
 * Opens (creating on first start) and migrates the database, prepares the demo data and accounts
 * in demo mode, then listens. Later starts find the data in place.
 */
export async function startServer(
  config: ServerConfig,
  log: (line: string) => void = console.log,
): Promise<RunningServer> {
  const started = Date.now();
  const target = databaseTarget(config);
  const store = new TenantStore(config.dashboardsDir);
  const fresh = config.demo && target.engine === 'pglite' && !fs.existsSync(target.dataDir);
  const opening = openDatabase(target);
  // A new PGlite directory: its worker thread creates the database while this one prepares the
  // first tenant's demo data (the two cores at once).
  let first: PreparedTenant | undefined;
  if (fresh) {
    opening.catch(() => undefined); // awaited below
    try {
      // A new directory seeds every tenant at once: with several, roll-ups load after listening.
      first = prepareFirstTenant(store, config, { rollupsLater: store.tenantIds().length > 1 });
    } catch {
      // Left to prepareDemo, where the error stops the start as it would have.
    }
  }
  const database = await opening;
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length) log(`database: applied ${applied.join(', ')}`);
    // What a fresh seed can leave for later is done behind the first requests, the data all there:
    // the planner's statistics (PGlite: a table at a time, so a request waits for one table's at
    // most) and, on a new PGlite database, most of the node roll-ups (calls read the daily tables
    // of a tenant until its roll-ups are in; demo.ts, LATER_ROLLUPS).
    const demo = config.demo
      ? await prepareDemo(database.db, store, config, log, {
          later: 'background',
          ...(first ? { prepared: first } : {}),
        })
      : undefined;
    let finished = false;
    demo?.background.then(
      () => (finished = true),
      (error: unknown) => {
        finished = true;
        log(`demo: statistics or roll-ups not finished: ${String(error)}`);
      },
    );
    const tokens = TokenService.fromDataDir(config.dataDir);
    const app = await buildApp({
      config,
      db: database.db,
      engine: database.engine,
      store,
      tokens,
      now: () => new Date(),
    });
    const url = await app.listen({ port: config.port, host: config.host });
    log(
      `Voz API ready on ${url} (${database.engine}, ${store.tenantIds().length} tenants) in ${Date.now() - started} ms`,
    );
    return {
      app,
      database,
      url,
      close: async () => {
        await app.close();
        if (demo && !finished) log('demo: finishing the roll-ups and statistics before stopping');
        await demo?.background.catch(() => undefined);
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
