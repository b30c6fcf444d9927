// The contract between the app and its route modules, in a module of its own: the route modules
// import it, app.ts registers them, and neither imports the other (no import cycle, CONTRIBUTING.md).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { TokenService } from '../auth/tokens.js';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/schema.js';
import type { TenantStore } from '../tenants/TenantStore.js';
import type { FairShare } from './fair-share.js';
import type { PrincipalLoader } from './principal.js';

/** What the routes need: configuration, database, tenant files, tokens, the clock. */
export interface AppDeps {
  config: ServerConfig;
  db: Kysely<Database>;
  engine: 'pglite' | 'postgres';
  store: TenantStore;
  tokens: TokenService;
  principals: PrincipalLoader;
  /** The fair share of the server between callers (http/fair-share.ts). */
  fairShare: FairShare;
  /** The current time (tests and the demo pin it). */
  now: () => Date;
}

/** A group of routes. */
export type RouteModule = (app: FastifyInstance, deps: AppDeps) => void | Promise<void>;
