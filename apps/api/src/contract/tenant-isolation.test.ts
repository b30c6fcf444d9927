import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROUTES, defaultDateRange } from '@voz/core';
import type { Feature, Tenant, TenantMetadata } from '@voz/schema';
import { formatDocument } from '@voz/validation';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appScoped, type RouteModule } from '../http/route-module.js';
import { ADMIN_ENTITIES } from '../admin/adminRoutes.js';
import { ROUTE_MODULES } from '../routes/index.js';
import { tenantTables } from '../seed/index.js';
import { REPO, type TestServer } from '../test-support/harness.js';
import { DEMO_NOW, NOT_YET, fastifyUrl, paramsOf, routeKey, signIn, startDemoServer } from './demo-server.js';

// Tenant isolation, swept over every route with an id in its path: the routing table's (new ones
// are picked up from ROUTES) and the ones the app registers beyond it (checked against what Fastify
// registered). Tenant A owns rows that tenant B does not have (same ids nowhere in B); B's analyst,
// admin and root-acting-on-B call each route with A's ids. Each answer must be exactly what the
// same account gets for an id that exists in no tenant (404, or 403 where its role may not use
// the route at all), never 2xx or 5xx, and no write may change anything of A.

const A = 'auto-b';
const B = 'auto-z';
/** A gets more answers than B, so A has survey responses, messages and notifications B has not. */
const RESPONSES: Readonly<Record<string, number>> = { [A]: 1500, [B]: 1000 };

type Role = 'analyst' | 'admin' | 'root';
const ROLES: readonly Role[] = ['analyst', 'admin', 'root'];
const emailOf = (role: Role, tenant: string): string =>
  role === 'root' ? 'root@voz.demo' : `${role === 'analyst' ? 'analista' : 'admin'}@${tenant}.demo`;

/** A file part for the multipart upload routes: a PNG (the evidence routes check the signature). */
const MULTIPART = Symbol('multipart');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** What an id in a path is: a row of a table, a node of metadata.json, or a file of the tenant folder. */
type Ref =
  | { kind: 'row'; table: string; column: string; value: number | string }
  | { kind: 'node'; tree: MetadataCollection; value: number }
  | { kind: 'file'; dir: string; value: string };

/** The collections of metadata.json the structure entities edit. */
type MetadataCollection = 'criticalMoments' | 'geographies' | 'logicals' | 'channels' | 'clusters';

/** How to plant a row of a CRUD entity in A and what B tries to write over it. */
interface CrudPlan {
  /** Where its ids live: a table, or a collection of metadata.json. */
  store: { table: string } | { metadata: MetadataCollection };
  create: Record<string, unknown>;
  /** The PUT body (the create body when absent). */
  update?: Record<string, unknown>;
}

/**
 * Bodies valid in either tenant (so a refusal is about the id, never a 400), by CRUD entity path.
 * Structure nodes go under a parent that already has children, so every level stays valid.
 */
function crudPlans(metadata: TenantMetadata, response: number | string): Readonly<Record<string, CrudPlan>> {
  const moment = firstLeaf(metadata.criticalMoments).id;
  const under = (node: TreeNode): { parentId: number } => ({ parentId: parentOfFirstLeaf(node).id });
  return {
    alerts: {
      store: { table: 'alerts' },
      create: { type: 'INCIDENT', responseId: response },
      update: { description: 'De otro' },
    },
    tenants: { store: { table: 'tenants' }, create: {}, update: { name: 'Renombrado por otro cliente' } },
    profiles: { store: { table: 'profiles' }, create: { name: 'Solo de A', access: { dashboard: ['main'] } } },
    'users/tenant': {
      store: { table: 'accounts' },
      create: { email: 'solo-de-a@auto-b.test', firstName: 'Solo', lastName: 'De A', password: 'clave-larga-1' },
      update: { email: 'intruso@auto-z.test' },
    },
    'users/admin': {
      store: { table: 'accounts' },
      create: { email: 'admin-solo-de-a@auto-b.test', password: 'clave-larga-1' },
      update: { email: 'intruso-admin@auto-z.test' },
    },
    workflows: { store: { table: 'workflows' }, create: { name: 'solo-de-a' } },
    'critical-moments': {
      store: { metadata: 'criticalMoments' },
      create: { name: 'Solo de A', workflowName: 'solo-de-a', ...under(metadata.criticalMoments) },
      update: { name: 'Solo de A', workflowName: 'solo-de-a' },
    },
    'geo-locations': {
      store: { metadata: 'geographies' },
      create: { name: 'Solo de A', ...under(metadata.geographies.root) },
      update: { name: 'Otro' },
    },
    'logical-locations': {
      store: { metadata: 'logicals' },
      create: { name: 'Solo de A', ...under(metadata.logicals) },
      update: { name: 'Otro' },
    },
    channels: { store: { metadata: 'channels' }, create: { name: 'Solo de A' } },
    clusters: { store: { metadata: 'clusters' }, create: { name: 'Solo de A' } },
    surveys: { store: { table: 'surveys' }, create: { name: 'Solo de A', criticalMomentId: moment } },
    reports: { store: { table: 'report_definitions' }, create: { name: 'Solo de A', type: 'ALERTS' } },
    'dynamic-reports': { store: { table: 'dynamic_reports' }, create: { name: 'Solo de A', fields: ['customer'] } },
    'customer-journey': { store: { table: 'customer_journey_stages' }, create: { name: 'Solo de A' } },
    dashboard: {
      store: { table: 'dashboard_widgets' },
      create: { name: 'Solo de A', widgetName: 'radial-summary', formula: 'nps' },
    },
    'alert-workflows': { store: { table: 'alert_workflows' }, create: { name: 'Solo de A' } },
    'alert-work-groups': { store: { table: 'alert_work_groups' }, create: { name: 'Solo de A' } },
  };
}

