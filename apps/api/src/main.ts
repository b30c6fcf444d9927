#!/usr/bin/env node
// `npm start` runs this: the reference backend on PORT (default 8080). With `db:reset` it seeds the
// demo data again and exits. Configuration comes from the environment (see config.ts and the README).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.js';
import { migrateToLatest, openDatabase } from './db/database.js';
import { prepareDemo } from './demo.js';
import { databaseTarget, startServer } from './server.js';
import { TenantStore } from './tenants/TenantStore.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const args = process.argv.slice(2);
const config = loadConfig(process.env, args, root);

if (args.includes('db:reset')) {
  const database = await openDatabase(databaseTarget(config));
  try {
    await migrateToLatest(database.db);
    await prepareDemo(database.db, new TenantStore(config.dashboardsDir), config, console.log, { reseed: true });
  } finally {
    await database.close();
  }
} else {
  const server = await startServer(config);
  const stop = (): void => {
    void server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
