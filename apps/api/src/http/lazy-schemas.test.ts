import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/harness.js';
import { compileDeferredSchemas, deferredSchemaController } from './lazy-schemas.js';

// The routes' schemas are compiled by the first request that needs them, and the rest after the
// server listens; requests are validated and answered as with Fastify's own compilers.

/** An app with the API's Ajv options, two routes, and `extra` routes. */
async function appWith(extra?: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const schemas = deferredSchemaController();
  const app = Fastify({
    schemaController: schemas.schemaController,
    ajv: { customOptions: { allErrors: false, coerceTypes: 'array', removeAdditional: false, useDefaults: true } },
  });
  schemas.adopt(app);
  app.post(
    '/items',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name'],
          additionalProperties: false,
          properties: { name: { type: 'string', minLength: 1 }, size: { type: 'integer', default: 15 } },
        },
        response: { 200: { type: 'object', properties: { name: { type: 'string' }, size: { type: 'integer' } } } },
      },
    },
    (request) => Promise.resolve({ ...(request.body as object), secret: 'not in the schema' }),
  );
  app.get(
    '/pages',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { page: { type: 'integer' }, ids: { type: 'array', items: { type: 'integer' } } },
        },
      },
    },
    (request) => Promise.resolve(request.query),
  );
  extra?.(app);
  await app.ready();
  return app;
}

describe('deferred schema compilation', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('validates, coerces, fills defaults and serializes as Fastify does', async () => {
    app = await appWith();
    const ok = await app.inject({ method: 'POST', url: '/items', payload: { name: 'a' } });
    expect(ok.statusCode).toBe(200);
    // The default filled in, and the response serializer leaves out what its schema does not name.
    expect(ok.json()).toEqual({ name: 'a', size: 15 });
    const missing = await app.inject({ method: 'POST', url: '/items', payload: { size: 2 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toContain("must have required property 'name'");
    const extra = await app.inject({ method: 'POST', url: '/items', payload: { name: 'a', other: 1 } });
    expect(extra.statusCode).toBe(400);
    const query = await app.inject({ method: 'GET', url: '/pages?page=3&ids=4' });
    expect(query.json()).toEqual({ page: 3, ids: [4] });
  });

  it('compiles at the first request, and the rest when asked', async () => {
    const untouched = await appWith();
    const all = await compileDeferredSchemas(untouched);
    await untouched.close();
    expect(all).toBeGreaterThanOrEqual(3); // the body and querystring validators, the 200 serializer
    app = await appWith();
    // The request compiles its own validator; the others are left for later.
    await app.inject({ method: 'GET', url: '/pages?page=1' });
    expect(await compileDeferredSchemas(app)).toBe(all - 1);
    expect(await compileDeferredSchemas(app)).toBe(0);
  });

  it('starts with a schema that does not compile, and reports it when compiling the rest', async () => {
    app = await appWith((a) =>
      a.post('/broken', { schema: { body: { type: 'object', properties: { n: { type: 'no-such-type' } } } } }, () =>
        Promise.resolve({}),
      ),
    );
    await expect(compileDeferredSchemas(app)).rejects.toThrow(/no-such-type|type/);
    // The other routes still answer.
    expect((await app.inject({ method: 'POST', url: '/items', payload: { name: 'b' } })).statusCode).toBe(200);
  });
});

describe("the API's routes", { timeout: 120_000 }, () => {
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.close();
  });

  it('all compile', async () => {
    server = await startTestServer();
    // Hundreds of validators and serializers, none compiled by the start.
    expect(await compileDeferredSchemas(server.app)).toBeGreaterThan(200);
  });
});
