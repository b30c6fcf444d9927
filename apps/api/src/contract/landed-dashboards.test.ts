import path from 'node:path';
import {
  ROUTES,
  buildIndicatorCalls,
  callKey,
  conditionTrees,
  defaultDateRange,
  matchTemplate,
  resolveDashboard,
  type FilterState,
  type IndicatorCall,
  type RouteDef,
} from '@voz/core';
import type { IndicatorRequest, TenantMetadata } from '@voz/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchableRoute } from '../batch/batchRoutes.js';
import { TenantStore } from '../tenants/TenantStore.js';
import { REPO, type TestServer } from '../test-support/harness.js';
import { DEMO_NOW, NOT_YET, fastifyUrl, signIn, startDemoServer } from './demo-server.js';

// The contract between the landed dashboards and the reference backend: every call a widget of
// dashboards/<tenant>/ makes, as packages/core builds it, is served by the full app on demo data,
// with the shape its route documents; and every route of the routing table is registered (or
// listed in NOT_YET). Tenant folders are read when the suite runs, so a new tenant is covered.

const DASHBOARDS = path.join(REPO, 'dashboards');
const store = new TenantStore(DASHBOARDS);
const TENANTS = store.tenantIds();
/** Enough answers per tenant for every widget to have data, small enough for a fast suite. */
const RESPONSES = 2000;

interface TreeNode {
  id: number;
  children?: TreeNode[];
}

function firstLeaf(node: TreeNode): TreeNode {
  const child = node.children?.[0];
  return child === undefined ? node : firstLeaf(child);
}

/** One of the filter states the calls are built under, named for failure messages. */
interface NamedState {
  name: string;
  filters: FilterState;
}

/**
 * The tenant's default dates with every combination of the three selections of the brief (root
 * or leaf moment, root or leaf geography, with or without a channel): 2^3 states.
 */
function filterStates(metadata: TenantMetadata, dates: { from: string; to: string }): NamedState[] {
  const moment = { root: metadata.criticalMoments.id, leaf: firstLeaf(metadata.criticalMoments).id };
  const geo = { root: metadata.geographies.root.id, leaf: firstLeaf(metadata.geographies.root).id };
  const channel = metadata.channels[0]?.id;
  const states: NamedState[] = [];
  for (const m of ['root', 'leaf'] as const) {
    for (const g of ['root', 'leaf'] as const) {
      for (const withChannel of channel === undefined ? [false] : [false, true]) {
        states.push({
          name: `moment ${m} ${moment[m]}, geography ${g} ${geo[g]}, ${withChannel ? `channel ${channel}` : 'no channel'}`,
          filters: {
            dateFrom: dates.from,
            dateTo: dates.to,
            criticalMoments: [moment[m]],
            geographies: [geo[g]],
            logicals: [],
            channels: withChannel && channel !== undefined ? [channel] : [],
            responseValues: {},
            groupByTopLocation: true,
          },
        });
      }
    }
  }
  return states;
}

/** What GET /api/lcm/account tells about the signed-in user that render conditions read. */
interface AccountView {
  level: string | null;
  highestScope: boolean;
}

/** An indicator request of a widget, with where it is written (for failure messages). */
interface WidgetRequest {
  where: string;
  request: IndicatorRequest;
}

/**
 * Every indicator request of every widget (shown or hidden: a widget hidden in one state shows in
 * another) of every dashboard of a tenant, includes expanded, per dashboard.
 */
/** Widget kinds that never ask for data: a dashboard made only of them is left out of the calls. */
const DATALESS_KINDS: ReadonlySet<string> = new Set(['label', 'spacer']);

