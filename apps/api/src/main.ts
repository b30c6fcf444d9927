#!/usr/bin/env node
// `npm start` runs this: the reference backend on PORT (default 8080). With `db:reset` it seeds the
// demo data again and exits. Configuration comes from the environment (see config.ts and the README).
//
// Only the configuration and the database are imported up front: the database starts to open (on
// PGlite, its worker boots for about 2 s) before the server's modules load (about 1.5 s here), so a
// later start waits for the longer of the two instead of both (BENCHMARKS.md, "Later starts").
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.js';
import { databaseTarget, migrateToLatest, openDatabase, openDatabaseLater } from './db/database.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const args = process.argv.slice(2);
const config = loadConfig(process.env, args, root);
const target = databaseTarget(config);

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
  const opening = openDatabaseLater(target);
  opening.catch(() => undefined); // startServer awaits it
  const { startServer } = await import('./server.js');
  const server = await startServer(config, console.log, opening);
  const stop = (): void => {
    void server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
