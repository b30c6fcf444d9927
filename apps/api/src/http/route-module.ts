// The contract between the app and its route modules, in a module of its own: the route modules
// import it, app.ts registers them, and neither imports the other (no import cycle, CONTRIBUTING.md).
import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
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

/**
 * A group of routes: a Fastify plugin whose options are the deps. app.ts registers each with
 * `app.register(module, deps)`, so each has a scope of its own: the auth hook it installs
 * (http/principal.ts authenticateRoutes) and its error handler serve its routes only, while the
 * app's hooks (input rules, fair share) and error handler serve every module's.
 */
export type RouteModule = (app: FastifyInstance, deps: AppDeps) => void | Promise<void>;

/**
 * A module that shares the app's scope instead of having its own (Fastify's `skip-override`): its
 * hooks see every module's routes. For instruments (a test's onRoute hook that collects the routes),
 * never for routes, which keep their scope.
 */
export function appScoped(module: RouteModule): RouteModule {
  return Object.assign(module, { [Symbol.for('skip-override')]: true });
}

/**
 * A Fastify type provider that types a route's request (params, querystring, body, headers) from
 * its JSON Schemas with json-schema-to-ts, declared `as const`: `app.withTypeProvider<SchemaTypes>()`,
 * then no hand-written request interface beside the schema. Answers keep the handlers' own types
 * (`serializer: unknown`): the response schemas document and serialize them.
 */
export interface SchemaTypes extends FastifyTypeProvider {
  validator: this['schema'] extends JSONSchema ? FromSchema<this['schema']> : unknown;
  serializer: unknown;
}
