import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { appScoped, type RouteModule } from './route-module.js';
import { signIn, startDemoServer } from '../contract/demo-server.js';
import { ROUTE_MODULES } from '../routes/index.js';
import { JSON_TOO_DEEP } from '../app.js';
import { copyDashboards, type TestServer } from '../test-support/harness.js';

// Rules every route of the API follows (http/route-rules.ts), checked on every route the app
// registers (collected as Fastify adds them, after the rules have applied), so a route added later
// is checked without editing this file.

const T = 'auto-b';

interface Route {
  method: string;
  url: string;
  schema: { querystring?: { additionalProperties?: unknown } } | undefined;
}

const registered: Route[] = [];
const collect: RouteModule = appScoped((app) => {
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || !route.url.startsWith('/api/')) continue;
      registered.push({ method, url: route.url, schema: route.schema as Route['schema'] });
    }
  });
});
const filled = (url: string): string => url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, '1');

let server: TestServer;
// A copy: the sweep calls write routes, and one that got through must not change the repository.
const dashboards = copyDashboards([T]);
let admin: string;
let analyst: string;

beforeAll(async () => {
  server = await startDemoServer({
    dashboardsDir: dashboards,
    responses: { [T]: 200 },
    modules: [collect, ...ROUTE_MODULES],
  });
  admin = await signIn(server, `admin@${T}.demo`);
  analyst = await signIn(server, `analista@${T}.demo`);
}, 120_000);

afterAll(async () => {
  await server?.close();
  fs.rmSync(dashboards, { recursive: true, force: true });
});

describe('unknown query parameters (issue 30, item 8)', () => {
  it('are refused by the schema of every /api route', () => {
    expect(registered.length).toBeGreaterThan(150);
    const open = registered
      .filter((r) => r.schema?.querystring?.additionalProperties !== false)
      .map((r) => `${r.method} ${r.url}`);
    expect(open).toEqual([]);
  });

  it("answer the issue's call, DELETE …/1?evil=1, with 400, and the object stays", async () => {
    const plan = '/api/voc/action-plans/1';
    expect((await server.request('GET', plan, { token: analyst })).status).toBe(200);
    const answer = await server.request('DELETE', `${plan}?evil=1`, { token: analyst });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'error.validation', message: 'querystring: "evil" no está permitido' });
    expect((await server.request('GET', plan, { token: analyst })).status).toBe(200);
  });

  it('never let a call through, on any route, for the admin or the analyst', { timeout: 120_000 }, async () => {
    const through: string[] = [];
    for (const route of registered) {
      for (const token of [admin, analyst]) {
        const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
        const url = `${filled(route.url)}?evil=1`;
        const answer = await server.request(route.method, url, body === undefined ? { token } : { token, body });
        if (answer.status < 400 || answer.status >= 500) {
          through.push(`${route.method} ${url} -> ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`);
        }
      }
    }
    expect(through).toEqual([]);
  });
});

