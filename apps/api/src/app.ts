import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyError, type FastifyInstance } from 'fastify';
import { JsonDepthError, jsonDepthMessage, jsonTextTooDeep } from '@voz/validation';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.js';
import { BATCH_URL } from './batch/batchRoutes.js';
import { HttpError } from './http/errors.js';
import { FairShare, fairShareHooks, type FairShareLimits } from './http/fair-share.js';
import { rejectNonFiniteNumbers } from './http/finite.js';
import { refuseControlCharacters } from './http/input-rules.js';
import { deferredSchemaController } from './http/lazy-schemas.js';
import { UPLOAD_LIMITS } from './http/uploads.js';
import { PrincipalLoader } from './http/principal.js';
import type { AppDeps, RouteModule } from './http/route-module.js';
import { refuseUnknownQueryParameters } from './http/route-rules.js';
import { validationDetail } from './http/validation-messages.js';
import { webAppRoutes } from './http/web-apps.js';
import { rollupSyncRunning, syncRollups } from './indicators/rollup-sync.js';
import { ROUTE_MODULES } from './routes/index.js';
import type { TenantStore } from './tenants/TenantStore.js';

/** Code of the 400 answered to a JSON body (or document) nested deeper than JSON_DEPTH_LIMIT. */
export const JSON_TOO_DEEP = 'error.jsonTooDeep';

export type { AppDeps, RouteModule } from './http/route-module.js';

/**
 * The node roll-ups follow the trees of metadata.json; a tenant whose trees changed while the
 * server was down is rebuilt before the first request (indicators/rollup-sync.ts), unless their
 * loader is at work (a first demo seed loads them behind the first requests, demo.ts).
 */
export async function syncTenantRollups(db: Kysely<Database>, store: TenantStore): Promise<void> {
  for (const tenantId of store.tenantIds()) {
    const files = store.get(tenantId);
    if (files && !rollupSyncRunning(db, tenantId)) await syncRollups(db, tenantId, files.trees);
  }
}

/**
 * Builds the Fastify application (not listening): plugins, security headers, error handling, and
 * the route modules (all of them unless a test names some). It first brings the roll-ups in line
 * with the trees (syncTenantRollups), unless `syncRollups` is false: the server builds its routes
 * while the database opens and syncs once the database is ready (server.ts).
 */
export async function buildApp(
  deps: Omit<AppDeps, 'principals' | 'fairShare'>,
  modules: readonly RouteModule[] = ROUTE_MODULES,
  options: { syncRollups?: boolean; fairShare?: FairShareLimits } = {},
): Promise<FastifyInstance> {
  // Each schema is compiled when a request first needs it; the server compiles the rest once it
  // listens (http/lazy-schemas.ts).
  const schemas = deferredSchemaController();
  const app = Fastify({
    schemaController: schemas.schemaController,
    logger: deps.config.logLevel === 'silent' ? false : { level: deps.config.logLevel },
    bodyLimit: 1024 * 1024,
    // One line per request is noise at the default level; VOZ_LOG_LEVEL=debug shows them.
    logController: new LogController({
      disableRequestLogging: deps.config.logLevel !== 'debug' && deps.config.logLevel !== 'trace',
    }),
    // allowUnionTypes: a list's `sort` is one term (text) or several (a list), http/list-query.ts.
    ajv: {
      customOptions: {
        allErrors: false,
        coerceTypes: 'array',
        removeAdditional: false,
        useDefaults: true,
        allowUnionTypes: true,
      },
    },
  });
  schemas.adopt(app);
  const full: AppDeps = {
    ...deps,
    principals: new PrincipalLoader(deps.db, deps.tokens, deps.store),
    fairShare: new FairShare(options.fairShare),
  };
  if (options.syncRollups !== false) await syncTenantRollups(deps.db, deps.store);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
  });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: UPLOAD_LIMITS });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Voz reference backend',
        version: '0.1.0',
        description: 'The voc (/api/voc), lcm (/api/lcm) and case (/api/case) services of Voz.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  // Every JSON body is measured before it is parsed: past JSON_DEPTH_LIMIT levels of arrays and
  // objects it is a 400. The formatter, the validator and JSON.stringify recurse once per level,
  // and a dashboard nested a few thousand levels deep overflowed the stack (a 500) before this.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonTextTooDeep(text) !== undefined) {
      done(new HttpError(400, jsonDepthMessage(), JSON_TOO_DEEP), undefined);
      return;
    }
    void parseJson(request, text, done);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof JsonDepthError) {
      // A document read from the disk nested past the limit (what the API writes never is).
      return reply.status(400).send({ status: 400, code: JSON_TOO_DEEP, message: error.message });
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ status: error.statusCode, code: error.code, message: error.message });
    }
    if (error.validation) {
      const first = error.validation[0];
      const where = error.validationContext ?? 'body';
      const field = first?.instancePath ? `${where}${first.instancePath.replace(/\//g, '.')}` : where;
      const detail = first ? validationDetail(first) : 'valor no válido';
      return reply.status(400).send({ status: 400, code: 'error.validation', message: `${field}: ${detail}`, field });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ status, code: error.code ?? `error.http.${status}`, message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ status: 500, code: 'error.internal', message: 'Error interno del servidor.' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      status: 404,
      code: 'error.notFound',
      message: `No existe ${request.method} ${request.url.split('?')[0]}.`,
    }),
  );

  // After the route's caller check, before validation and any route code: no control characters.
  app.addHook('preValidation', refuseControlCharacters);
  // After validation, before every route: coercion can turn '1e400' into Infinity past min/max.
  app.addHook('preHandler', rejectNonFiniteNumbers);
  app.addHook('onRoute', refuseUnknownQueryParameters);
  // Interactive requests are counted per account and tenant; the batch route counts its calls itself.
  fairShareHooks(app, full.fairShare, new Set([BATCH_URL]));
  // Each module is a plugin of its own scope (http/route-module.ts), registered in order.
  for (const module of modules) await app.register(module, full);
  // Last, whatever modules a test names: the built browser apps answer only what no route answers.
  await webAppRoutes(app, full);
  return app;
}