/**
 * The id routes outside the generic CRUD, by route key: the resource behind each placeholder and
 * the body. Routes the app registers beyond the routing table are here too (messages/:id,
 * notifications/:id, the nested evidence and comment routes, tenant-config files).
 */
const SPECIFIC: ReadonlyMap<string, { resources: readonly string[]; body?: unknown }> = new Map<
  string,
  { resources: readonly string[]; body?: unknown }
>([
  ['GET /api/voc/survey-responses/{}', { resources: ['response'] }],
  ['GET /api/voc/alerts/{}/comments', { resources: ['alert'] }],
  ['POST /api/voc/alerts/{}/comments', { resources: ['alert'], body: { text: 'Comentario de otro cliente' } }],
  ['GET /api/voc/alert-evidence/{}', { resources: ['alert'] }],
  ['POST /api/voc/alert-evidence/{}', { resources: ['alert'], body: MULTIPART }],
  ['GET /api/voc/alert-evidence/{}/{}', { resources: ['alert', 'alertEvidence'] }],
  // DELETE alert-evidence/{id} names the evidence (docs/routing.md), not the alert.
  ['DELETE /api/voc/alert-evidence/{}', { resources: ['alertEvidence'] }],
  ['DELETE /api/voc/alert-evidence/{}/{}', { resources: ['alert', 'alertEvidence'] }],
  ['GET /api/lcm/messages/{}', { resources: ['message'] }],
  ['GET /api/lcm/notifications/{}', { resources: ['notification'] }],
  ['GET /api/lcm/notifications/{}/surveys', { resources: ['notification'] }],
  ['GET /api/lcm/notifications/by-account/{}', { resources: ['customer'] }],
  ['POST /api/voc/reports/{}', { resources: ['crud:reports'], body: {} }],
  // A critical moment that only A's metadata.json has (made through A's CRUD), so B's answer must be 404.
  ['GET /api/voc/dashboard/critical-moment/{}', { resources: ['crud:critical-moments'] }],
  ['GET /api/lcm/tenant-config/dashboards/{}', { resources: ['dashboardFile'] }],
  ['GET /api/lcm/tenant-config/fragments/{}', { resources: ['fragmentFile'] }],
  ['GET /api/voc/action-plans/{}', { resources: ['plan'] }],
  ['DELETE /api/voc/action-plans/{}', { resources: ['plan'] }],
  ['PUT /api/voc/action-plans/{}', { resources: ['plan'], body: { actionPlanStatus: 'IN_PROGRESS' } }],
  ['PUT /api/voc/action-plans/{}/library', { resources: ['plan'], body: { library: true } }],
  ['GET /api/voc/action-plans/{}/logs', { resources: ['plan'] }],
  ['POST /api/voc/action-plans/{}/comments-report', { resources: ['plan'], body: {} }],
  ['GET /api/voc/action-plans/{}/causes', { resources: ['plan'] }],
  ['PUT /api/voc/action-plans/{}/causes', { resources: ['plan'], body: { causes: [{ text: 'Causa de otro' }] } }],
  ['PUT /api/voc/action-plans/{}/activities/{}/progress', { resources: ['plan', 'activity'], body: { progress: 50 } }],
  ['PUT /api/voc/action-plan-activities/{}', { resources: ['activity'], body: { title: 'Escrito por otro' } }],
  ['GET /api/voc/action-plan-activities/{}/comments', { resources: ['activity'] }],
  ['POST /api/voc/action-plan-activities/{}/comments', { resources: ['activity'], body: { text: 'De otro cliente' } }],
  ['DELETE /api/voc/action-plan-activities/{}/comments/{}', { resources: ['activity', 'activityComment'] }],
  ['GET /api/voc/action-plan-activities/{}/evidences', { resources: ['activity'] }],
  ['POST /api/voc/action-plan-activities/{}/evidences', { resources: ['activity'], body: MULTIPART }],
  ['GET /api/voc/action-plan-activities/{}/evidences/{}', { resources: ['activity', 'activityEvidence'] }],
  ['DELETE /api/voc/action-plan-activities/{}/evidences/{}', { resources: ['activity', 'activityEvidence'] }],
]);