function tenantRequests(tenantId: string, state: FilterState, account: AccountView): Map<string, WidgetRequest[]> {
  const files = store.get(tenantId);
  if (!files) throw new Error(`tenant ${tenantId} has no tenant files`);
  const tenant = files.tenant.value;
  const byDashboard = new Map<string, WidgetRequest[]>();
  for (const key of store.dashboardKeys(tenantId)) {
    const dashboard = store.dashboard(tenantId, key)?.value;
    if (!dashboard) throw new Error(`dashboard ${tenantId}/${key} cannot be read`);
    const resolved = resolveDashboard(dashboard, {
      criticalMoments: state.criticalMoments,
      geographies: state.geographies,
      logicals: state.logicals,
      channels: state.channels,
      roots: tenant.rootIds,
      trees: conditionTrees(files.metadata.value),
      ...(account.level === null ? {} : { level: account.level }),
      highestScope: account.highestScope,
      language: tenant.languages[0] ?? 'es',
      features: tenant.features ?? [],
      fragments: (ref) => store.fragment(tenantId, ref.name, ref.shared)?.value,
    });
    expect(resolved.problems, `${tenantId}/${key}: broken includes`).toEqual([]);
    const asking = resolved.widgets.filter(({ widget }) => !DATALESS_KINDS.has(widget.type));
    // A dashboard of section labels and spacers only (the insurer's empty default) asks for nothing.
    if (asking.length === 0) continue;
    byDashboard.set(
      key,
      resolved.widgets.flatMap(({ widget }) =>
        ((widget as { indicators?: IndicatorRequest[] }).indicators ?? []).map((request) => ({
          where: `${key}/${widget.id}: ${request.key ?? request.indicator}`,
          request,
        })),
      ),
    );
  }
  return byDashboard;
}

/** The call on this server: the tenant's backend base replaced by where the backend is mounted here. */
function localUrl(call: IndicatorCall): string {
  const q = call.url.indexOf('?');
  return `/api/${call.backend}/${call.path}${q === -1 ? '' : call.url.slice(q)}`;
}

/** The JSON type the OpenAPI document promises for a route's 200 answer. */
type Promised = 'array' | 'object' | 'other';

interface OpenApi {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: { type?: string } }> }> }>
  >;
}

/**
 * What the app's own OpenAPI document promises for a concrete call: the operation whose path
 * template matches, literal segments first (as the router chooses); undefined when none documents it.
 */
function promisedShape(doc: OpenApi, method: string, url: string): Promised | undefined {
  const bare = url.split('?', 1)[0] ?? url;
  const candidates = Object.keys(doc.paths)
    .filter((template) => doc.paths[template]?.[method.toLowerCase()] && matchTemplate(template, bare))
    .sort((a, b) => a.split('{').length - b.split('{').length);
  const operation = candidates[0] === undefined ? undefined : doc.paths[candidates[0]]?.[method.toLowerCase()];
  if (!operation) return undefined;
  const type = operation.responses?.['200']?.content?.['application/json']?.schema?.type;
  return type === 'array' || type === 'object' ? type : 'other';
}

