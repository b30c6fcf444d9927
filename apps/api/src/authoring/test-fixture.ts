import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD, ensureDemoAccounts } from '../auth/demoAccounts.js';
import { hashPassword } from '../auth/passwords.js';
import { PLATFORM_TENANT } from '../http/principal.js';
import { authRoutes } from '../routes/auth.js';
import { configRoutes } from '../routes/config.js';
import { REPO, startTestServer, type TestServer } from '../test-support/harness.js';
import { authoringRoutes } from './routes.js';

// A test server for the authoring routes on a temporary COPY of the repository's dashboards folder
// (the routes write files; the repository's are never touched), with the demo accounts and a
// consultant granted auto-b only.

/** The consultant granted only auto-b. */
export const LIMITED_CONSULTANT = 'consultor-auto-b@voz.demo';

/** Who signs in. */
export type Who = 'root' | 'consultant' | 'limited' | 'analyst';

const EMAILS: Readonly<Record<Who, string>> = {
  root: 'root@voz.demo',
  consultant: 'consultor@voz.demo',
  limited: LIMITED_CONSULTANT,
  analyst: 'analista@auto-b.demo',
};

/** A running server, its dashboards folder and a token per account. */
export interface AuthoringFixture {
  server: TestServer;
  /** The copied dashboards folder the server reads and writes. */
  dashboards: string;
  tokens: Record<Who, string>;
  /** An answer of the server, with the token of `who` (none when undefined). */
  call(
    method: string,
    url: string,
    who?: Who,
    body?: unknown,
  ): Promise<{ status: number; body: unknown; headers: Headers }>;
  close(): Promise<void>;
}

/** Starts the server on a fresh copy of dashboards/ and signs every account in (on auto-b). */
export async function startAuthoringServer(): Promise<AuthoringFixture> {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-authoring-'));
  const dashboards = path.join(base, 'dashboards');
  fs.cpSync(path.join(REPO, 'dashboards'), dashboards, { recursive: true });
  const server = await startTestServer({
    modules: [configRoutes, authRoutes, authoringRoutes],
    dashboardsDir: dashboards,
    prepare: async (db, store) => {
      await ensureDemoAccounts(db, store, { now: new Date('2026-11-15T12:00:00Z') });
      await db
        .insertInto('accounts')
        .values({
          tenant_id: PLATFORM_TENANT,
          id: 100,
          email: LIMITED_CONSULTANT,
          password_hash: await hashPassword(DEMO_PASSWORD),
          first_name: 'Consultora',
          last_name: 'De Auto B',
          phone: null,
          authorities: ['ROLE_CONSULTANT'],
          grants: ['auto-b'],
          level: null,
          profile_id: null,
          default_critical_moment: null,
        })
        .execute();
      await db
        .insertInto('logins')
        .values({ email: LIMITED_CONSULTANT, tenant_id: PLATFORM_TENANT, account_id: 100 })
        .execute();
    },
  });
  const tokens = {} as Record<Who, string>;
  for (const [who, email] of Object.entries(EMAILS) as [Who, string][]) {
    const answer = await server.request('POST', '/api/lcm/authenticate', {
      body: { username: email, password: DEMO_PASSWORD, ...(who === 'analyst' ? {} : { tenant: 'auto-b' }) },
    });
    const token = (answer.body as { id_token?: unknown }).id_token;
    if (typeof token !== 'string')
      throw new Error(`sign-in of ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
    tokens[who] = token;
  }
  return {
    server,
    dashboards,
    tokens,
    call: (method, url, who, body) =>
      server.request(method, url, { ...(who ? { token: tokens[who] } : {}), ...(body === undefined ? {} : { body }) }),
    async close() {
      await server.close();
      fs.rmSync(base, { recursive: true, force: true });
    },
  };
}

/** Every file under a folder (dot files and links included) -> sha256 of its bytes or link target. */
export function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (at: string): void => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      const key = path.relative(dir, full);
      if (entry.isSymbolicLink()) out[key] = `-> ${fs.readlinkSync(full)}`;
      else if (entry.isDirectory()) walk(full);
      else out[key] = createHash('sha256').update(fs.readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

/** sha256 (hex) of a file's bytes. */
export function fileVersion(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}
