import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../config.js';
import { startServer } from '../server.js';
import { REPO, defaultTestEngine } from '../test-support/harness.js';
import { MIGRATIONS, migrateToLatest, openDatabase } from './database.js';
import { buildTemplate, copyTemplate, currentStamp, isTemplateCurrent } from './template.js';

// The new-database template: built once (initdb and the migrations), copied for a new data
// directory, refused when PGlite or the migrations changed since it was built. PGlite only: the
// template is PGlite's data files (the PostgreSQL run of the api suites skips it).

describe.skipIf(defaultTestEngine() === 'postgres')('database template', { timeout: 180_000 }, () => {
  let work: string;
  let template: string;

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-template-test-'));
    template = path.join(work, 'template');
    expect(await buildTemplate(template)).toBe(true);
  });

  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it('is built once: a current template is kept', async () => {
    expect(isTemplateCurrent(template)).toBe(true);
    const stamp = JSON.parse(fs.readFileSync(path.join(template, 'stamp.json'), 'utf8')) as unknown;
    expect(stamp).toEqual(currentStamp());
    expect(currentStamp().migrations).toEqual(Object.keys(MIGRATIONS));
    expect(await buildTemplate(template)).toBe(false);
  });

  it('copies into a new data directory that opens migrated, and never over an existing one', async () => {
    const dataDir = path.join(work, 'data-1', 'pglite');
    expect(copyTemplate(dataDir, template)).toBe(true);
    expect(copyTemplate(dataDir, template)).toBe(false);
    const database = await openDatabase({ engine: 'pglite', dataDir });
    try {
      expect(await migrateToLatest(database.db)).toEqual([]);
      // The latest migration's table is there, empty.
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM authoring_history`.execute(database.db);
      expect(rows[0]?.n).toBe(0);
      await sql`INSERT INTO tenants (tenant_id, name) VALUES ('t', 'T')`.execute(database.db);
    } finally {
      await database.close();
    }
    // The copy is its own: the template is untouched by what the copy wrote.
    const other = path.join(work, 'data-2', 'pglite');
    expect(copyTemplate(other, template)).toBe(true);
    const second = await openDatabase({ engine: 'pglite', dataDir: other });
    try {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM tenants`.execute(second.db);
      expect(rows[0]?.n).toBe(0);
    } finally {
      await second.close();
    }
  });

  it('is not used when the migrations or PGlite differ from those it was built with', () => {
    const stale = path.join(work, 'stale');
    fs.cpSync(template, stale, { recursive: true });
    const stamp = currentStamp();
    fs.writeFileSync(
      path.join(stale, 'stamp.json'),
      JSON.stringify({ ...stamp, migrations: stamp.migrations.slice(0, -1) }),
    );
    expect(isTemplateCurrent(stale)).toBe(false);
    expect(copyTemplate(path.join(work, 'data-3'), stale)).toBe(false);
    fs.writeFileSync(path.join(stale, 'stamp.json'), JSON.stringify({ ...stamp, pglite: '0.0.1' }));
    expect(copyTemplate(path.join(work, 'data-3'), stale)).toBe(false);
    expect(fs.existsSync(path.join(work, 'data-3'))).toBe(false);
    expect(isTemplateCurrent(path.join(work, 'missing'))).toBe(false);
  });

  it('gives a server starting on a new data directory its database', async () => {
    const dataDir = path.join(work, 'server-data');
    const log: string[] = [];
    const config: ServerConfig = {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      dashboardsDir: path.join(REPO, 'dashboards'),
      databaseUrl: undefined,
      demo: false,
      today: new Date('2026-11-15T12:00:00Z'),
      demoResponses: 0,
      webRoots: { portal: path.join(dataDir, 'no-portal'), editor: path.join(dataDir, 'no-editor') },
      pgliteThread: 'worker',
      logLevel: 'silent',
      dbTemplate: template,
    };
    const server = await startServer(config, (line) => log.push(line));
    try {
      expect(log).toContain('database: created from the template');
      // No migration ran: the copy had them all.
      expect(log.some((line) => line.startsWith('database: applied'))).toBe(false);
      const health = await fetch(`${server.url}/config.json`);
      expect(health.status).toBe(200);
    } finally {
      await server.close();
    }
    expect(fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
  });
});
