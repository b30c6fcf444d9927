#!/usr/bin/env node
// `npm start` runs this: the reference backend on PORT (default 8080). `db:reset` seeds the demo
// data again. Configuration comes from the environment (see config.ts and the README).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.js';
import { startServer } from './server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const config = loadConfig(process.env, process.argv.slice(2), root);
const server = await startServer(config);
const stop = (): void => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
