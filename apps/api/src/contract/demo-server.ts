import type { RouteDef } from '@voz/core';
import type { RouteModule } from '../http/route-module.js';
import { DEMO_PASSWORD, ensureDemoAccounts } from '../auth/demoAccounts.js';
import { seedTenant } from '../demo.js';
import type { FairShareLimits } from '../http/fair-share.js';
import { startTestServer, type TestServer } from '../test-support/harness.js';

// Shared by the contract suites: a server with every route module on real demo data (the demo
// generator, small), the demo accounts, sign-in through the API, and the bridge between the
// routing table of @voz/core and the routes Fastify registered.

/** "Today" of the demo data and of the server (the harness default). */
export const DEMO_NOW = new Date('2026-11-15T12:00:00Z');

/**
 * Routes of the routing table that the reference backend does not serve yet, with who is on them.
 * The contract suite asserts each one is still unserved, so an entry must go when its route lands
 * (and the tenant-isolation sweep then requires a way to find its ids, if it has any).
 */
export const NOT_YET: ReadonlyMap<string, string> = new Map<string, string>([]);

/** Options of startDemoServer. */
export interface DemoServerOptions {
  /** Dashboards folder whose tenants are seeded. */
  dashboardsDir: string;
  /** Survey responses generated per tenant (tenants not named are not seeded). */
  responses: Readonly<Record<string, number>>;
  /** Route modules (all when absent). */
  modules?: readonly RouteModule[];
  /** Limits of the fair share between callers (the server's own when absent). */
  fairShare?: FairShareLimits;
}

/** A server with every route module, the named tenants seeded with demo data, and the demo accounts. */
export function startDemoServer(options: DemoServerOptions): Promise<TestServer> {
  return startTestServer({
    dashboardsDir: options.dashboardsDir,
    now: DEMO_NOW,
    ...(options.modules === undefined ? {} : { modules: options.modules }),
    ...(options.fairShare === undefined ? {} : { fairShare: options.fairShare }),
    prepare: async (db, store) => {
      for (const [tenantId, responses] of Object.entries(options.responses)) {
        await seedTenant(db, store, tenantId, { today: DEMO_NOW, demoResponses: responses });
      }
      await ensureDemoAccounts(db, store, { now: DEMO_NOW });
    },
  });
}

/** Signs in through POST /api/lcm/authenticate with the demo password; answers the bearer token. */
export async function signIn(server: TestServer, email: string, tenant?: string): Promise<string> {
  const answer = await server.request('POST', '/api/lcm/authenticate', {
    body: { username: email, password: DEMO_PASSWORD, ...(tenant === undefined ? {} : { tenant }) },
  });
  const token = (answer.body as { id_token?: unknown } | undefined)?.id_token;
  if (answer.status !== 200 || typeof token !== 'string') {
    throw new Error(`sign-in of ${email} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return token;
}

/** Where a backend is mounted on the reference server. */
export const backendPrefix = (backend: RouteDef['backend']): string => `/api/${backend}`;

/** A route of the table as a Fastify url: its backend prefix and `{name}` written `:name`. */
export function fastifyUrl(route: Pick<RouteDef, 'backend' | 'path'>): string {
  return `${backendPrefix(route.backend)}/${route.path.replace(/\{([^}]+)\}/g, ':$1')}`;
}

/** Placeholders of a template (`{id}`) or of a Fastify url (`:id`), in order. */
export function paramsOf(url: string): string[] {
  return [...url.matchAll(/\{([^}]*)\}|:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? m[2] ?? '');
}

/**
 * A key equal for a table template and a Fastify url of the same route, whatever the parameters are
 * called there (`alerts/{id}` and `/api/voc/alerts/:alertId` are one route).
 */
export function routeKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url.replace(/\{[^}]*\}|:[A-Za-z0-9_]+/g, '{}')}`;
}
