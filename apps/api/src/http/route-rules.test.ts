import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteModule } from '../app.js';
import { signIn, startDemoServer } from '../contract/demo-server.js';
import { ROUTE_MODULES } from '../routes/index.js';
import { REPO, type TestServer } from '../test-support/harness.js';

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
const collect: RouteModule = (app) => {
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || !route.url.startsWith('/api/')) continue;
      registered.push({ method, url: route.url, schema: route.schema as Route['schema'] });
    }
  });
};
const filled = (url: string): string => url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, '1');

let server: TestServer;
let admin: string;
let analyst: string;

beforeAll(async () => {
  server = await startDemoServer({
    dashboardsDir: path.join(REPO, 'dashboards'),
    responses: { [T]: 200 },
    modules: [collect, ...ROUTE_MODULES],
  });
  admin = await signIn(server, `admin@${T}.demo`);
  analyst = await signIn(server, `analista@${T}.demo`);
}, 120_000);

afterAll(async () => {
  await server?.close();
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
