import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIGRATIONS, migrateToLatest, openDatabase } from './database.js';

// A new PGlite database created once per checkout and copied for every new data directory: PGlite's
// initdb (PostgreSQL's, in WebAssembly) and the migrations take 15–20 s of a first start and their
// result is the same every time. `npm start` builds it with the packages (scripts/lib/workspace.mjs,
// ensureDbTemplate); a server starting on a new data directory copies it when it was built by the
// same PGlite with the same migrations, and otherwise creates the database as before
// (docs/decisions/0013-first-demo-seed.md). It holds no data: the demo is seeded at first start.

/** Where the template lives: beside the compiled server (git-ignored, rebuilt with it). */
export const TEMPLATE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/pglite-template');

/** What a template was built with; a template is used only when this matches the running code. */
export interface TemplateStamp {
  /** Version of @electric-sql/pglite (its data files are its PostgreSQL's). */
  pglite: string;
  /** Names of the migrations applied, in order. */
  migrations: string[];
}

const STAMP = 'stamp.json';
const DATA = 'pgdata';

/** The stamp of a template the running code would build. */
export function currentStamp(): TemplateStamp {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@electric-sql/pglite');
  // The package's own package.json, found from its entry (its exports do not list package.json).
  let dir = path.dirname(entry);
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  return { pglite: version, migrations: Object.keys(MIGRATIONS) };
}

function readStamp(dir: string): TemplateStamp | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, STAMP), 'utf8')) as TemplateStamp;
  } catch {
    return undefined;
  }
}

const sameStamp = (a: TemplateStamp | undefined, b: TemplateStamp): boolean =>
  a !== undefined && a.pglite === b.pglite && JSON.stringify(a.migrations) === JSON.stringify(b.migrations);

/** True when `dir` holds a template the running code can use. */
export function isTemplateCurrent(dir: string = TEMPLATE_DIR): boolean {
  return sameStamp(readStamp(dir), currentStamp()) && fs.existsSync(path.join(dir, DATA, 'PG_VERSION'));
}

/**
 * Builds the template in `dir` unless a current one is there: a new PGlite database, migrated,
 * closed cleanly. Written beside and renamed into place, so a template is whole or absent.
 * Answers whether it built one.
 */
export async function buildTemplate(dir: string = TEMPLATE_DIR): Promise<boolean> {
  if (isTemplateCurrent(dir)) return false;
  const building = `${dir}.building-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  fs.mkdirSync(building, { recursive: true });
  try {
    const database = await openDatabase({ engine: 'pglite', dataDir: path.join(building, DATA) });
    try {
      await migrateToLatest(database.db);
    } finally {
      await database.close();
    }
    fs.writeFileSync(path.join(building, STAMP), `${JSON.stringify(currentStamp(), null, 2)}\n`);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(building, dir);
  } catch (error) {
    fs.rmSync(building, { recursive: true, force: true });
    throw error;
  }
  return true;
}

/**
 * Creates `dataDir` (which must not exist) as a copy of the template when a current one is built;
 * answers whether it did. The copy is then opened like any database: migrations find nothing to do.
 */
export function copyTemplate(dataDir: string, dir: string = TEMPLATE_DIR): boolean {
  if (fs.existsSync(dataDir) || !isTemplateCurrent(dir)) return false;
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const copying = `${dataDir}.copying-${process.pid}`;
  fs.rmSync(copying, { recursive: true, force: true });
  fs.cpSync(path.join(dir, DATA), copying, { recursive: true });
  fs.renameSync(copying, dataDir);
  return true;
}
