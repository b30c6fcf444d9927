#!/usr/bin/env node
// `npm start`: installs what is missing, builds what is stale, then — until the reference backend
// exists — validates dashboards/ and prints the report. Node built-ins only.
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root, run } from './lib/workspace.mjs';

ensureInstalled();
ensureBuilt();
console.log('Voz: validating dashboards/ (the server arrives with the reference backend).\n');
process.exitCode = run(process.execPath, [
  path.join(root, 'scripts/voz.mjs'),
  'validate',
  path.join(root, 'dashboards'),
]);