describe('the landed dashboards against the reference backend', { timeout: 180_000 }, () => {
  let server: TestServer;
  let openApi: OpenApi;
  const tokens = new Map<string, string>();
  const accounts = new Map<string, AccountView>();

  beforeAll(async () => {
    server = await startDemoServer({
      dashboardsDir: DASHBOARDS,
      responses: Object.fromEntries(TENANTS.map((t) => [t, RESPONSES])),
    });
    for (const tenantId of TENANTS) {
      const token = await signIn(server, `analista@${tenantId}.demo`);
      tokens.set(tenantId, token);
      const account = await server.request('GET', '/api/lcm/account', { token });
      accounts.set(tenantId, account.body as AccountView);
    }
    openApi = (await server.request('GET', '/docs/json')).body as OpenApi;
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  it('finds tenants with dashboards', () => {
    expect(TENANTS.length).toBeGreaterThan(0);
    for (const tenantId of TENANTS) expect(store.dashboardKeys(tenantId), tenantId).not.toEqual([]);
  });

  it.each(TENANTS)(
    "serves every call of %s's dashboards under its default dates and each selection",
    async (tenantId) => {
      const files = store.get(tenantId);
      const token = tokens.get(tenantId);
      const account = accounts.get(tenantId);
      if (!files || !token || !account) throw new Error(`tenant ${tenantId} was not prepared`);
      const tenant = files.tenant.value;
      const dates = defaultDateRange(
        // The schema leaves both optional; the portal then starts on last month's first day, to today.
        { fromMonthsAgo: tenant.defaults?.fromMonthsAgo ?? 1, toMonthsAgo: tenant.defaults?.toMonthsAgo ?? 0 },
        DEMO_NOW,
        tenant.timezone,
      );
      /** Calls sent (by callKey), and those that answered rows: identical calls are sent once. */
      const sent = new Set<string>();
      const withRows = new Set<string>();
      /** Widget requests, and those that answered rows under at least one state. */
      const asked = new Set<string>();
      const answered = new Set<string>();
      for (const state of filterStates(files.metadata.value, dates)) {
        for (const [dashboard, requests] of tenantRequests(tenantId, state.filters, account)) {
          expect(requests.length, `${tenantId}/${dashboard} makes no indicator request`).toBeGreaterThan(0);
          const calls = buildIndicatorCalls(
            requests.map((r) => r.request),
            state.filters,
            tenant,
          );
          for (const [i, call] of calls.entries()) {
            const request = `${tenantId}/${requests[i]?.where ?? '?'} (${call.routeId})`;
            asked.add(request);
            const url = localUrl(call);
            // The portal may send it in a batch (POST /api/batch): the batch must take it.
            const batched = batchableRoute(call.method, url);
            expect(typeof batched === 'string' ? batched : 'taken', `${request} in a batch`).toBe('taken');
            const key = callKey({ ...call, url });
            if (sent.has(key)) {
              if (withRows.has(key)) answered.add(request);
              continue;
            }
            sent.add(key);
            const where = `${request}, ${state.name}: ${call.method} ${url}${
              call.body === undefined ? '' : ` ${JSON.stringify(call.body)}`
            }`;
            const answer = await server.request(call.method, url, { token, body: call.body });
            expect(answer.status, `${where} answered ${answer.status}: ${JSON.stringify(answer.body)}`).toBe(200);
            expect(answer.headers.get('content-type'), where).toContain('application/json');
            const promised = promisedShape(openApi, call.method, url);
            expect(promised, `${where}: no operation of the OpenAPI document answers it`).toBeDefined();
            if (promised === 'object') {
              expect(
                answer.body !== null && typeof answer.body === 'object' && !Array.isArray(answer.body),
                where,
              ).toBe(true);
              withRows.add(key);
            }
            if (promised === 'array') {
              expect(Array.isArray(answer.body), `${where} is not an array`).toBe(true);
              const rows = answer.body as unknown[];
              for (const row of rows) {
                expect(row !== null && typeof row === 'object', `${where}: a row is not an object`).toBe(true);
                for (const field of call.request.keyExtract ?? []) {
                  expect(row, `${where}: a row lacks keyExtract field ${field}`).toHaveProperty(field);
                }
              }
              if (rows.length > 0) withRows.add(key);
            }
            if (withRows.has(key)) answered.add(request);
          }
        }
      }
      if (asked.size === 0) {
        // Nothing asked: only a tenant whose dashboards are labels and spacers, with no includes.
        const files = store.dashboardKeys(tenantId).map((key) => store.dashboard(tenantId, key)?.value);
        expect(
          files.every((d) => d && !d.includes?.length && d.widgets.every((w) => DATALESS_KINDS.has(w.type))),
          `${tenantId}: no call sent, yet a dashboard has data widgets`,
        ).toBe(true);
      } else expect(sent.size).toBeGreaterThan(0);
      // Real data behind the calls: each request finds rows under at least one of the states.
      expect([...asked].filter((r) => !answered.has(r)).sort(), `${tenantId}: requests never answering a row`).toEqual(
        [],
      );
    },
    180_000,
  );

  it('registers every route of the routing table, but the ones listed as not yet served', async () => {
    const served = async (route: RouteDef): Promise<boolean> => {
      if (server.app.hasRoute({ method: route.method, url: fastifyUrl(route) })) return true;
      // A literal path may be served by a parametric route (indicators/sentiment_tags/values by
      // indicators/:indicator/values): ask the router with a call that cannot get past sign-in.
      const probe = await server.request(route.method, fastifyUrl(route).replace(/:[^/]+/g, '1'));
      return probe.status !== 404 && probe.status !== 405;
    };
    const missing: string[] = [];
    const landed: string[] = [];
    for (const route of ROUTES) {
      const yes = await served(route);
      if (NOT_YET.has(route.id) && yes) landed.push(`${route.id}: served now, remove it from NOT_YET`);
      if (!NOT_YET.has(route.id) && !yes) missing.push(`${route.id}: ${route.method} ${fastifyUrl(route)}`);
    }
    expect(missing, 'routes of the table the app does not serve').toEqual([]);
    expect(landed, 'routes of NOT_YET the app serves').toEqual([]);
    for (const id of NOT_YET.keys())
      expect(
        ROUTES.some((r) => r.id === id),
        `${id} is not in ROUTES`,
      ).toBe(true);
  });
});
