#!/usr/bin/env node
// `npm start` runs this: the reference backend on PORT (default 8080). With `db:reset` it seeds the
// demo data again and exits. Configuration comes from the environment (see config.ts and docs/api.md).
//
// Only the configuration, the data folder's lock and the database are imported up front: the
// database starts to open (on PGlite, its worker boots for about 2 s) before the server's modules
// load (about 1.5 s here), so a later start waits for the longer of the two instead of both
// (BENCHMARKS.md, "Later starts").
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.js';
import { DataFolderInUse, lockDataFolder } from './db/data-lock.js';
import { databaseTarget, migrateToLatest, openDatabase, openDatabaseLater } from './db/database.js';
import type { RunningServer } from './server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const args = process.argv.slice(2);
const config = loadConfig(process.env, args, root);
const target = databaseTarget(config);

// One server per data folder, for the process's life (db/data-lock.ts): a second one stops here,
// before it opens anything, naming the folder and the server that holds it.
try {
  await lockDataFolder(config.dataDir, { port: config.port });
} catch (error) {
  if (!(error instanceof DataFolderInUse)) throw error;
  console.error(error.message);
  process.exit(1);
}

if (args.includes('db:reset')) {
  const database = await openDatabase(target);
  try {
    const [{ prepareDemo }, { TenantStore }] = await Promise.all([
      import('./demo.js'),
      import('./tenants/TenantStore.js'),
    ]);
    await migrateToLatest(database.db);
    await prepareDemo(database.db, new TenantStore(config.dashboardsDir), config, console.log, { reseed: true });
  } finally {
    await database.close();
  }
} else {
  // How a stop goes (docs/api.md, "stopping it"). While the server starts, a signal ends the
  // process at once: what the start had not committed is rolled back by the database, and the next
  // start does it again. Once it answers, the first SIGTERM or Ctrl-C closes the server and lets
  // the roll-ups loading behind it finish for at most config.stopWaitMs (10 s) before stopping them
  // between two transactions; a second signal stops them at the next such point. Either way the
  // next start completes what is missing.
  const stopWaitMs = config.stopWaitMs ?? 10_000;
  const started: { server?: RunningServer } = {};
  let signals = 0;
  const stop = (signal: NodeJS.Signals): void => {
    signals++;
    const { server } = started;
    if (!server) {
      console.log(`${signal}: stopped during the start; the next start resumes it`);
      process.exit(signal === 'SIGINT' ? 130 : 143);
    }
    if (signals > 1) console.log(`${signal} again: stopping the background work now`);
    void server.close({ backgroundWaitMs: signals > 1 ? 0 : stopWaitMs }).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`stop: ${String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const opening = openDatabaseLater(target);
  opening.catch(() => undefined); // startServer awaits it
  const { startServer } = await import('./server.js');
  started.server = await startServer(config, console.log, opening);
}
