import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { recoverAuthoring } from './authoring/recovery.js';
import { TokenService } from './auth/tokens.js';
import type { ServerConfig } from './config.js';
import { crashPoint } from './crash-points.js';
import {
  databaseTarget,
  migrateToLatest,
  openDatabaseLater,
  type OpenDatabase,
  type OpeningDatabase,
} from './db/database.js';
import { completeRollups, prepareDemo, prepareFirstTenant, type PreparedTenant } from './demo.js';
import { compileDeferredSchemas } from './http/lazy-schemas.js';
import { ROUTE_MODULES } from './routes/index.js';
import { TenantStore } from './tenants/TenantStore.js';

/** How a running server closes. */
export interface CloseOptions {
  /**
   * How long the work loading behind the first requests (a first start's roll-ups and statistics,
   * or a later start's completion of them) may go on before it is stopped between two of its
   * transactions; the next start completes it. Default: until it ends.
   */
  backgroundWaitMs?: number;
}

/** A running server and what it holds open. */
export interface RunningServer {
  app: FastifyInstance;
  database: OpenDatabase;
  url: string;
  /** Closes the server; a second call may shorten the first's wait, and settles with it. */
  close(options?: CloseOptions): Promise<void>;
}

/**
 * Opens (creating on first start) and migrates the database, prepares the demo data and accounts
 * in demo mode, then listens. Later starts find the data in place. `opening` is the database
 * main.ts started to open before it loaded this module (openDatabaseLater on databaseTarget).
 */
export async function startServer(
  config: ServerConfig,
  log: (line: string) => void = console.log,
  opening?: Promise<OpeningDatabase>,
): Promise<RunningServer> {
  const started = Date.now();
  const store = new TenantStore(config.dashboardsDir);
  // Stops the work behind the first requests between two of its transactions (close).
  const stopping = new AbortController();
  const { database, ready, created } = await (opening ?? openDatabaseLater(databaseTarget(config)));
  // A new PGlite directory: its worker thread creates the database while this one prepares the
  // first tenant's demo data (the two cores at once).
  let first: PreparedTenant | undefined;
  if (config.demo && created) {
    try {
      // A new directory seeds every tenant at once: with several, roll-ups load after listening.
      first = prepareFirstTenant(store, config, { rollupsLater: store.tenantIds().length > 1 });
    } catch {
      // Left to prepareDemo, where the error stops the start as it would have.
    }
  }
  // The database's part of the start, on PGlite in its worker once it has booted, while this
  // thread builds the routes below (their schemas are compiled later: http/lazy-schemas.ts).
  const preparing = (async () => {
    await ready;
    const applied = await migrateToLatest(database.db);
    if (applied.length) log(`database: applied ${applied.join(', ')}`);
    crashPoint('migrated');
    // Editor saves a stop cut short, before any request reads the history (authoring/recovery.ts).
    const recovered = await recoverAuthoring(database.db, config.dashboardsDir);
    if (recovered.kept + recovered.removed + recovered.temporaries > 0) {
      log(
        `authoring: after a stop, ${recovered.kept} saves kept, ${recovered.removed} undone, ${recovered.temporaries} temporary files removed`,
      );
    }
    // What a fresh seed can leave for later is done behind the first requests, the data all there:
    // the planner's statistics (PGlite: a table at a time, so a request waits for one table's at
    // most) and, on a new PGlite database, most of the node roll-ups (calls read the daily tables
    // of a tenant until its roll-ups are in; demo.ts, LATER_ROLLUPS).
    return config.demo
      ? await prepareDemo(database.db, store, config, log, {
          later: 'background',
          signal: stopping.signal,
          ...(config.rollupPieceBytes ? { laterCopyBytes: config.rollupPieceBytes } : {}),
          ...(first ? { prepared: first } : {}),
        })
      : undefined;
  })();
  preparing.catch(() => undefined); // awaited below, after the routes are built
  let app: FastifyInstance | undefined;
  try {
    const tokens = TokenService.fromDataDir(config.dataDir);
    const deps = { config, db: database.db, engine: database.engine, store, tokens, now: () => new Date() };
    app = await buildApp(deps, ROUTE_MODULES, { syncRollups: false });
    await app.ready();
    const demo = await preparing;
    // After prepareDemo (the tenants whose roll-ups it loads are held): the roll-ups a stop cut
    // short, or of trees changed while the server was down, are completed behind the first
    // requests; they never stop a start (demo.ts, completeRollups).
    const completion = await completeRollups(database.db, store, log, {
      signal: stopping.signal,
      ...(config.rollupPieceBytes ? { pieceBytes: config.rollupPieceBytes } : {}),
    });
    let finished = false;
    const background = Promise.all([
      demo?.background,
      completion.completing.catch((error: unknown) =>
        log(`roll-ups: not completed (${String(error)}); the engine answers from the daily tables meanwhile`),
      ),
    ]).then(
      () => {
        finished = true;
      },
      (error: unknown) => {
        finished = true;
        log(`demo: statistics or roll-ups not finished: ${String(error)}`);
      },
    );
    const url = await app.listen({ port: config.port, host: config.host });
    log(
      `Voz API ready on ${url} (${database.engine}, ${store.tenantIds().length} tenants) in ${Date.now() - started} ms`,
    );
    // The schemas no request has compiled yet, in short turns behind the first requests.
    compileDeferredSchemas(app).catch((error: unknown) =>
      log(`schemas: a route's schema does not compile: ${String(error)}`),
    );
    const running = app;
    let closing: Promise<void> | undefined;
    return {
      app: running,
      database,
      url,
      close: ({ backgroundWaitMs }: CloseOptions = {}) => {
        if (backgroundWaitMs !== undefined) setTimeout(() => stopping.abort(), backgroundWaitMs).unref();
        closing ??= (async () => {
          await running.close();
          if (!finished) {
            log(
              backgroundWaitMs === undefined
                ? 'demo: finishing the roll-ups and statistics before stopping'
                : `demo: finishing the roll-ups and statistics before stopping (at most ${Math.round(backgroundWaitMs / 1000)} s; then the next start completes them)`,
            );
          }
          await background;
          await database.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    // The database's part may still be running: let it end before closing under it. Roll-ups it
    // left loading in the background are not waited for (a port in use is said at once): their
    // tenants stay unmarked, and the next start rebuilds them (demo.ts, LATER_ROLLUPS).
    stopping.abort();
    const demo = await preparing.catch(() => undefined);
    demo?.background.catch(() => undefined);
    await app?.close().catch(() => undefined);
    await database.close();
    throw error;
  }
}