/** A route with a path parameter that is not swept, and why. */
interface Exception {
  reason: string;
  /** Roles of B that must get 403 for A's id (the others are not sent); none: not called at all. */
  refused?: readonly Role[];
}

const exceptions = (keys: readonly string[], exception: Exception): [string, Exception][] =>
  keys.map((key) => [key, exception]);

/** Routes with a path parameter that are not swept, and why. */
const EXCEPTIONS: ReadonlyMap<string, Exception> = new Map([
  ...exceptions(
    ['POST /api/voc/indicators/{}/values', 'GET /api/voc/indicators/{}/values', 'GET /api/lcm/indicators/{}/values'],
    {
      reason:
        "The parameter is an indicator code of the caller's own indicators.json (every tenant has its VENTA_NPS), not a row.",
    },
  ),
  ...exceptions(['GET /api/lcm/public/tenants/{}', 'GET /api/lcm/public/tenants/{}/assets/{}'], {
    reason: "Public by design: a tenant's sign-in page shows its name and logos before anyone signs in.",
  }),
  ...exceptions(
    [
      'GET /api/authoring/tenants/{}/files',
      'POST /api/authoring/tenants/{}/files',
      'GET /api/authoring/tenants/{}/bundle',
      'GET /api/authoring/tenants/{}/file',
      'PUT /api/authoring/tenants/{}/file',
      'DELETE /api/authoring/tenants/{}/file',
      'POST /api/authoring/tenants/{}/rename',
      'GET /api/authoring/tenants/{}/history',
      'GET /api/authoring/tenants/{}/history/{}',
      'POST /api/authoring/tenants/{}/history/{}/restore',
    ],
    {
      reason:
        "The dashboard editor's routes name the tenant folder itself: only root and consultants use them, on the " +
        "folders their account's grants allow whatever the token's tenant; everyone else gets 403 " +
        '(apps/api/src/authoring/access.test.ts).',
    },
  ),
  ...exceptions(['GET /api/lcm/tenants/{}', 'PUT /api/lcm/tenants/{}', 'DELETE /api/lcm/tenants/{}'], {
    // Root is not sent: it may act on every tenant, so its PUT or DELETE would really change A.
    reason: "Tenants are the platform's entity: only ROLE_ROOT uses these routes, and root may act on every tenant.",
    refused: ['analyst', 'admin'],
  }),
]);

/** Which CRUD entity a route key is (`GET /api/lcm/profiles/{}` -> profiles), for the table's CRUD routes. */
const CRUD_BY_KEY: ReadonlyMap<string, string> = new Map(
  ROUTES.filter((r) => r.kind === 'crud' && r.path.endsWith('/{id}')).map((r) => [
    routeKey(r.method, fastifyUrl(r)),
    r.path.slice(0, -'/{id}'.length),
  ]),
);

const METHOD_ORDER = ['GET', 'POST', 'PUT', 'DELETE'];

/**
 * Sweeps expected to fail until a route is fixed, each with the bug it shows (kept visible with
 * it.fails, so the suite stays green and the entry must go when the route is fixed).
 */
const KNOWN_BUGS: ReadonlyMap<string, string> = new Map();

/** A route with path parameters: its key, method and url (Fastify form or template). */
interface IdRoute {
  key: string;
  method: string;
  url: string;
}

/** Every id route of the routing table (but NOT_YET) and of SPECIFIC, reads first and deletions last. */
const ID_ROUTES: readonly IdRoute[] = (() => {
  const byKey = new Map<string, IdRoute>();
  for (const route of ROUTES) {
    if (NOT_YET.has(route.id) || paramsOf(route.path).length === 0) continue;
    const url = fastifyUrl(route);
    byKey.set(routeKey(route.method, url), { key: routeKey(route.method, url), method: route.method, url });
  }
  for (const key of SPECIFIC.keys()) {
    const [method = '', template = ''] = key.split(' ');
    if (!byKey.has(key)) byKey.set(key, { key, method, url: template });
  }
  return [...byKey.values()].sort(
    (a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method) || a.key.localeCompare(b.key),
  );
})();

/** Fills the placeholders of a route's url, in order. */
function fill(url: string, values: readonly (number | string)[]): string {
  let i = 0;
  return url.replace(/\{[^}]*\}|:[A-Za-z0-9_]+/g, () => encodeURIComponent(String(values[i++])));
}

interface TreeNode {
  id: number;
  children?: TreeNode[];
}

function firstLeaf(node: TreeNode): TreeNode {
  const child = node.children?.[0];
  return child === undefined ? node : firstLeaf(child);
}

/** The parent of the first leaf (a node that already takes children), following first children. */
function parentOfFirstLeaf(node: TreeNode): TreeNode {
  const child = node.children?.[0];
  return child?.children?.length ? parentOfFirstLeaf(child) : node;
}

function find(node: TreeNode, id: number): TreeNode | undefined {
  if (node.id === id) return node;
  for (const child of node.children ?? []) {
    const found = find(child, id);
    if (found) return found;
  }
  return undefined;
}

