#!/usr/bin/env node
// `npm start`: installs what is missing, builds what is stale, validates dashboards/ (a broken
// dashboard is reported, not served silently), then starts the reference backend on PORT (8080).
// Node built-ins only.
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root, run } from './lib/workspace.mjs';

ensureInstalled();
ensureBuilt();
const validation = run(process.execPath, [
  path.join(root, 'scripts/voz.mjs'),
  'validate',
  path.join(root, 'dashboards'),
]);
if (validation !== 0) console.error('\nSome dashboards have errors (above); the server starts anyway.\n');
await import(path.join(root, 'apps/api/dist/main.js'));