type Schema = Record<string, unknown>;
interface Operation {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

/** The integer fields named like ids (id, fooId, fooIds, childIds...) of a body schema, with where they are. */
function bodyIds(doc: OpenApi, schema: Schema | undefined, where: string, name = '', depth = 0): [string, Schema][] {
  if (!schema || depth > 30) return [];
  if (typeof schema.$ref === 'string') {
    return bodyIds(doc, doc.components?.schemas?.[schema.$ref.split('/').pop() ?? ''], where, name, depth + 1);
  }
  const found: [string, Schema][] = [];
  const types = [schema.type].flat();
  if ((types.includes('integer') || types.includes('number')) && /(^id|Id|Ids)$/.test(name))
    found.push([where, schema]);
  for (const [key, inner] of Object.entries((schema.properties as Record<string, Schema> | undefined) ?? {})) {
    found.push(...bodyIds(doc, inner, `${where}.${key}`, key, depth + 1));
  }
  if (schema.items && typeof schema.items === 'object') {
    found.push(...bodyIds(doc, schema.items as Schema, `${where}[]`, name, depth + 1));
  }
  for (const key of ['oneOf', 'anyOf', 'allOf']) {
    for (const branch of (schema[key] as Schema[] | undefined) ?? [])
      found.push(...bodyIds(doc, branch, where, name, depth + 1));
  }
  return found;
}

describe('bounds of every integer parameter (issue 30, item 4)', () => {
  it('every integer path or query parameter of the OpenAPI document has a minimum and a maximum', async () => {
    const doc = (await server.request('GET', '/docs/json')).body as OpenApi;
    let checked = 0;
    const unbounded: string[] = [];
    for (const [url, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const parameter of operation.parameters ?? []) {
          if (parameter.in !== 'path' && parameter.in !== 'query') continue;
          const outer = parameter.schema ?? {};
          // A list parameter (?ids=1&ids=2): its items are the integers.
          const schema = [outer.type].flat().includes('array') ? ((outer.items as Schema | undefined) ?? {}) : outer;
          const types = [schema.type].flat();
          if (!types.includes('integer') && !types.includes('number')) continue;
          checked += 1;
          if (typeof schema.minimum !== 'number' || typeof schema.maximum !== 'number') {
            unbounded.push(
              `${method.toUpperCase()} ${url} ${parameter.in} ${parameter.name}: ${JSON.stringify(schema)}`,
            );
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(250);
    expect(unbounded).toEqual([]);
  });

  it('so has every id in a request body', async () => {
    const doc = (await server.request('GET', '/docs/json')).body as OpenApi;
    const ids: [string, Schema][] = [];
    for (const [url, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const content of Object.values(operation.requestBody?.content ?? {})) {
          ids.push(...bodyIds(doc, content.schema, `${method.toUpperCase()} ${url} body`));
        }
      }
    }
    expect(ids.length).toBeGreaterThan(50);
    const unbounded = ids
      .filter(([, schema]) => typeof schema.minimum !== 'number' || typeof schema.maximum !== 'number')
      .map(([where, schema]) => `${where}: ${JSON.stringify(schema)}`);
    expect(unbounded).toEqual([]);
  });

  it("answers the issue's huge history ids with 400 and a Spanish message naming the limit", async () => {
    const consultant = await signIn(server, 'consultor@voz.demo', T);
    for (const id of ['99999999999999999999999', '9223372036854775808', '1e20']) {
      for (const [method, url, body] of [
        ['GET', `/api/authoring/tenants/${T}/history/${id}`, undefined],
        ['POST', `/api/authoring/tenants/${T}/history/${id}/restore`, { baseVersion: null }],
      ] as const) {
        const answer = await server.request(method, url, { token: consultant, ...(body ? { body } : {}) });
        expect(answer.status, `${method} ${url}`).toBe(400);
        expect(answer.body).toMatchObject({
          code: 'error.validation',
          message: `params.id: debe ser menor o igual que ${Number.MAX_SAFE_INTEGER}`,
        });
      }
    }
    const zero = await server.request('GET', `/api/authoring/tenants/${T}/history/0`, { token: consultant });
    expect(zero.body).toMatchObject({ status: 400, message: 'params.id: debe ser mayor o igual que 1' });
    const unknown = await server.request('GET', `/api/authoring/tenants/${T}/history/${Number.MAX_SAFE_INTEGER}`, {
      token: consultant,
    });
    expect(unknown.status).toBe(404);
  });
});

describe('nesting depth of JSON bodies (issue 30, item 3)', () => {
  const nested = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);
  const MESSAGE = 'El JSON anida más de 64 niveles de objetos o listas; el máximo es 64.';

  it("answers the issue's dashboard PUTs with 400 and a Spanish message naming the limit; the file stays", async () => {
    const consultant = await signIn(server, 'consultor@voz.demo', T);
    const url = `/api/authoring/tenants/${T}/file?path=cxo.json`;
    const file = path.join(dashboards, T, 'cxo.json');
    const before = fs.readFileSync(file, 'utf8');
    const current = (await server.request('GET', url, { token: consultant })).body as { version: string };
    for (const depth of [2500, 5000]) {
      for (const content of [nested(depth), `{"widgets":${nested(depth)}}`]) {
        const body = `{"baseVersion":"${current.version}","content":${content}}`;
        const answer = await server.request('PUT', url, { token: consultant, body });
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({ status: 400, code: JSON_TOO_DEEP, message: MESSAGE });
      }
    }
    // About 400 kB nested 200,000 levels (the body limit is 1 MB).
    const huge = `{"baseVersion":"${current.version}","content":${nested(200_000)}}`;
    expect(huge.length).toBeGreaterThan(400_000);
    const answer = await server.request('PUT', url, { token: consultant, body: huge });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: JSON_TOO_DEEP });
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
    // And the server still answers.
    expect((await server.request('GET', url, { token: consultant })).status).toBe(200);
  });

  it('refuses a body past the limit on every route that takes one, never a 5xx', { timeout: 120_000 }, async () => {
    const consultant = await signIn(server, 'consultor@voz.demo', T);
    const deep = `{"a":${nested(3000)}}`;
    let refused = 0;
    const wrong: string[] = [];
    for (const route of registered.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method))) {
      const authoring = route.url.startsWith('/api/authoring/');
      const url = filled(route.url.replace(':tenant', T));
      const answer = await server.request(route.method, url, { token: authoring ? consultant : admin, body: deep });
      const code = (answer.body as { code?: unknown } | undefined)?.code;
      if (answer.status === 400 && code === JSON_TOO_DEEP) refused += 1;
      // The others refuse the caller before the body is read (401/403), or take no JSON (415).
      else if (![401, 403, 415].includes(answer.status)) {
        wrong.push(`${route.method} ${route.url} -> ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(refused).toBeGreaterThan(50);
  });
});