function parentOf(node: TreeNode, id: number): TreeNode | undefined {
  if (node.children?.some((child) => child.id === id)) return node;
  for (const child of node.children ?? []) {
    const found = parentOf(child, id);
    if (found) return found;
  }
  return undefined;
}

function subtree(node: TreeNode, out = new Set<number>()): Set<number> {
  out.add(node.id);
  for (const child of node.children ?? []) subtree(child, out);
  return out;
}

/** Every `id` in a part of metadata.json. */
function metadataIds(value: unknown, out = new Set<number>()): Set<number> {
  if (Array.isArray(value)) value.forEach((v) => metadataIds(v, out));
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'id' && typeof v === 'number') out.add(v);
      else metadataIds(v, out);
    }
  }
  return out;
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

const TENANT_FILES: ReadonlySet<string> = new Set(['tenant.json', 'metadata.json', 'indicators.json']);

/**
 * A copy of dashboards/ where B is a copy of A under another id, both with every feature the admin
 * routes ask for, and a dashboard and a fragment only A has.
 */
function dashboardsCopy(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-isolation-'));
  const dir = path.join(root, 'dashboards');
  fs.cpSync(path.join(REPO, 'dashboards'), dir, { recursive: true });
  fs.cpSync(path.join(dir, A), path.join(dir, B), { recursive: true });
  const features = new Set<Feature>(
    ADMIN_ENTITIES.flatMap(({ permissions: p }) =>
      [p.read, p.create, p.update, p.delete].flatMap((one) =>
        one.kind === 'admin' && one.feature ? [one.feature] : [],
      ),
    ),
  );
  for (const id of [A, B]) {
    const file = path.join(dir, id, 'tenant.json');
    const tenant = readJson<Tenant>(file);
    const merged = [...new Set([...(tenant.features ?? []), ...features])];
    fs.writeFileSync(file, formatDocument({ ...tenant, id, features: merged }, 'tenant'));
  }
  const dashboard = fs.readdirSync(path.join(dir, A)).find((f) => f.endsWith('.json') && !TENANT_FILES.has(f));
  const fragment = fs.readdirSync(path.join(dir, A, 'fragments')).find((f) => f.endsWith('.json'));
  if (!dashboard || !fragment) throw new Error(`${A} has no dashboard or fragment to copy`);
  const copied = readJson<Record<string, unknown>>(path.join(dir, A, dashboard));
  fs.writeFileSync(path.join(dir, A, `${ONLY_A}.json`), JSON.stringify({ ...copied, key: ONLY_A }));
  fs.copyFileSync(path.join(dir, A, 'fragments', fragment), path.join(dir, A, 'fragments', `${ONLY_A}.json`));
  return dir;
}

/** Name of the dashboard and of the fragment only A has. */
const ONLY_A = 'soloDeA';

interface Answer {
  status: number;
  body: unknown;
}

const codeOf = (body: unknown): unknown =>
  body !== null && typeof body === 'object' ? (body as { code?: unknown }).code : body;

