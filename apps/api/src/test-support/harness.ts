import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../app.js';
import type { RouteModule } from '../http/route-module.js';
import { TokenService, type TokenClaims } from '../auth/tokens.js';
import type { ServerConfig } from '../config.js';
import { migrateToLatest, openDatabase, type OpenDatabase } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { FairShareLimits } from '../http/fair-share.js';
import { TenantStore } from '../tenants/TenantStore.js';
import { createTestDatabase, type TestDatabase } from './postgres.js';

/** The repository root (tests read the landed dashboards/). */
export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** A database engine the suites run on. */
export type TestEngine = 'pglite' | 'postgres';

/** A server started for one test suite: its own data directory, database and free port. */
export interface TestServer {
  url: string;
  /** The Fastify application behind the server (its router answers hasRoute). */
  app: FastifyInstance;
  /** The engine under the server. */
  engine: TestEngine;
  db: Kysely<Database>;
  store: TenantStore;
  tokens: TestTokens;
  dataDir: string;
  /** A JSON request; the body of the answer is parsed when it is JSON. */
  request(
    method: string,
    url: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: unknown; headers: Headers }>;
  close(): Promise<void>;
}

/**
 * The server's token service as tests sign with it: a token for an account whose session epoch is
 * not given carries the account's current one (read from the database), as a sign-in would.
 */
export interface TestTokens {
  sign(claims: Omit<TokenClaims, 'sessionEpoch'> & { sessionEpoch?: number }): Promise<string>;
  verify(token: string): Promise<TokenClaims | undefined>;
}

/** Options of startTestServer. */
export interface TestServerOptions {
  /** Route modules to register (all when absent). */
  modules?: readonly RouteModule[];
  /** Writes the suite's data before the server starts. */
  prepare?: (db: Kysely<Database>, store: TenantStore) => Promise<void>;
  /** The server's "now". */
  now?: Date;
  /** Dashboards folder (the repository's when absent). */
  dashboardsDir?: string;
  /**
   * The engine: a copy of a migrated PGlite directory, or a database of its own on the test
   * PostgreSQL server (VOZ_TEST_PG_URL). Default: VOZ_TEST_ENGINE, else 'pglite'.
   */
  engine?: TestEngine;
  /** Folders of the built browser apps (default: folders that do not exist). */
  webRoots?: ServerConfig['webRoots'];
  /** The server's log level (default: silent, no logger). */
  logLevel?: ServerConfig['logLevel'];
  /** Limits of the fair share between callers (the server's own when absent). */
  fairShare?: FairShareLimits;
}

/**
 * A copy of some tenant folders of the repository's dashboards/ (and _shared) in a temporary folder:
 * suites that call write routes wholesale (sweeps) use it, so a write that gets through changes the
 * copy, never the repository. The caller removes it (fs.rmSync) when done.
 */
export function copyDashboards(tenants: readonly string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-dashboards-'));
  for (const folder of [...tenants, '_shared']) {
    fs.cpSync(path.join(REPO, 'dashboards', folder), path.join(dir, folder), { recursive: true });
  }
  return dir;
}

/** The engine of suites that do not choose one: `npm test` runs the api suites again with VOZ_TEST_ENGINE=postgres. */
export function defaultTestEngine(): TestEngine {
  return process.env.VOZ_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';
}

let template: Promise<string> | undefined;

/** A migrated, empty PGlite directory made once per test process; suites copy it (faster than migrating). */
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-template-'));
    const open = await openDatabase({ engine: 'pglite', dataDir: path.join(dir, 'pglite') });
    await migrateToLatest(open.db);
    await open.close();
    return dir;
  })();
  return template;
}

/**
 * Starts a real HTTP server on 127.0.0.1 and a free port, on a copy of the migrated template: a
 * copied PGlite directory, or on PostgreSQL a database cloned from voz_template.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const engine = options.engine ?? defaultTestEngine();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-api-test-'));
  let database: TestDatabase | undefined;
  let open: OpenDatabase;
  if (engine === 'postgres') {
    database = await createTestDatabase('api');
    open = await openDatabase({ engine: 'postgres', url: database.url });
  } else {
    fs.cpSync(await migratedTemplate(), dataDir, { recursive: true });
    open = await openDatabase({ engine: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  }
  const store = new TenantStore(options.dashboardsDir ?? path.join(REPO, 'dashboards'));
  await options.prepare?.(open.db, store);
  const tokens = TokenService.fromDataDir(dataDir);
  const now = options.now ?? new Date('2026-11-15T12:00:00Z');
  const config: ServerConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    dashboardsDir: store.dir,
    databaseUrl: database?.url,
    demo: true,
    today: now,
    demoResponses: 0,
    webRoots: options.webRoots ?? { portal: path.join(dataDir, 'no-portal'), editor: path.join(dataDir, 'no-editor') },
    pgliteThread: 'worker',
    logLevel: options.logLevel ?? 'silent',
  };
  const app = await buildApp(
    { config, db: open.db, engine, store, tokens, now: () => now },
    options.modules,
    options.fairShare ? { fairShare: options.fairShare } : {},
  );
  const db = open.db;
  const testTokens: TestTokens = {
    async sign(claims) {
      let sessionEpoch = claims.sessionEpoch;
      if (sessionEpoch === undefined) {
        const row = await db
          .selectFrom('accounts')
          .select('session_epoch')
          .where('tenant_id', '=', claims.accountTenantId)
          .where('id', '=', claims.accountId)
          .executeTakeFirst();
        // An account that does not exist: any epoch, the token is refused for want of the account.
        sessionEpoch = row?.session_epoch.getTime() ?? 0;
      }
      return tokens.sign({ ...claims, sessionEpoch });
    },
    verify: (token) => tokens.verify(token),
  };
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    app,
    engine,
    db: open.db,
    store,
    tokens: testTokens,
    dataDir,
    async request(method, url, { token, body, headers } = {}) {
      const response = await fetch(`${address}${url}`, {
        method,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
      });
      const text = await response.text();
      let parsed: unknown = text;
      if ((response.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
      return { status: response.status, body: parsed, headers: response.headers };
    },
    async close() {
      await app.close();
      await open.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
