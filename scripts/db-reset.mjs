#!/usr/bin/env node
// `npm run db:reset`: builds what is stale, then seeds the demo data of every tenant again (in
// VOZ_DATA_DIR, or the PostgreSQL database of DATABASE_URL). Node built-ins only.
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root, run } from './lib/workspace.mjs';

ensureInstalled();
ensureBuilt();
process.exitCode = run(process.execPath, [path.join(root, 'apps/api/dist/main.js'), 'db:reset']);
