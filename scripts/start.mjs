#!/usr/bin/env node
// `npm start`: installs what is missing, builds what is stale (the packages with tsc, the portal
// with vite), validates dashboards/ (a broken dashboard is reported, not served silently), then
// starts the reference backend on PORT (8080), which serves the portal too.
// Node built-ins only.
import path from 'node:path';
import { ensureBuilt, ensureInstalled, ensureWebBuilt, root, run } from './lib/workspace.mjs';

ensureInstalled();
ensureBuilt();
ensureWebBuilt();
const validation = run(process.execPath, [
  path.join(root, 'scripts/voz.mjs'),
  'validate',
  path.join(root, 'dashboards'),
]);
if (validation !== 0) console.error('\nSome dashboards have errors (above); the server starts anyway.\n');
await import(path.join(root, 'apps/api/dist/main.js'));