describe('tenant isolation of every id route', { timeout: 240_000 }, () => {
  let server: TestServer;
  let dashboardsDir: string;
  let metadata: TenantMetadata;
  let plans: Readonly<Record<string, CrudPlan>> = {};
  /** Tokens by `tenant/role` (root acting on that tenant). */
  const tokens = new Map<string, string>();
  const token = (tenant: string, role: Role): string => {
    const found = tokens.get(`${tenant}/${role}`);
    if (found === undefined) throw new Error(`no token for ${role} of ${tenant}`);
    return found;
  };
  /** A's resources that B has no counterpart of, by name. */
  const planted = new Map<string, Ref>();
  /** Routes the app registered, as Fastify added them. */
  const registered: { method: string; url: string }[] = [];
  /** Tables whose rows of A a write route could change. */
  let writable: string[] = [];

  const collect: RouteModule = appScoped((app) => {
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url });
    });
  });

  const send = async (method: string, url: string, auth: string, body?: unknown): Promise<Answer> => {
    if (body !== MULTIPART)
      return server.request(method, url, { token: auth, ...(body === undefined ? {} : { body }) });
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'prueba.png');
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers: { authorization: `Bearer ${auth}` },
      body: form,
    });
    const text = await response.text();
    const json = (response.headers.get('content-type') ?? '').includes('json') && text !== '';
    return { status: response.status, body: json ? (JSON.parse(text) as unknown) : text };
  };

  /** Creates through A's own API; answers the first created item. */
  const create = async (role: Role, url: string, body: unknown): Promise<Record<string, unknown>> => {
    const answer = await send('POST', url, token(A, role), body);
    if (answer.status !== 201) {
      throw new Error(`planting ${url} as ${role} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    const item: unknown = Array.isArray(answer.body) ? answer.body[0] : answer.body;
    return item as Record<string, unknown>;
  };
  const idOf = (item: Record<string, unknown> | undefined): number => {
    const id = item?.['id'];
    if (typeof id !== 'number') throw new Error(`created without an id: ${JSON.stringify(item)}`);
    return id;
  };

  /**
   * A value of a table's column that A has and B has not: one of A's demo rows when A's larger demo
   * data has one (survey responses, notifications), else a copy of A's first row under a new id
   * (the demo generator gives both tenants the same client accounts and messages).
   */
  const onlyInA = async (table: string, column: string): Promise<number | string> => {
    const { rows } = await sql<{ v: number | string }>`
      SELECT a.${sql.ref(column)} AS v FROM ${sql.table(table)} a
      WHERE a.tenant_id = ${A} AND NOT EXISTS (
        SELECT 1 FROM ${sql.table(table)} b WHERE b.tenant_id = ${B} AND b.${sql.ref(column)} = a.${sql.ref(column)})
      ORDER BY 1 LIMIT 1`.execute(server.db);
    if (rows[0] !== undefined) return rows[0].v;
    const { rows: first } = await sql<{ v: number | string; top: number }>`
      SELECT a.${sql.ref(column)} AS v, (SELECT max(id) FROM ${sql.table(table)}) AS top
      FROM ${sql.table(table)} a WHERE a.tenant_id = ${A} ORDER BY a.id LIMIT 1`.execute(server.db);
    const original = first[0];
    if (original === undefined) throw new Error(`${table}: ${A} has no row to copy`);
    const id = Number(original.top) + 1000;
    const patch = column === 'id' ? { id } : { id, [column]: `SOLO-A-${original.v}` };
    const { rows: copied } = await sql<{ v: number | string }>`
      INSERT INTO ${sql.table(table)}
      SELECT (jsonb_populate_record(NULL::${sql.table(table)}, to_jsonb(a) || ${JSON.stringify(patch)}::jsonb)).*
      FROM ${sql.table(table)} a WHERE a.tenant_id = ${A} ORDER BY a.id LIMIT 1
      RETURNING ${sql.ref(column)} AS v`.execute(server.db);
    if (copied[0] === undefined) throw new Error(`${table}: the copy of ${A}'s row was not written`);
    return copied[0].v;
  };

  const exists = async (tenant: string, ref: Ref): Promise<boolean> => {
    if (ref.kind === 'row') {
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM ${sql.table(ref.table)}
        WHERE tenant_id = ${tenant} AND ${sql.ref(ref.column)} = ${ref.value}`.execute(server.db);
      return (rows[0]?.n ?? 0) > 0;
    }
    if (ref.kind === 'node') {
      const stored = readJson<TenantMetadata>(path.join(dashboardsDir, tenant, 'metadata.json'));
      const trees: Record<MetadataCollection, unknown> = {
        criticalMoments: stored.criticalMoments,
        geographies: stored.geographies.root,
        logicals: stored.logicals,
        channels: stored.channels,
        clusters: stored.clusters ?? [],
      };
      return metadataIds(trees[ref.tree]).has(ref.value);
    }
    return fs.existsSync(path.join(dashboardsDir, tenant, ref.dir, `${ref.value}.json`));
  };

  /** An id of the same kind that no tenant has. */
  const nowhere = (ref: Ref): Ref => {
    switch (ref.kind) {
      case 'file':
        return { ...ref, value: 'noExiste' };
      case 'node':
        return { ...ref, value: 2_000_000_000 };
      case 'row':
        return { ...ref, value: typeof ref.value === 'number' ? 2_000_000_000 : 'NO-EXISTE-0' };
    }
  };

  /** A's rows of every table a route could write, and A's folder. */
  const fingerprint = async (): Promise<string> => {
    const parts = writable.map(
      (table) =>
        sql`SELECT ${table} || ' ' || to_jsonb(t)::text AS x FROM ${sql.table(table)} t WHERE t.tenant_id = ${A}`,
    );
    const { rows } = await sql<{ h: string | null }>`
      SELECT md5(string_agg(x, E'\\n' ORDER BY x)) AS h FROM (${sql.join(parts, sql` UNION ALL `)}) s`.execute(
      server.db,
    );
    const files = createHash('sha256');
    const walk = (dir: string): void => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((x, y) => x.name.localeCompare(y.name))) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else files.update(`${full}\n`).update(fs.readFileSync(full));
      }
    };
    walk(path.join(dashboardsDir, A));
    return `${rows[0]?.h ?? ''}/${files.digest('hex')}`;
  };

  beforeAll(async () => {
    dashboardsDir = dashboardsCopy();
    server = await startDemoServer({ dashboardsDir, responses: RESPONSES, modules: [collect, ...ROUTE_MODULES] });
    for (const tenant of [A, B]) {
      for (const role of ROLES) tokens.set(`${tenant}/${role}`, await signIn(server, emailOf(role, tenant), tenant));
    }
    metadata = readJson<TenantMetadata>(path.join(dashboardsDir, A, 'metadata.json'));

    // Ids A creates from now on are beyond any id of any tenant, so B has none of them.
    const { rows: idTables } = await sql<{ table_name: string }>`
      SELECT c.table_name FROM information_schema.columns c
      JOIN information_schema.columns t
        ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.column_name = 'tenant_id'
      WHERE c.table_schema = current_schema() AND c.column_name = 'id'`.execute(server.db);
    for (const { table_name: table } of idTables) {
      await sql`
        INSERT INTO sequences (tenant_id, name, value)
        VALUES (${A}, ${table}, (SELECT coalesce(max(id), 0) + 1000 FROM ${sql.table(table)}))
        ON CONFLICT (tenant_id, name) DO UPDATE SET value = EXCLUDED.value`.execute(server.db);
    }

    const row = (table: string, value: number | string, column = 'id'): Ref => ({ kind: 'row', table, column, value });
    const response = await onlyInA('survey_responses', 'id');
    planted.set('response', row('survey_responses', response));
    planted.set('message', row('messages', await onlyInA('messages', 'id')));
    planted.set('notification', row('notifications', await onlyInA('notifications', 'id')));
    planted.set('customer', row('client_accounts', await onlyInA('client_accounts', 'customer_code'), 'customer_code'));
    planted.set('dashboardFile', { kind: 'file', dir: '', value: ONLY_A });
    planted.set('fragmentFile', { kind: 'file', dir: 'fragments', value: ONLY_A });
    planted.set('crud:tenants', row('tenants', A, 'tenant_id'));
    plans = crudPlans(metadata, response);

    const alert = idOf(await create('analyst', '/api/voc/alerts', plans['alerts']?.create));
    planted.set('alert', row('alerts', alert));
    planted.set('crud:alerts', row('alerts', alert));
    const alertEvidence = await create('analyst', `/api/voc/alert-evidence/${alert}`, MULTIPART);
    planted.set('alertEvidence', row('alert_evidence', idOf(alertEvidence)));

    const { rows: seededPlans } = await sql<{ geo: number; moment: number | null }>`
      SELECT geo_location_id AS geo, critical_moment_id AS moment FROM action_plans
      WHERE tenant_id = ${A} ORDER BY id LIMIT 1`.execute(server.db);
    const placement = seededPlans[0];
    if (!placement) throw new Error(`${A} has no seeded action plan to place a new one like`);
    const plan = await create('analyst', '/api/voc/action-plans', {
      title: 'Plan solo de A',
      geoLocationId: placement.geo,
      criticalMomentId: placement.moment,
      causes: [{ text: 'Causa de A' }],
      activities: [{ title: 'Actividad de A' }],
    });
    planted.set('plan', row('action_plans', idOf(plan)));
    const activity = idOf((plan['activities'] as Record<string, unknown>[] | undefined)?.[0]);
    planted.set('activity', row('action_plan_activities', activity));
    const activityComment = await create('analyst', `/api/voc/action-plan-activities/${activity}/comments`, {
      text: 'Comentario de A',
    });
    planted.set('activityComment', row('action_plan_activity_comments', idOf(activityComment)));
    const evidence = await create('analyst', `/api/voc/action-plan-activities/${activity}/evidences`, MULTIPART);
    planted.set('activityEvidence', row('action_plan_activity_evidence', idOf(evidence)));

    for (const entity of ADMIN_ENTITIES) {
      const plan = plans[entity.path];
      if (entity.path === 'tenants' || plan === undefined) continue;
      const who = entity.permissions.create.kind;
      const id = idOf(
        await create(who === 'root' ? 'root' : who === 'admin' ? 'admin' : 'analyst', fastifyUrl(entity), plan.create),
      );
      planted.set(
        `crud:${entity.path}`,
        'table' in plan.store ? row(plan.store.table, id) : { kind: 'node', tree: plan.store.metadata, value: id },
      );
    }

    // Bulk survey data is written by the demo generator only; no route changes it.
    const bulk =
      /^(survey_responses|response_comments|answer_daily|response_daily|tag_daily|notifications|messages|client_accounts|tree_paths|rollup_state)$|_rollup$/;
    writable = (await tenantTables(server.db)).filter((t) => !bulk.test(t));
  }, 240_000);

  afterAll(async () => {
    await server?.close();
    if (dashboardsDir) fs.rmSync(path.dirname(dashboardsDir), { recursive: true, force: true });
  });

  it('sweeps, or documents why not, every route the app registers with a path parameter', () => {
    const known = new Set([...ID_ROUTES.map((r) => r.key), ...EXCEPTIONS.keys()]);
    const withParams = registered.filter((r) => r.method !== 'HEAD' && paramsOf(r.url).length > 0);
    expect(withParams.length).toBeGreaterThan(0);
    const unknown = [...new Set(withParams.map((r) => routeKey(r.method, r.url)))].filter((k) => !known.has(k));
    expect(unknown, 'id routes with no entry in SPECIFIC and no exception').toEqual([]);
    const registeredKeys = new Set(registered.map((r) => routeKey(r.method, r.url)));
    const stale = [...known].filter((k) => !registeredKeys.has(k));
    expect(stale, 'entries of SPECIFIC or EXCEPTIONS for routes the app does not register').toEqual([]);
  });

  /** The resources behind a route's placeholders, checked to be A's only. */
  const resourcesOf = async (route: IdRoute): Promise<Ref[]> => {
    const names =
      SPECIFIC.get(route.key)?.resources ?? (CRUD_BY_KEY.has(route.key) ? [`crud:${CRUD_BY_KEY.get(route.key)}`] : []);
    expect(names.length, `${route.key}: nothing to call it with (add it to SPECIFIC, or its entity to crudPlans)`).toBe(
      paramsOf(route.url).length,
    );
    const refs = names.map((name) => {
      const ref = planted.get(name);
      if (ref === undefined) throw new Error(`${route.key}: ${name} was not planted in ${A}`);
      return ref;
    });
    for (const [i, ref] of refs.entries()) {
      // Only then is anything but "not found" a leak: the id is A's, and B has no row of its own under it.
      expect(await exists(A, ref), `${names[i]} ${ref.value} exists in ${A}`).toBe(true);
      expect(await exists(B, ref), `${names[i]} ${ref.value} does not exist in ${B}`).toBe(false);
      const none = nowhere(ref);
      expect((await exists(A, none)) || (await exists(B, none)), `${none.value} exists nowhere`).toBe(false);
    }
    return refs;
  };

  const bodyOf = (route: IdRoute): unknown => {
    const specific = SPECIFIC.get(route.key);
    if (specific) return specific.body;
    const plan = plans[CRUD_BY_KEY.get(route.key) ?? ''];
    return route.method === 'PUT' ? (plan?.update ?? plan?.create) : undefined;
  };

  for (const route of ID_ROUTES) {
    const exception = EXCEPTIONS.get(route.key);
    if (exception && exception.refused === undefined) continue;
    const test = KNOWN_BUGS.has(route.key) ? it.fails : it;
    const title = exception
      ? `${route.key}: refused to ${B}'s ${exception.refused?.join(' and ')} (documented exception)`
      : `${route.key}: ${B}'s accounts get for ${A}'s ids what they get for ids that exist nowhere`;
    test(title, async () => {
      const refs = await resourcesOf(route);
      const url = fill(
        route.url,
        refs.map((r) => r.value),
      );
      const elsewhere = fill(
        route.url,
        refs.map((r) => nowhere(r).value),
      );
      const body = bodyOf(route);
      if (route.method === 'GET') {
        // The ids are real: some account of A reads them.
        const own = await Promise.all(ROLES.map((role) => send('GET', url, token(A, role))));
        expect(
          own.map((a) => a.status),
          `${A}'s accounts on GET ${url}`,
        ).toContain(200);
      }
      const before = route.method === 'GET' ? '' : await fingerprint();
      const statuses: number[] = [];
      for (const role of exception?.refused ?? ROLES) {
        const theirs = await send(route.method, url, token(B, role), body);
        const what = `${emailOf(role, B)}: ${route.method} ${url} answered ${theirs.status} ${JSON.stringify(theirs.body)}`;
        expect([403, 404], what).toContain(theirs.status);
        if (exception) expect(theirs.status, `${what}; ${exception.reason}`).toBe(403);
        else {
          const baseline = await send(route.method, elsewhere, token(B, role), body);
          const against = `${what}, but ${baseline.status} ${JSON.stringify(baseline.body)} for ${elsewhere}`;
          expect(theirs.status, against).toBe(baseline.status);
          expect(codeOf(theirs.body), against).toBe(codeOf(baseline.body));
        }
        if (route.method !== 'GET') expect(await fingerprint(), `${what}: ${A}'s data changed`).toBe(before);
        statuses.push(theirs.status);
      }
      // At least one account of B got as far as looking the id up (a 403 for all proves nothing).
      if (!exception) expect(statuses, `${route.key}: every account of ${B} was refused by role`).toContain(404);
    });
  }

  // Creations whose body names a parent by id: B naming A's must fare as naming an id of nobody.
  const BODY_REFERENCES: readonly {
    url: string;
    /** The body field holding the reference (a 400 must be about it). */
    field: string;
    body: (id: (name: string) => number | string) => unknown;
  }[] = [
    {
      url: '/api/voc/action-plan-activities',
      field: 'actionPlanId',
      body: (id) => ({ actionPlanId: id('plan'), title: 'De otro' }),
    },
    { url: '/api/voc/alerts', field: 'responseId', body: (id) => ({ type: 'INCIDENT', responseId: id('response') }) },
    {
      url: '/api/lcm/users/tenant',
      field: 'profileId',
      body: (id) => ({
        email: 'con-perfil-ajeno@auto-z.test',
        password: 'clave-larga-1',
        profileId: id('crud:profiles'),
      }),
    },
    {
      url: '/api/case/alert-work-groups',
      field: 'memberIds',
      body: (id) => ({ name: 'Con miembro ajeno', memberIds: [id('crud:users/tenant')] }),
    },
  ];

  it.each(BODY_REFERENCES)(
    "POST $url naming another tenant's parent answers as naming nobody's",
    async ({ url, body }) => {
      const value = (name: string, pick: (ref: Ref) => Ref = (ref) => ref): number | string => {
        const ref = planted.get(name);
        if (ref === undefined) throw new Error(`${name} was not planted in ${A}`);
        return pick(ref).value;
      };
      const theirs = body((name) => value(name));
      const nobody = body((name) => value(name, nowhere));
      const before = await fingerprint();
      const statuses: number[] = [];
      for (const role of ROLES) {
        const answer = await send('POST', url, token(B, role), theirs);
        const baseline = await send('POST', url, token(B, role), nobody);
        const what = `${emailOf(role, B)}: POST ${url} ${JSON.stringify(theirs)} answered ${answer.status} ${JSON.stringify(
          answer.body,
        )}, but ${baseline.status} ${JSON.stringify(baseline.body)} naming ids of nobody`;
        expect([400, 403, 404], what).toContain(answer.status);
        expect(answer.status, what).toBe(baseline.status);
        expect(await fingerprint(), `${what}: ${A}'s data changed`).toBe(before);
        statuses.push(answer.status);
      }
      expect(
        statuses.some((status) => status !== 403),
        `POST ${url}: every account of ${B} was refused by role`,
      ).toBe(true);
    },
  );

  it(`keeps zonal@${A}.demo to its zone whatever geoLocationInclude asks: indicators, survey responses, alerts`, async () => {
    const zonal = await signIn(server, `zonal@${A}.demo`);
    const analyst = token(A, 'analyst');
    const account = (await server.request('GET', '/api/lcm/account', { token: zonal })).body as {
      geoLocations: number[];
    };
    const root = metadata.geographies.root;
    const own = account.geoLocations.map((id) => find(root, id));
    expect(own.length, 'the zonal account has a geography scope').toBeGreaterThan(0);
    const mine = new Set(own.flatMap((node) => (node ? [...subtree(node)] : [])));
    const parent = own[0] === undefined ? undefined : parentOf(root, own[0].id);
    const others = (parent?.children ?? []).filter((zone) => !mine.has(zone.id));
    expect(others.length, 'zones beside the zonal one').toBeGreaterThan(0);
    const tenant = readJson<Tenant>(path.join(dashboardsDir, A, 'tenant.json'));
    const { from, to } = defaultDateRange(
      { fromMonthsAgo: tenant.defaults?.fromMonthsAgo ?? 1, toMonthsAgo: tenant.defaults?.toMonthsAgo ?? 0 },
      DEMO_NOW,
      tenant.timezone,
    );
    const indicators = Object.keys(
      readJson<{ indicators: Record<string, unknown> }>(path.join(dashboardsDir, A, 'indicators.json')).indicators,
    );
    let probed = 0;
    for (const zone of others) {
      const theirs = subtree(zone);
      for (const list of ['/api/voc/survey-responses', '/api/voc/alerts']) {
        const url = `${list}?geoLocationInclude=${zone.id}&size=100`;
        const all = await server.request('GET', url, { token: analyst });
        expect(Number(all.headers.get('x-total-count')), `${url} as the analyst`).toBeGreaterThan(0);
        const scoped = await server.request('GET', url, { token: zonal });
        expect(scoped.status, `${url} as zonal`).toBe(200);
        expect(Number(scoped.headers.get('x-total-count')), `${url} as zonal`).toBe(0);
        expect(scoped.body, `${url} as zonal`).toEqual([]);
      }
      for (const indicator of indicators) {
        const url = `/api/voc/indicators/${encodeURIComponent(indicator)}/values`;
        const total = { dateFrom: from, dateTo: to, geoLocationInclude: [zone.id] };
        const body = { ...total, groupBy: ['geoLocation'] };
        const all = await server.request('POST', url, { token: analyst, body });
        const rows = (all.body as { groupId?: unknown }[] | undefined) ?? [];
        // Only indicators grouped by geography with rows in that zone say anything.
        if (all.status !== 200 || !rows.some((r) => typeof r.groupId === 'number' && theirs.has(r.groupId))) continue;
        probed += 1;
        const scoped = await server.request('POST', url, { token: zonal, body });
        expect(scoped.status, `${url} ${JSON.stringify(body)} as zonal`).toBe(200);
        const leaked = (scoped.body as { groupId?: unknown }[]).filter(
          (r) => typeof r.groupId === 'number' && theirs.has(r.groupId),
        );
        expect(leaked, `${url} ${JSON.stringify(body)} as zonal`).toEqual([]);
        const sum = await server.request('POST', url, { token: zonal, body: total });
        expect(sum.status, `${url} ${JSON.stringify(total)} as zonal`).toBe(200);
        const counted = (sum.body as { count?: unknown }[]).filter((r) => typeof r.count === 'number' && r.count > 0);
        expect(counted, `${url} ${JSON.stringify(total)} as zonal counts answers of zone ${zone.id}`).toEqual([]);
      }
    }
    expect(probed, 'indicators with rows in the other zones').toBeGreaterThan(0);
  });
});
