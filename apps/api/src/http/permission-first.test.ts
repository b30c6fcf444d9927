import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appScoped, type RouteModule } from './route-module.js';
import { signIn, startDemoServer } from '../contract/demo-server.js';
import { ROUTE_MODULES } from '../routes/index.js';
import { REPO, type TestServer } from '../test-support/harness.js';

// Permission before validation (issue 29, item 4): a caller without a route's right must learn
// nothing of its body, so the answer to a malformed body is 401/403/404 (what the same caller gets
// for any body), never the 400 that would describe what the route expects. Swept over every write
// route the real app registers (collected as Fastify adds them, so a route added later is swept
// without editing this file), as the demo reader of auto-b, whose profile grants the dashboard only.

const T = 'auto-b';
const READER = `lector@${T}.demo`;
const WRITES: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Fills every path parameter: an id that looks valid and exists nowhere. */
const PATH_VALUE = '987654';
/** A body no route accepts: no required field, an unknown one, a wrong type. */
const MALFORMED = { '~malformed': [{ deep: null }], page: 'x' };

/**
 * Write routes the reader may use, each with why: for these the body is the reader's business, so
 * a malformed one is a 400 like anyone's (and the sweep checks it is, so an entry whose route comes
 * to need a right the reader lacks shows up here).
 */
const READER_MAY_USE: ReadonlyMap<string, string> = new Map([
  // Signing in and recovering a password come before any account is known.
  ['POST /api/lcm/authenticate', 'Sign-in: public.'],
  ['POST /api/lcm/account/reset-password/init', 'Password recovery: public.'],
  ['POST /api/lcm/account/reset-password/finish', 'Password recovery: public, the key is the right.'],
  // The caller's own account.
  ['POST /api/lcm/account/change-password', 'Every account changes its own password.'],
  [
    'POST /api/lcm/account/switch-tenant',
    'Every account may ask; whether it may act on the tenant it names is a question of that body.',
  ],
  // Reads sent as POST (their filters in the body), which the dashboard the reader sees is made of.
  ['POST /api/voc/indicators/:indicator/values', 'The indicator read of every dashboard widget.'],
  ['POST /api/voc/indicators/alert-counters/values', 'Indicator read (alert counters widgets).'],
  ['POST /api/voc/indicators/survey-response-counters/values', 'Indicator read (response counters widgets).'],
  ['POST /api/batch', 'Several of the reads above in one request; each is checked as if it came alone.'],
  ['POST /api/voc/survey-responses/filter', 'Survey responses are read by any signed-in user of the tenant.'],
  ['POST /api/voc/survey-responses/values', 'Survey response counts, read by any signed-in user of the tenant.'],
  ['POST /api/voc/reports/indicators-dashboard', 'The general indicators table of the dashboard: any signed-in user.'],
  ['POST /api/voc/reports/indicators-social', 'Its social-listening twin, on the dashboard too: any signed-in user.'],
  [
    'POST /api/voc/external-social/v3/analysis/overview/chart',
    'auto-b has no social listening, so every signed-in user gets the empty chart (on a tenant that has it, ' +
      'the reader, without the social-listening section, gets 403 before validation: socialRoutes.test.ts).',
  ],
]);

/** Write routes anyone may call without a token (they validate the body for everyone). */
const PUBLIC: ReadonlySet<string> = new Set([
  'POST /api/lcm/authenticate',
  'POST /api/lcm/account/reset-password/init',
  'POST /api/lcm/account/reset-password/finish',
]);

interface Route {
  method: string;
  url: string;
  /** Whether the OpenAPI schema says the route needs a bearer token. */
  bearer: boolean;
}

const keyOf = (route: Pick<Route, 'method' | 'url'>): string => `${route.method} ${route.url}`;

/** The url with every `:param` (and its regexp, if any) replaced by PATH_VALUE. */
const filled = (url: string): string => url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, PATH_VALUE);

/** Every route the app registers, in registration order. */
const registered: Route[] = [];
const collect: RouteModule = appScoped((app) => {
  app.addHook('onRoute', (route) => {
    const security = (route.schema as { security?: { bearer?: unknown }[] } | undefined)?.security ?? [];
    const bearer = security.some((s) => s.bearer !== undefined);
    for (const method of [route.method].flat()) registered.push({ method, url: route.url, bearer });
  });
});

let server: TestServer;
let reader: string;

beforeAll(async () => {
  server = await startDemoServer({
    dashboardsDir: path.join(REPO, 'dashboards'),
    responses: { [T]: 60 },
    modules: [collect, ...ROUTE_MODULES],
  });
  reader = await signIn(server, READER);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const writeRoutes = (): Route[] => registered.filter((r) => WRITES.has(r.method));

describe('permission before validation', () => {
  it('finds the write routes of every module, and every allowed route among them', () => {
    const keys = new Set(writeRoutes().map(keyOf));
    // A sanity floor: the sweep must not pass for want of routes.
    expect(keys.size).toBeGreaterThan(60);
    for (const key of [...READER_MAY_USE.keys(), ...PUBLIC]) expect(keys, key).toContain(key);
  });

  it("answers the issue's call, the reader creating an action plan with a malformed body, with 403", async () => {
    const answer = await server.request('POST', '/api/voc/action-plans', { token: reader, body: { title: 'x' } });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 'error.forbidden', message: 'No tiene acceso a los planes de acción.' });
  });

  it("answers the reader's malformed body on every write route it may not use with 401/403/404, never 400", async () => {
    const leaks: string[] = [];
    for (const route of writeRoutes()) {
      const key = keyOf(route);
      const answer = await server.request(route.method, filled(route.url), { token: reader, body: MALFORMED });
      const allowed = READER_MAY_USE.get(key);
      const ok = allowed === undefined ? [401, 403, 404].includes(answer.status) : answer.status === 400;
      const why = allowed === undefined ? '' : ` (allowed: ${allowed})`;
      if (!ok) leaks.push(`${key}${why} -> ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    expect(leaks).toEqual([]);
  });

  it('answers 401 without a token before validating anything, on every route that needs one', async () => {
    const wrong: string[] = [];
    const guarded = registered.filter((r) => r.bearer || (WRITES.has(r.method) && !PUBLIC.has(keyOf(r))));
    expect(guarded.length).toBeGreaterThan(100);
    for (const route of guarded) {
      // A malformed query too: the querystring is validated with the body.
      const url = `${filled(route.url)}?page=-1&%7Emalformed=1`;
      const body = route.method === 'GET' || route.method === 'HEAD' ? undefined : MALFORMED;
      const answer = await server.request(route.method, url, body === undefined ? {} : { body });
      if (answer.status !== 401) wrong.push(`${keyOf(route)} -> ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    expect(wrong).toEqual([]);
  });
});
