import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../http/uploads.js';
import { startTestServer, type TestServer } from '../test-support/harness.js';
import { actionPlanRoutes } from './actionPlanRoutes.js';
import { generateActionPlans, writeActionPlans } from '../seed/action-plans.js';
import { withActionPlanTables, type PlanDb } from './tables.js';
import { ALL_ACTIONS, ensureActionPlanTables, insertAccount, twoTenantDashboards } from './test-fixtures.js';

// HTTP tests of the action-plan routes on one server. auto-b holds hand-written rows (plans
// 101–104); "otro-b", a copy of auto-b, holds generated demo rows (plans 1–36), so its ids are
// another tenant's ids for every auto-b account.

const OTHER = 'otro-b';
const NOW = new Date('2026-11-15T12:00:00Z');
const API = '/api/voc';

interface Plan {
  id: number;
  status: string;
  library: boolean;
  progress: number | null;
  activityCount: number;
  overdue: boolean;
  closedAt: string | null;
  geoLocationName: string | null;
  criticalMomentName: string | null;
  causes: { id: number; text: string; category: string | null; position: number }[];
  activities: { id: number; progress: number; status: string; title: string; owner: string | null }[];
}
interface Log {
  action: string;
  detail: Record<string, unknown>;
  author: string;
}

async function seed(db: PlanDb): Promise<void> {
  const at = (text: string): Date => new Date(text);
  const plan = {
    tenant_id: 'auto-b',
    description: '',
    created_by_id: 1,
    created_by: 'analista@auto-b.demo',
    closed_at: null,
    library: false,
  };
  await db
    .insertInto('action_plans')
    .values([
      {
        ...plan,
        id: 101,
        title: 'Mejorar NPS de venta en Antofagasta',
        description: 'Clientes molestos por la espera',
        status: 'OPEN',
        geo_location_id: 10201,
        critical_moment_id: 1,
        indicator_id: 'VENTA_NPS',
        created_at: at('2026-09-01T14:00:00Z'),
        updated_at: at('2026-09-01T14:00:00Z'),
        due_date: '2026-10-01',
      },
      {
        ...plan,
        id: 102,
        title: 'Recuperar postventa en Las Condes',
        status: 'IN_PROGRESS',
        geo_location_id: 10210,
        critical_moment_id: 2,
        indicator_id: 'POSVENTA_NPS',
        created_at: at('2026-10-10T14:00:00Z'),
        updated_at: at('2026-10-10T14:00:00Z'),
        due_date: '2026-12-31',
      },
      {
        ...plan,
        id: 103,
        title: 'Reforzar la entrega en Concepción',
        status: 'CLOSED',
        library: true,
        geo_location_id: 10215,
        critical_moment_id: 1,
        indicator_id: null,
        created_at: at('2026-05-05T14:00:00Z'),
        updated_at: at('2026-08-01T14:00:00Z'),
        due_date: '2026-07-31',
        closed_at: at('2026-08-01T14:00:00Z'),
      },
      {
        ...plan,
        id: 104,
        title: 'Plan cancelado en Iquique',
        status: 'CANCELLED',
        geo_location_id: 10203,
        critical_moment_id: null,
        indicator_id: null,
        created_at: at('2026-11-10T14:00:00Z'),
        updated_at: at('2026-11-10T14:00:00Z'),
        due_date: '2026-11-01',
      },
    ])
    .execute();
  const activity = { tenant_id: 'auto-b', description: '', owner: 'Camila Rojas', due_date: '2026-10-15' };
  await db
    .insertInto('action_plan_activities')
    .values([
      {
        ...activity,
        id: 1001,
        plan_id: 101,
        title: 'Capacitar al equipo',
        progress: 0,
        status: 'PENDING',
        created_at: NOW,
        updated_at: NOW,
      },
      {
        ...activity,
        id: 1002,
        plan_id: 101,
        title: 'Llamar detractores',
        progress: 50,
        status: 'IN_PROGRESS',
        created_at: NOW,
        updated_at: NOW,
      },
      {
        ...activity,
        id: 1003,
        plan_id: 102,
        title: 'Revisar agenda',
        progress: 100,
        status: 'DONE',
        created_at: NOW,
        updated_at: NOW,
      },
      {
        ...activity,
        id: 1004,
        plan_id: 103,
        title: 'Entregas a tiempo',
        progress: 100,
        status: 'DONE',
        created_at: NOW,
        updated_at: NOW,
      },
    ])
    .execute();
  await db
    .insertInto('action_plan_causes')
    .values([
      { tenant_id: 'auto-b', id: 2001, plan_id: 101, position: 0, text: 'Espera larga', category: 'Tiempos' },
      { tenant_id: 'auto-b', id: 2002, plan_id: 101, position: 1, text: 'Poca información', category: null },
    ])
    .execute();
  await db
    .insertInto('action_plan_activity_comments')
    .values([
      {
        tenant_id: 'auto-b',
        id: 3001,
        activity_id: 1001,
        plan_id: 101,
        author_id: 1,
        author: 'analista@auto-b.demo',
        text: 'Partimos el lunes',
        created_at: at('2026-09-02T12:00:00Z'),
      },
      {
        tenant_id: 'auto-b',
        id: 3002,
        activity_id: 1001,
        plan_id: 101,
        author_id: 2,
        author: 'lector@auto-b.demo',
        text: 'Ok',
        created_at: at('2026-09-03T12:00:00Z'),
      },
    ])
    .execute();
  await db
    .insertInto('action_plan_activity_evidence')
    .values({
      tenant_id: 'auto-b',
      id: 4001,
      activity_id: 1002,
      plan_id: 101,
      file_name: 'acta.txt',
      content_type: 'text/plain',
      size: 4,
      data: new TextEncoder().encode('acta'),
      uploaded_by: 'analista@auto-b.demo',
      created_at: NOW,
    })
    .execute();
  await db
    .insertInto('action_plan_templates')
    .values([
      {
        tenant_id: 'auto-b',
        id: 5001,
        indicator_id: 'VENTA_NPS',
        title: 'Detractores',
        description: '',
        activities: JSON.stringify([{ title: 'Llamar', dueInDays: 7 }]),
      },
      { tenant_id: 'auto-b', id: 5002, indicator_id: 'VENTA_NPS', title: 'Pasivos', description: '', activities: '[]' },
      {
        tenant_id: 'auto-b',
        id: 5003,
        indicator_id: 'POSVENTA_NPS',
        title: 'Taller',
        description: '',
        activities: '[]',
      },
    ])
    .execute();
  const comment = {
    tenant_id: 'auto-b',
    question_id: 120,
    critical_moment_id: 1,
    geo_location_id: 10201,
    tags: ['Atención'],
  };
  await db
    .insertInto('response_comments')
    .values([
      { ...comment, response_id: 1, created_at: at('2026-10-02T15:00:00Z'), text: 'Excelente atención', sentiment: 1 },
      { ...comment, response_id: 2, created_at: at('2026-10-03T15:00:00Z'), text: 'Mucha espera', sentiment: -1 },
      { ...comment, response_id: 3, created_at: at('2026-10-04T15:00:00Z'), text: 'Nadie me llamó', sentiment: -1 },
      // Another branch, and a comment from before the report's window: neither is in 101's report.
      {
        ...comment,
        response_id: 4,
        geo_location_id: 10210,
        created_at: at('2026-10-04T15:00:00Z'),
        text: 'Otra sucursal',
        sentiment: -1,
      },
      { ...comment, response_id: 5, created_at: at('2025-01-04T15:00:00Z'), text: 'Muy antiguo', sentiment: -1 },
    ])
    .execute();
}

describe('action-plan routes', { timeout: 120_000 }, () => {
  let server: TestServer;
  let db: PlanDb;
  let removeDashboards: () => void;
  const tokens: Record<'full' | 'reader' | 'zonal' | 'none' | 'admin' | 'creator' | 'updater' | 'other', string> = {
    full: '',
    reader: '',
    zonal: '',
    none: '',
    admin: '',
    creator: '',
    updater: '',
    other: '',
  };

  beforeAll(async () => {
    const dashboards = twoTenantDashboards(OTHER);
    removeDashboards = dashboards.remove;
    server = await startTestServer({
      modules: [actionPlanRoutes],
      dashboardsDir: dashboards.dir,
      now: NOW,
      prepare: async (raw, store) => {
        await ensureActionPlanTables(raw);
        const planDb = withActionPlanTables(raw);
        await seed(planDb);
        const files = store.get(OTHER);
        if (!files) throw new Error('no second tenant');
        await writeActionPlans(raw, generateActionPlans(files, { seed: 7, today: NOW }));
        // Two alerts to create plans from: one in the Norte zone, one in the Sur zone.
        const alert = { tenant_id: 'auto-b', response_id: null, critical_moment_id: 1, type: 'INCIDENT' as const };
        await raw
          .insertInto('alerts')
          .values([
            { ...alert, id: 7001, geo_location_id: 10201, status: 'NOT_HANDLED', created_at: NOW },
            { ...alert, id: 7002, geo_location_id: 10215, status: 'CLOSED', created_at: NOW, closed_at: NOW },
          ])
          .execute();
        const t = 'auto-b';
        await insertAccount(raw, {
          tenantId: t,
          id: 1,
          email: 'analista@auto-b.demo',
          access: { 'action-plans': ALL_ACTIONS },
        });
        await insertAccount(raw, {
          tenantId: t,
          id: 2,
          email: 'lector@auto-b.demo',
          access: { 'action-plans': ['main'] },
        });
        await insertAccount(raw, {
          tenantId: t,
          id: 3,
          email: 'zonal@auto-b.demo',
          access: { 'action-plans': ALL_ACTIONS },
          geoLocations: [10010],
        });
        await insertAccount(raw, { tenantId: t, id: 4, email: 'nadie@auto-b.demo', access: { dashboard: ['main'] } });
        await insertAccount(raw, {
          tenantId: t,
          id: 5,
          email: 'admin@auto-b.demo',
          access: null,
          authorities: ['ROLE_ADMIN'],
        });
        await insertAccount(raw, {
          tenantId: t,
          id: 6,
          email: 'creador@auto-b.demo',
          access: { 'action-plans': ['main', 'create'] },
        });
        await insertAccount(raw, {
          tenantId: t,
          id: 7,
          email: 'editor@auto-b.demo',
          access: { 'action-plans': ['main', 'update'] },
        });
        await insertAccount(raw, {
          tenantId: OTHER,
          id: 1,
          email: 'analista@otro-b.demo',
          access: { 'action-plans': ALL_ACTIONS },
        });
      },
    });
    db = withActionPlanTables(server.db);
    const sign = (tenantId: string, accountId: number): Promise<string> =>
      server.tokens.sign({ tenantId, accountTenantId: tenantId, accountId });
    tokens.full = await sign('auto-b', 1);
    tokens.reader = await sign('auto-b', 2);
    tokens.zonal = await sign('auto-b', 3);
    tokens.none = await sign('auto-b', 4);
    tokens.admin = await sign('auto-b', 5);
    tokens.creator = await sign('auto-b', 6);
    tokens.updater = await sign('auto-b', 7);
    tokens.other = await sign(OTHER, 1);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    removeDashboards?.();
  });

  const get = (url: string, token = tokens.full) => server.request('GET', `${API}${url}`, { token });
  const send = (method: string, url: string, body?: unknown, token = tokens.full) =>
    server.request(method, `${API}${url}`, { token, body });
  const ids = (body: unknown): number[] => (body as { id: number }[]).map((p) => p.id);
  const logsOf = async (planId: number): Promise<Log[]> =>
    (await get(`/action-plans/${planId}/logs?size=1000`)).body as Log[];
  const logCount = async (): Promise<number> =>
    Number(
      (
        await db
          .selectFrom('action_plan_logs')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('tenant_id', '=', 'auto-b')
          .executeTakeFirstOrThrow()
      ).n,
    );
  const newPlan = async (extra: Record<string, unknown> = {}, token = tokens.full): Promise<Plan> => {
    const { status, body } = await send(
      'POST',
      '/action-plans',
      { title: 'Plan de prueba', geoLocationId: 10202, ...extra },
      token,
    );
    expect(status).toBe(201);
    return body as Plan;
  };

  describe('reading', () => {
    it('lists the caller tenant plans newest first, paged, with X-Total-Count', async () => {
      const all = await get('/action-plans');
      expect(all.status).toBe(200);
      expect(ids(all.body)).toEqual([104, 102, 101, 103]);
      expect(all.headers.get('x-total-count')).toBe('4');
      const page = await get('/action-plans?page=1&size=3');
      expect(ids(page.body)).toEqual([103]);
      expect(page.headers.get('x-total-count')).toBe('4');
      expect(ids((await get('/action-plans?sort=dueDate,asc')).body)).toEqual([103, 101, 104, 102]);
      expect(ids((await get('/action-plans?sort=title,asc')).body)).toEqual([101, 104, 102, 103]);
    });

    it('filters by status, library, dates, geography, moment, indicator, overdue and text', async () => {
      expect(ids((await get('/action-plans?status=OPEN&status=CLOSED')).body).sort()).toEqual([101, 103]);
      expect(ids((await get('/action-plans?library=true')).body)).toEqual([103]);
      expect(ids((await get('/action-plans?library=false')).body).sort()).toEqual([101, 102, 104]);
      expect(ids((await get('/action-plans?dateFrom=2026-09-01&dateTo=2026-10-31')).body).sort()).toEqual([101, 102]);
      // Zone Norte (10010) with its descendants holds the branches of 101 and 104.
      expect(ids((await get('/action-plans?geoLocationInclude=10010')).body).sort()).toEqual([101, 104]);
      expect(ids((await get('/action-plans?geoLocationInclude=10001')).body)).toHaveLength(4);
      expect(ids((await get('/action-plans?criticalMomentInclude=2')).body)).toEqual([102]);
      expect(ids((await get('/action-plans?indicatorId=VENTA_NPS')).body)).toEqual([101]);
      expect(ids((await get('/action-plans?overdue=true')).body)).toEqual([101]);
      expect(ids((await get('/action-plans?overdue=false')).body).sort()).toEqual([102, 103, 104]);
      expect(ids((await get('/action-plans?filter=espera')).body)).toEqual([101]);
      expect(ids((await get('/action-plans?filter=100%25')).body)).toEqual([]);
    });

    it('refuses bad list filters with 400 naming the field', async () => {
      const cases: [string, string][] = [
        ['dateFrom=2026-02-30', 'querystring.dateFrom'],
        ['dateFrom=2026-11-01&dateTo=2026-10-01', 'querystring.dateFrom'],
        ['status=DONE', 'querystring/status'],
        ['size=0', 'querystring/size'],
        ['page=-1', 'querystring/page'],
        ['sort=drop', 'querystring/sort'],
        ['nope=1', 'nope'],
      ];
      for (const [query, field] of cases) {
        const { status, body } = await get(`/action-plans?${query}`);
        expect(status, query).toBe(400);
        expect((body as { message: string }).message.replace(/\./g, '/'), query).toContain(field.replace(/\./g, '/'));
      }
    });

    it('answers a plan with names, causes, activities and the mean progress', async () => {
      const { status, body } = await get('/action-plans/101');
      expect(status).toBe(200);
      const plan = body as Plan;
      expect(plan).toMatchObject({
        id: 101,
        status: 'OPEN',
        geoLocationName: 'Pampa Norte Antofagasta',
        criticalMomentName: 'Venta',
        indicatorId: 'VENTA_NPS',
        progress: 25,
        activityCount: 2,
        overdue: true,
        dueDate: '2026-10-01',
      });
      expect(plan.causes.map((c) => c.text)).toEqual(['Espera larga', 'Poca información']);
      expect(plan.activities.map((a) => [a.id, a.progress, a.status])).toEqual([
        [1001, 0, 'PENDING'],
        [1002, 50, 'IN_PROGRESS'],
      ]);
      const cancelled = (await get('/action-plans/104')).body as Plan;
      expect(cancelled.progress).toBeNull();
      expect(cancelled.overdue).toBe(false);
      expect(cancelled.criticalMomentName).toBeNull();
    });

    it('answers 404 for another tenant id, 400 for a malformed id, 401 without a token, 403 without the section', async () => {
      expect((await get('/action-plans/1')).status).toBe(404);
      expect((await get('/action-plans/1', tokens.other)).status).toBe(200);
      expect((await get('/action-plans/101', tokens.other)).status).toBe(404);
      const bad = await get('/action-plans/abc');
      expect(bad.status).toBe(400);
      expect((bad.body as { message: string }).message).toContain('params.id');
      expect((await server.request('GET', `${API}/action-plans`)).status).toBe(401);
      expect((await get('/action-plans', tokens.none)).status).toBe(403);
      expect((await get('/action-plans/dashboard', tokens.none)).status).toBe(403);
      expect((await get('/action-plan-templates', tokens.none)).status).toBe(403);
    });

    it('summarises plans on the dashboard', async () => {
      const { status, body } = await get('/action-plans/dashboard');
      expect(status).toBe(200);
      expect(body).toEqual({
        total: 4,
        byStatus: { OPEN: 1, IN_PROGRESS: 1, CLOSED: 1, CANCELLED: 0 + 1 },
        library: 1,
        overdue: 1,
        // Plans 101 (25), 102 (100) and 103 (100); 104 has no activities.
        averageProgress: 75,
        activities: 4,
        activitiesDone: 2,
      });
      const scoped = (await get('/action-plans/dashboard', tokens.zonal)).body as {
        total: number;
        averageProgress: number;
      };
      expect(scoped).toMatchObject({ total: 2, averageProgress: 25 });
      const filtered = (await get('/action-plans/dashboard?status=CLOSED')).body as { total: number };
      expect(filtered.total).toBe(1);
      expect((await get('/action-plans/dashboard?dateTo=2026-99-01')).status).toBe(400);
    });

    it('serves templates, optionally for one indicator', async () => {
      const all = await get('/action-plan-templates', tokens.reader);
      expect(all.status).toBe(200);
      expect(all.headers.get('x-total-count')).toBe('3');
      const venta = (await get('/action-plan-templates?indicatorId=VENTA_NPS')).body as {
        id: number;
        activities: unknown[];
      }[];
      expect(venta.map((t) => t.id)).toEqual([5001, 5002]);
      expect(venta[0]?.activities).toEqual([{ title: 'Llamar', dueInDays: 7 }]);
      expect((await get('/action-plan-templates?indicatorId=NADA')).body).toEqual([]);
      expect((await get('/action-plan-templates?indicatorId=a%20b')).status).toBe(400);
      // Templates are per tenant: the other tenant's generated ones are not auto-b's.
      const other = (await get('/action-plan-templates?size=1000', tokens.other)).body as { id: number }[];
      expect(other.length).toBeGreaterThan(3);
    });

    it('reports the comments behind a plan', async () => {
      const { status, body } = await send('POST', '/action-plans/101/comments-report', {});
      expect(status).toBe(200);
      const report = body as {
        dateFrom: string;
        dateTo: string;
        activityComments: { total: number; activities: { activityId: number; comments: { text: string }[] }[] };
        customerComments: { total: number; positive: number; negative: number; items: { responseId: number }[] };
      };
      expect(report.dateTo).toBe('2026-11-15');
      expect(report.dateFrom).toBe('2026-06-03');
      expect(report.activityComments.total).toBe(2);
      expect(report.activityComments.activities[0]?.comments.map((c) => c.text)).toEqual(['Partimos el lunes', 'Ok']);
      expect(report.customerComments).toMatchObject({ total: 3, positive: 1, negative: 2 });
      expect(report.customerComments.items.map((c) => c.responseId)).toEqual([3, 2, 1]);
      const negative = (await send('POST', '/action-plans/101/comments-report', { sentiment: [-1], limit: 1 }))
        .body as typeof report;
      expect(negative.customerComments.total).toBe(2);
      expect(negative.customerComments.items).toHaveLength(1);
      const noBody = await server.request('POST', `${API}/action-plans/101/comments-report`, { token: tokens.reader });
      expect(noBody.status).toBe(200);
      const backwards = await send('POST', '/action-plans/101/comments-report', {
        dateFrom: '2026-10-02',
        dateTo: '2026-10-01',
      });
      expect(backwards.status).toBe(400);
      expect((backwards.body as { message: string }).message).toContain('body.dateFrom');
      expect((await send('POST', '/action-plans/1/comments-report', {})).status).toBe(404);
    });
  });

  describe('scope', () => {
    it('shows a zonal user only the plans of its zone, and 404s the others', async () => {
      expect(ids((await get('/action-plans', tokens.zonal)).body).sort()).toEqual([101, 104]);
      expect(ids((await get('/action-plans?geoLocationInclude=10012', tokens.zonal)).body)).toEqual([]);
      expect((await get('/action-plans/102', tokens.zonal)).status).toBe(404);
      expect((await get('/action-plans/102/logs', tokens.zonal)).status).toBe(404);
      expect((await get('/action-plans/102/causes', tokens.zonal)).status).toBe(404);
      expect((await get('/action-plan-activities/1003/comments', tokens.zonal)).status).toBe(404);
      expect((await get('/action-plan-activities/1003/evidences', tokens.zonal)).status).toBe(404);
      expect(
        (await send('PUT', '/action-plans/102/activities/1003/progress', { progress: 10 }, tokens.zonal)).status,
      ).toBe(404);
      expect((await send('PUT', '/action-plans/102', { actionPlanStatus: 'CLOSED' }, tokens.zonal)).status).toBe(404);
      expect((await send('DELETE', '/action-plans/102', undefined, tokens.zonal)).status).toBe(404);
      expect((await get('/action-plans/101', tokens.zonal)).status).toBe(200);
    });

    it('lets a zonal user create plans in its zone only', async () => {
      const outside = await send('POST', '/action-plans', { title: 'Fuera', geoLocationId: 10210 }, tokens.zonal);
      expect(outside.status).toBe(403);
      const inside = await send('POST', '/action-plans', { title: 'Dentro', geoLocationId: 10205 }, tokens.zonal);
      expect(inside.status).toBe(201);
    });
  });

  describe('creating and deleting', () => {
    it('creates an OPEN plan with causes and activities, logged', async () => {
      const before = await logCount();
      const plan = await newPlan({
        description: 'Detalle',
        criticalMomentId: 1,
        indicatorId: 'VENTA_NPS',
        dueDate: '2026-12-15',
        causes: [{ text: ' Espera ', category: 'Tiempos' }, { text: 'Trato' }],
        activities: [{ title: 'Llamar', owner: 'Ana', dueDate: '2026-12-01' }, { title: 'Capacitar' }],
      });
      expect(plan.id).toBeGreaterThan(104);
      expect(plan).toMatchObject({ status: 'OPEN', library: false, progress: 0, activityCount: 2, closedAt: null });
      expect(plan.causes.map((c) => [c.text, c.category, c.position])).toEqual([
        ['Espera', 'Tiempos', 0],
        ['Trato', null, 1],
      ]);
      expect(plan.activities.map((a) => [a.title, a.owner, a.status])).toEqual([
        ['Llamar', 'Ana', 'PENDING'],
        ['Capacitar', null, 'PENDING'],
      ]);
      expect(await logCount()).toBe(before + 1);
      const logs = await logsOf(plan.id);
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatchObject({
        action: 'CREATED',
        author: 'analista@auto-b.demo',
        detail: { causes: 2, activities: 2 },
      });
      expect(((await get(`/action-plans/${plan.id}`)).body as Plan).id).toBe(plan.id);
    });

    it('keeps the owner, the start date and the alert a plan was created from', async () => {
      const plan = await newPlan({
        geoLocationId: 10201,
        owner: '  Jefa de sucursal ',
        startDate: '2026-11-16',
        dueDate: '2026-12-15',
        alertId: 7001,
      });
      expect(plan).toMatchObject({ owner: 'Jefa de sucursal', startDate: '2026-11-16', alertId: 7001 });
      expect(((await get(`/action-plans/${plan.id}`)).body as Plan & { alertId: number }).alertId).toBe(7001);
      const listed = ((await get('/action-plans?size=1000')).body as (Plan & { alertId: number | null })[]).find(
        (p) => p.id === plan.id,
      );
      expect(listed).toMatchObject({ alertId: 7001, owner: 'Jefa de sucursal', startDate: '2026-11-16' });
      expect((await logsOf(plan.id))[0]?.detail).toMatchObject({ alertId: 7001 });
      const bare = await newPlan();
      expect(bare).toMatchObject({ owner: null, startDate: null, alertId: null });
      // An alert outside the caller's scope, another tenant's or unknown is refused as unknown.
      for (const [alertId, token] of [
        [7002, tokens.zonal],
        [999_999, tokens.full],
        [7001, tokens.other],
      ] as const) {
        const answer = await send('POST', '/action-plans', { title: 'x', geoLocationId: 10201, alertId }, token);
        expect(answer.status, `${alertId}`).toBe(400);
        expect((answer.body as { message: string }).message).toContain('body.alertId');
      }
      const late = await send('POST', '/action-plans', {
        title: 'x',
        geoLocationId: 10201,
        startDate: '2026-12-20',
        dueDate: '2026-12-15',
      });
      expect(late.status).toBe(400);
      expect((late.body as { message: string }).message).toContain('body.startDate');
    });

    it('refuses bad plans with 400 naming the field', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ geoLocationId: 10201 }, 'title'],
        [{ title: '   ', geoLocationId: 10201 }, 'body.title'],
        [{ title: 'x', geoLocationId: 10010 }, 'body.geoLocationId'],
        [{ title: 'x', geoLocationId: 99999 }, 'body.geoLocationId'],
        [{ title: 'x', geoLocationId: 10201, criticalMomentId: 777 }, 'body.criticalMomentId'],
        [{ title: 'x', geoLocationId: 10201, indicatorId: 'NO_EXISTE' }, 'body.indicatorId'],
        [{ title: 'x', geoLocationId: 10201, dueDate: '2026-13-01' }, 'body.dueDate'],
        [{ title: 'x', geoLocationId: 10201, dueDate: 'mañana' }, 'body.dueDate'],
        [{ title: 'x', geoLocationId: 10201, status: 'CLOSED' }, 'status'],
        [{ title: 'x', geoLocationId: 10201, causes: [{ text: '' }] }, 'body.causes.0.text'],
        [
          { title: 'x', geoLocationId: 10201, activities: [{ title: 'a', dueDate: '2026-02-29' }] },
          'body.activities.0.dueDate',
        ],
      ];
      for (const [body, field] of cases) {
        const answer = await send('POST', '/action-plans', body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect((answer.body as { message: string }).message, JSON.stringify(body)).toContain(field);
      }
    });

    it('needs create, and root-cause or add-activity for causes or activities', async () => {
      expect((await send('POST', '/action-plans', { title: 'x', geoLocationId: 10201 }, tokens.reader)).status).toBe(
        403,
      );
      await newPlan({}, tokens.creator);
      const withCauses = await send(
        'POST',
        '/action-plans',
        { title: 'x', geoLocationId: 10201, causes: [{ text: 'c' }] },
        tokens.creator,
      );
      expect(withCauses.status).toBe(403);
      expect((withCauses.body as { message: string }).message).toContain('root-cause');
      const withActivities = await send(
        'POST',
        '/action-plans',
        { title: 'x', geoLocationId: 10201, activities: [{ title: 'a' }] },
        tokens.creator,
      );
      expect(withActivities.status).toBe(403);
      expect((await send('POST', '/action-plans', { title: 'x', geoLocationId: 10201 }, tokens.admin)).status).toBe(
        201,
      );
    });

    it('deletes a plan with its children, keeping its log, and needs delete', async () => {
      const plan = await newPlan({ causes: [{ text: 'c' }], activities: [{ title: 'a' }] });
      const activityId = plan.activities[0]!.id;
      expect((await send('POST', `/action-plan-activities/${activityId}/comments`, { text: 'hola' })).status).toBe(201);
      expect((await send('DELETE', `/action-plans/${plan.id}`, undefined, tokens.reader)).status).toBe(403);
      expect((await send('DELETE', `/action-plans/${plan.id}`, undefined, tokens.updater)).status).toBe(403);
      expect((await send('DELETE', '/action-plans/1')).status).toBe(404);
      expect((await send('DELETE', `/action-plans/${plan.id}`, undefined)).status).toBe(204);
      expect((await get(`/action-plans/${plan.id}`)).status).toBe(404);
      expect((await get(`/action-plan-activities/${activityId}/comments`)).status).toBe(404);
      const left = await db
        .selectFrom('action_plan_activity_comments')
        .select('id')
        .where('tenant_id', '=', 'auto-b')
        .where('plan_id', '=', plan.id)
        .execute();
      expect(left).toEqual([]);
      const history = await db
        .selectFrom('action_plan_logs')
        .select('action')
        .where('tenant_id', '=', 'auto-b')
        .where('plan_id', '=', plan.id)
        .orderBy('id')
        .execute();
      expect(history.map((h) => h.action)).toEqual(['CREATED', 'COMMENT_ADDED', 'DELETED']);
      // The other tenant's plan with the same number is untouched.
      expect((await get('/action-plans/1', tokens.other)).status).toBe(200);
      expect((await send('DELETE', '/action-plans/101', undefined, tokens.other)).status).toBe(404);
      expect((await get('/action-plans/101')).status).toBe(200);
    });
  });

  describe('status and library', () => {
    it('moves a plan through its transitions, each logged, with the action each needs', async () => {
      const plan = await newPlan();
      const move = (to: string, token = tokens.full) =>
        send('PUT', `/action-plans/${plan.id}`, { actionPlanStatus: to }, token);
      expect((await move('IN_PROGRESS', tokens.reader)).status).toBe(403);
      expect((await move('IN_PROGRESS', tokens.updater)).status).toBe(200);
      const refused = await move('CLOSED', tokens.updater);
      expect(refused.status).toBe(403);
      expect((refused.body as { message: string }).message).toContain('close');
      const closed = await move('CLOSED');
      expect(closed.status).toBe(200);
      expect((closed.body as Plan).status).toBe('CLOSED');
      expect((closed.body as Plan).closedAt).toBe(NOW.toISOString());
      const invalid = await move('OPEN');
      expect(invalid.status).toBe(409);
      expect((await move('CLOSED')).status).toBe(409);
      // A closed plan is read-only until reopened.
      expect((await send('POST', '/action-plan-activities', { actionPlanId: plan.id, title: 'x' })).status).toBe(409);
      expect((await send('PUT', `/action-plans/${plan.id}/causes`, { causes: [] })).status).toBe(409);
      expect((await move('IN_PROGRESS', tokens.updater)).status).toBe(403);
      const reopened = await move('IN_PROGRESS');
      expect((reopened.body as Plan).closedAt).toBeNull();
      expect((await move('CANCELLED')).status).toBe(200);
      expect((await move('IN_PROGRESS')).status).toBe(409);
      expect((await move('OPEN')).status).toBe(200);
      const logs = await logsOf(plan.id);
      expect(
        logs.filter((l) => l.action === 'STATUS_CHANGED').map((l) => `${String(l.detail.from)}>${String(l.detail.to)}`),
      ).toEqual([
        'CANCELLED>OPEN',
        'IN_PROGRESS>CANCELLED',
        'CLOSED>IN_PROGRESS',
        'IN_PROGRESS>CLOSED',
        'OPEN>IN_PROGRESS',
      ]);
      const bad = await move('DONE');
      expect(bad.status).toBe(400);
      expect((bad.body as { message: string }).message).toContain('body.actionPlanStatus');
      expect((await send('PUT', `/action-plans/${plan.id}`, {})).status).toBe(400);
      expect((await send('PUT', '/action-plans/1', { actionPlanStatus: 'IN_PROGRESS' })).status).toBe(404);
    });

    it('moves a plan to the library and back, logging real changes only', async () => {
      const plan = await newPlan();
      const set = (library: unknown, token = tokens.full) =>
        send('PUT', `/action-plans/${plan.id}/library`, { library }, token);
      expect((await set(true, tokens.reader)).status).toBe(403);
      const inLibrary = await set(true);
      expect(inLibrary.status).toBe(200);
      expect((inLibrary.body as Plan).library).toBe(true);
      expect(ids((await get('/action-plans?library=true&size=100')).body)).toContain(plan.id);
      expect((await set(true)).status).toBe(200);
      expect((await set(false, tokens.updater)).status).toBe(200);
      expect(ids((await get('/action-plans?library=true&size=100')).body)).not.toContain(plan.id);
      const changes = (await logsOf(plan.id)).filter((l) => l.action === 'LIBRARY_CHANGED');
      expect(changes.map((l) => l.detail.to)).toEqual([false, true]);
      const bad = await set('tal vez');
      expect(bad.status).toBe(400);
      expect((bad.body as { message: string }).message).toContain('body.library');
      expect((await send('PUT', '/action-plans/1/library', { library: true })).status).toBe(404);
    });
  });

  describe('logs and causes', () => {
    it('pages the log newest first', async () => {
      const plan = await newPlan({ activities: [{ title: 'a' }] });
      const activityId = plan.activities[0]!.id;
      for (const progress of [10, 20, 30]) {
        await send('PUT', `/action-plans/${plan.id}/activities/${activityId}/progress`, { progress });
      }
      const page = await get(`/action-plans/${plan.id}/logs?size=2`, tokens.reader);
      expect(page.status).toBe(200);
      expect(page.headers.get('x-total-count')).toBe('4');
      expect((page.body as Log[]).map((l) => l.detail.to)).toEqual([30, 20]);
      expect((await get('/action-plans/1/logs')).status).toBe(404);
      expect((await get(`/action-plans/${plan.id}/logs?size=5000`)).status).toBe(400);
    });

    it('replaces causes with root-cause', async () => {
      const plan = await newPlan({ causes: [{ text: 'vieja' }] });
      const url = `/action-plans/${plan.id}/causes`;
      expect((await send('PUT', url, { causes: [{ text: 'x' }] }, tokens.reader)).status).toBe(403);
      expect((await send('PUT', url, { causes: [{ text: 'x' }] }, tokens.updater)).status).toBe(403);
      const replaced = await send('PUT', url, { causes: [{ text: 'Espera', category: 'Tiempos' }, { text: 'Trato' }] });
      expect(replaced.status).toBe(200);
      expect((replaced.body as { text: string; position: number }[]).map((c) => [c.text, c.position])).toEqual([
        ['Espera', 0],
        ['Trato', 1],
      ]);
      expect(((await get(url, tokens.reader)).body as { text: string }[]).map((c) => c.text)).toEqual([
        'Espera',
        'Trato',
      ]);
      const log = (await logsOf(plan.id))[0];
      expect(log).toMatchObject({
        action: 'CAUSES_REPLACED',
        detail: { before: ['vieja'], after: ['Espera', 'Trato'] },
      });
      const bad = await send('PUT', url, { causes: [{ text: 'ok' }, { text: 5, extra: true }] });
      expect(bad.status).toBe(400);
      expect((bad.body as { message: string }).message).toContain('body.causes.1');
      expect((await send('PUT', url, [{ text: 'x' }])).status).toBe(400);
      expect((await send('PUT', '/action-plans/1/causes', { causes: [] })).status).toBe(404);
      expect((await get('/action-plans/1/causes')).status).toBe(404);
    });

    it('leaves no log when the write fails (one transaction)', async () => {
      const plan = await newPlan({ causes: [{ text: 'intacta' }], activities: [{ title: 'a' }] });
      const activityId = plan.activities[0]!.id;
      await sql`ALTER TABLE action_plan_causes ADD CONSTRAINT test_falla CHECK (text <> '__falla__')`.execute(
        server.db,
      );
      await sql`ALTER TABLE action_plan_activities ADD CONSTRAINT test_falla_progreso CHECK (progress <> 77)`.execute(
        server.db,
      );
      try {
        const before = await logCount();
        const causes = await send('PUT', `/action-plans/${plan.id}/causes`, { causes: [{ text: '__falla__' }] });
        expect(causes.status).toBe(500);
        const progress = await send('PUT', `/action-plans/${plan.id}/activities/${activityId}/progress`, {
          progress: 77,
        });
        expect(progress.status).toBe(500);
        expect(await logCount()).toBe(before);
        const after = (await get(`/action-plans/${plan.id}`)).body as Plan;
        expect(after.causes.map((c) => c.text)).toEqual(['intacta']);
        expect(after.activities[0]?.progress).toBe(0);
      } finally {
        await sql`ALTER TABLE action_plan_causes DROP CONSTRAINT test_falla`.execute(server.db);
        await sql`ALTER TABLE action_plan_activities DROP CONSTRAINT test_falla_progreso`.execute(server.db);
      }
    });
  });

  describe('activities and progress', () => {
    it('adds activities with add-activity, to open plans in scope', async () => {
      const plan = await newPlan();
      const body = { actionPlanId: plan.id, title: 'Nueva', owner: 'Ana', dueDate: '2026-12-01' };
      expect((await send('POST', '/action-plan-activities', body, tokens.reader)).status).toBe(403);
      expect((await send('POST', '/action-plan-activities', body, tokens.updater)).status).toBe(403);
      const created = await send('POST', '/action-plan-activities', body);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        actionPlanId: plan.id,
        title: 'Nueva',
        owner: 'Ana',
        progress: 0,
        status: 'PENDING',
      });
      expect((await logsOf(plan.id))[0]).toMatchObject({ action: 'ACTIVITY_ADDED', detail: { title: 'Nueva' } });
      expect((await send('POST', '/action-plan-activities', { ...body, actionPlanId: 1 })).status).toBe(404);
      expect((await send('POST', '/action-plan-activities', { ...body, actionPlanId: 103 })).status).toBe(409);
      expect((await send('POST', '/action-plan-activities', { ...body, actionPlanId: 102 }, tokens.zonal)).status).toBe(
        404,
      );
      const bad = await send('POST', '/action-plan-activities', { ...body, dueDate: '2026-04-31' });
      expect(bad.status).toBe(400);
      expect((bad.body as { message: string }).message).toContain('body.dueDate');
      const missing = await send('POST', '/action-plan-activities', { title: 'x' });
      expect((missing.body as { message: string }).message).toContain('actionPlanId');
    });

    it('updates an activity with update, logging what changed', async () => {
      const plan = await newPlan({ activities: [{ title: 'Antes', owner: 'Ana' }] });
      const id = plan.activities[0]!.id;
      expect((await send('PUT', `/action-plan-activities/${id}`, { title: 'x' }, tokens.reader)).status).toBe(403);
      const updated = await send(
        'PUT',
        `/action-plan-activities/${id}`,
        { title: 'Después', owner: null },
        tokens.updater,
      );
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ title: 'Después', owner: null });
      const logs = await logsOf(plan.id);
      expect(logs[0]).toMatchObject({
        action: 'ACTIVITY_UPDATED',
        detail: {
          activityId: id,
          changes: { title: { from: 'Antes', to: 'Después' }, owner: { from: 'Ana', to: null } },
        },
      });
      expect((await send('PUT', `/action-plan-activities/${id}`, { title: 'Después' })).status).toBe(200);
      expect(await logsOf(plan.id)).toHaveLength(logs.length);
      const empty = await send('PUT', `/action-plan-activities/${id}`, {});
      expect(empty.status).toBe(400);
      const extra = await send('PUT', `/action-plan-activities/${id}`, { progress: 50 });
      expect((extra.body as { message: string }).message).toContain('progress');
      expect((await send('PUT', '/action-plan-activities/1', { title: 'x' })).status).toBe(404);
    });

    it('sets progress 0–100 and answers the plan progress as the unrounded mean', async () => {
      const plan = await newPlan({ activities: [{ title: 'a' }, { title: 'b' }, { title: 'c' }] });
      const [a, b, c] = plan.activities.map((x) => x.id) as [number, number, number];
      const progress = (activityId: number, value: unknown, token = tokens.full) =>
        send('PUT', `/action-plans/${plan.id}/activities/${activityId}/progress`, { progress: value }, token);
      expect((await progress(a, 10, tokens.reader)).status).toBe(403);
      expect((await progress(a, 10)).body).toMatchObject({
        activity: { progress: 10, status: 'IN_PROGRESS' },
        actionPlanProgress: 10 / 3,
      });
      await progress(b, 20);
      const last = await progress(c, 100, tokens.updater);
      expect(last.status).toBe(200);
      expect(last.body).toMatchObject({ activity: { status: 'DONE' }, actionPlanProgress: 130 / 3 });
      expect(((await get(`/action-plans/${plan.id}`)).body as Plan).progress).toBeCloseTo(130 / 3, 12);
      expect(((await progress(a, 0)).body as { activity: { status: string } }).activity.status).toBe('PENDING');
      // (null is coerced to 0 by the app's Ajv settings, coerceTypes: 'array'.)
      for (const bad of [101, -1, 50.5, 'mucho', '']) {
        const answer = await progress(a, bad);
        expect(answer.status, String(bad)).toBe(400);
        expect((answer.body as { message: string }).message).toContain('body.progress');
      }
      // The activity must belong to the plan of the path.
      expect((await send('PUT', `/action-plans/101/activities/${a}/progress`, { progress: 5 })).status).toBe(404);
      expect((await send('PUT', '/action-plans/1/activities/1/progress', { progress: 5 })).status).toBe(404);
    });
  });

  describe('comments', () => {
    it('lists, adds and deletes activity comments', async () => {
      const list = await get('/action-plan-activities/1001/comments', tokens.reader);
      expect(list.status).toBe(200);
      expect(list.headers.get('x-total-count')).toBe('2');
      expect((list.body as { text: string }[]).map((c) => c.text)).toEqual(['Partimos el lunes', 'Ok']);
      expect((await send('POST', '/action-plan-activities/1001/comments', { text: 'x' }, tokens.reader)).status).toBe(
        403,
      );
      const blank = await send('POST', '/action-plan-activities/1001/comments', { text: '  ' });
      expect(blank.status).toBe(400);
      expect((blank.body as { message: string }).message).toContain('body.text');
      const created = await send(
        'POST',
        '/action-plan-activities/1001/comments',
        { text: 'Avanzamos' },
        tokens.updater,
      );
      expect(created.status).toBe(201);
      const comment = created.body as { id: number; author: string };
      expect(comment.author).toBe('editor@auto-b.demo');
      expect((await logsOf(101))[0]).toMatchObject({ action: 'COMMENT_ADDED', detail: { commentId: comment.id } });
      // Another author's comment needs delete; one's own needs update.
      expect(
        (await send('DELETE', '/action-plan-activities/1001/comments/3001', undefined, tokens.updater)).status,
      ).toBe(403);
      expect(
        (await send('DELETE', `/action-plan-activities/1001/comments/${comment.id}`, undefined, tokens.updater)).status,
      ).toBe(204);
      expect((await send('DELETE', '/action-plan-activities/1001/comments/3002')).status).toBe(204);
      expect((await logsOf(101))[0]).toMatchObject({
        action: 'COMMENT_DELETED',
        detail: { commentId: 3002, text: 'Ok' },
      });
      expect((await send('DELETE', '/action-plan-activities/1001/comments/3002')).status).toBe(404);
      expect((await send('DELETE', '/action-plan-activities/1002/comments/3001')).status).toBe(404);
      expect((await get('/action-plan-activities/1/comments')).status).toBe(404);
      expect((await send('POST', '/action-plan-activities/1/comments', { text: 'x' })).status).toBe(404);
    });
  });

  describe('evidence', () => {
    const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const upload = async (
      activityId: number,
      files: { name: string; type: string; data: Uint8Array }[],
      token = tokens.full,
    ): Promise<{ status: number; body: unknown }> => {
      const form = new FormData();
      for (const f of files) form.append('files', new Blob([f.data], { type: f.type }), f.name);
      const response = await fetch(`${server.url}${API}/action-plan-activities/${activityId}/evidences`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
    };
    const evidenceCount = async (): Promise<number> =>
      Number(
        (
          await db
            .selectFrom('action_plan_activity_evidence')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('tenant_id', '=', 'auto-b')
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('uploads, lists, serves and deletes evidence files, logged', async () => {
      const created = await upload(1002, [
        { name: 'foto.png', type: 'image/png', data: PNG },
        { name: 'notas.txt', type: 'text/plain', data: new TextEncoder().encode('hola') },
      ]);
      expect(created.status).toBe(201);
      const files = created.body as { id: number; fileName: string; contentType: string; size: number; url: string }[];
      expect(files.map((f) => [f.fileName, f.contentType, f.size])).toEqual([
        ['foto.png', 'image/png', PNG.length],
        ['notas.txt', 'text/plain', 4],
      ]);
      expect((await logsOf(101))[0]).toMatchObject({ action: 'EVIDENCE_ADDED' });
      const list = await get('/action-plan-activities/1002/evidences', tokens.reader);
      expect(list.headers.get('x-total-count')).toBe('3');
      const file = await fetch(`${server.url}${files[0]!.url}`, {
        headers: { authorization: `Bearer ${tokens.reader}` },
      });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
      expect(file.headers.get('content-disposition')).toContain("filename*=UTF-8''foto.png");
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
      expect((await get(`/action-plan-activities/1001/evidences/${files[0]!.id}`)).status).toBe(404);
      expect(
        (await send('DELETE', `/action-plan-activities/1002/evidences/${files[0]!.id}`, undefined, tokens.reader))
          .status,
      ).toBe(403);
      expect((await send('DELETE', `/action-plan-activities/1002/evidences/${files[0]!.id}`, undefined)).status).toBe(
        204,
      );
      expect((await logsOf(101))[0]).toMatchObject({ action: 'EVIDENCE_DELETED', detail: { fileName: 'foto.png' } });
      expect((await send('DELETE', `/action-plan-activities/1002/evidences/${files[0]!.id}`, undefined)).status).toBe(
        404,
      );
      expect((await get('/action-plan-activities/1/evidences')).status).toBe(404);
    });

    it('refuses files over the limits or off the allow-list, storing nothing', async () => {
      const before = await evidenceCount();
      const logs = await logCount();
      const tooMany = await upload(
        1002,
        Array.from({ length: UPLOAD_LIMITS.files + 1 }, (_, i) => ({
          name: `f${i}.txt`,
          type: 'text/plain',
          data: new TextEncoder().encode('x'),
        })),
      );
      expect(tooMany.status).toBe(413);
      const tooBig = await upload(1002, [
        { name: 'ok.txt', type: 'text/plain', data: new TextEncoder().encode('ok') },
        { name: 'grande.txt', type: 'text/plain', data: new Uint8Array(UPLOAD_LIMITS.fileSize + 1).fill(65) },
      ]);
      expect(tooBig.status).toBe(413);
      const exe = await upload(1002, [
        { name: 'ok.png', type: 'image/png', data: PNG },
        { name: 'virus.exe', type: 'application/x-msdownload', data: Uint8Array.from([0x4d, 0x5a]) },
      ]);
      expect(exe.status).toBe(415);
      expect((exe.body as { message: string }).message).toContain('body.files.1');
      const fake = await upload(1002, [
        { name: 'foto.png', type: 'image/png', data: new TextEncoder().encode('<html>') },
      ]);
      expect(fake.status).toBe(415);
      const renamed = await upload(1002, [{ name: 'foto.exe', type: 'image/png', data: PNG }]);
      expect(renamed.status).toBe(415);
      const svg = await upload(1002, [
        { name: 'a.svg', type: 'image/svg+xml', data: new TextEncoder().encode('<svg/>') },
      ]);
      expect(svg.status).toBe(415);
      // Declared types that name properties of every object are refused like any unknown type.
      for (const type of ['constructor', '__proto__', 'toString']) {
        const odd = await upload(1002, [{ name: 'a.txt', type, data: new TextEncoder().encode('x') }]);
        expect(odd.status, type).toBe(415);
      }
      const empty = await upload(1002, []);
      expect(empty.status).toBe(400);
      // Not multipart: 415, as on alert-evidence (one upload policy, http/evidence.ts).
      const json = await send('POST', '/action-plan-activities/1002/evidences', { file: 'x' });
      expect(json.status).toBe(415);
      expect(await evidenceCount()).toBe(before);
      expect(await logCount()).toBe(logs);
    });

    it('needs update, an editable plan in scope, and the caller tenant', async () => {
      const file = [{ name: 'a.txt', type: 'text/plain', data: new TextEncoder().encode('a') }];
      expect((await upload(1002, file, tokens.reader)).status).toBe(403);
      expect((await upload(1004, file)).status).toBe(409);
      expect((await upload(1003, file, tokens.zonal)).status).toBe(404);
      expect((await upload(1, file)).status).toBe(404);
    });
  });

  describe('the other tenant', () => {
    it('sees its generated plans and continues their ids', async () => {
      const list = await get('/action-plans?size=100', tokens.other);
      expect(list.headers.get('x-total-count')).toBe('36');
      expect(ids(list.body).every((id) => id >= 1 && id <= 36)).toBe(true);
      const created = await send('POST', '/action-plans', { title: 'Nuevo', geoLocationId: 10201 }, tokens.other);
      expect((created.body as Plan).id).toBe(37);
      const dashboard = (await get('/action-plans/dashboard', tokens.other)).body as { total: number; library: number };
      expect(dashboard.total).toBe(37);
      expect(dashboard.library).toBeGreaterThan(0);
    });
  });

  describe('contract', () => {
    it('documents every route in the OpenAPI document', async () => {
      const { status, body } = await server.request('GET', '/docs/json');
      expect(status).toBe(200);
      const paths = Object.keys((body as { paths: Record<string, unknown> }).paths);
      for (const p of [
        '/api/voc/action-plans',
        '/api/voc/action-plans/dashboard',
        '/api/voc/action-plans/{id}',
        '/api/voc/action-plans/{id}/library',
        '/api/voc/action-plans/{id}/logs',
        '/api/voc/action-plans/{id}/comments-report',
        '/api/voc/action-plans/{id}/causes',
        '/api/voc/action-plan-activities',
        '/api/voc/action-plan-activities/{id}',
        '/api/voc/action-plans/{id}/activities/{activityId}/progress',
        '/api/voc/action-plan-activities/{id}/comments',
        '/api/voc/action-plan-activities/{id}/comments/{commentId}',
        '/api/voc/action-plan-activities/{id}/evidences',
        '/api/voc/action-plan-activities/{id}/evidences/{evidenceId}',
        '/api/voc/action-plan-templates',
      ]) {
        expect(paths, p).toContain(p);
      }
    });
  });

  describe('malformed requests', () => {
    it('answer 4xx, never 5xx, and the server keeps answering', async () => {
      const badId = fc.oneof(
        fc.constantFrom('0', '-1', 'abc', '1.5', '1e400', '99999999999999999999', '%00', 'null', '%20', 'dashboard2'),
        fc
          .string({ minLength: 1, maxLength: 8 })
          .filter((s) => !/^\d+$/.test(s))
          .map(encodeURIComponent),
      );
      const routes: [string, (id: string) => string][] = [
        ['GET', (id) => `/action-plans/${id}`],
        ['DELETE', (id) => `/action-plans/${id}`],
        ['PUT', (id) => `/action-plans/${id}`],
        ['PUT', (id) => `/action-plans/${id}/library`],
        ['GET', (id) => `/action-plans/${id}/logs`],
        ['POST', (id) => `/action-plans/${id}/comments-report`],
        ['GET', (id) => `/action-plans/${id}/causes`],
        ['PUT', (id) => `/action-plans/${id}/causes`],
        ['PUT', (id) => `/action-plan-activities/${id}`],
        ['PUT', (id) => `/action-plans/101/activities/${id}/progress`],
        ['GET', (id) => `/action-plan-activities/${id}/comments`],
        ['POST', (id) => `/action-plan-activities/${id}/comments`],
        ['DELETE', (id) => `/action-plan-activities/1001/comments/${id}`],
        ['GET', (id) => `/action-plan-activities/${id}/evidences`],
        ['POST', (id) => `/action-plan-activities/${id}/evidences`],
        ['DELETE', (id) => `/action-plan-activities/1002/evidences/${id}`],
      ];
      const bodyRoutes: [string, string][] = [
        ['POST', '/action-plans'],
        ['PUT', '/action-plans/101'],
        ['PUT', '/action-plans/101/library'],
        ['POST', '/action-plans/101/comments-report'],
        ['PUT', '/action-plans/101/causes'],
        ['POST', '/action-plan-activities'],
        ['PUT', '/action-plan-activities/1001'],
        ['PUT', '/action-plans/101/activities/1001/progress'],
        ['POST', '/action-plan-activities/1001/comments'],
      ];
      const listRoutes = [
        '/action-plans',
        '/action-plans/dashboard',
        '/action-plan-templates',
        '/action-plans/101/logs',
      ];
      const request = fc.oneof(
        // A malformed id in the path.
        fc
          .record({
            route: fc.constantFrom(...routes),
            id: badId,
            body: fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }),
          })
          .map(({ route, id, body }) => ({
            method: route[0],
            url: route[1](id),
            body: route[0] === 'GET' ? undefined : body,
          })),
        // A body with a property no schema has, or not an object at all.
        fc
          .record({
            route: fc.constantFrom(...bodyRoutes),
            fields: fc.dictionary(
              fc.constantFrom('title', 'geoLocationId', 'progress', 'library', 'text', 'actionPlanStatus', 'causes'),
              fc.jsonValue({ maxDepth: 2 }),
            ),
            extra: fc.string({ maxLength: 6 }).map((s) => `x_${s}`),
            value: fc.jsonValue({ maxDepth: 1 }),
          })
          .map(({ route, fields, extra, value }) => ({
            method: route[0],
            url: route[1],
            body: { ...fields, [extra]: value },
          })),
        fc
          .record({
            route: fc.constantFrom(...bodyRoutes),
            body: fc.oneof(
              fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
              fc.integer(),
              fc.constant(null),
              fc.string().map((s) => `{${s}\u0000`),
            ),
          })
          .map(({ route, body }) => ({ method: route[0], url: route[1], body: body })),
        // A query the schema refuses.
        fc
          .record({
            path: fc.constantFrom(...listRoutes),
            query: fc.constantFrom(
              'page=-1',
              'size=0',
              'size=abc',
              'size=100000',
              'status=CERRADO',
              'library=quizas',
              'dateFrom=2026-02-30',
              'dateFrom=ayer',
              'dateTo=2026-1-1',
              'geoLocationInclude=-5',
              'geoLocationInclude=x',
              'criticalMomentInclude=1.5',
              'indicatorId=%24%7B%7D',
              'sort=id;drop',
              'overdue=2',
            ),
            junk: fc.string({ maxLength: 5 }).map((s) => `&z_${encodeURIComponent(s)}=1`),
          })
          .map(({ path, query, junk }) => ({
            method: 'GET',
            url: `${path}?${query}${junk}`,
            body: undefined,
          })),
        // Well-typed bodies whose values the handlers refuse: a geography off the plan level, days
        // that do not exist, ids of nothing.
        fc
          .record({
            geoLocationId: fc.integer({ min: 0, max: 2 ** 31 }).filter((g) => g < 10201 || g > 10218),
            dueDate: fc.option(
              fc
                .tuple(
                  fc.integer({ min: 1000, max: 9999 }),
                  fc.integer({ min: 0, max: 99 }),
                  fc.integer({ min: 0, max: 99 }),
                )
                .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
              { nil: undefined },
            ),
          })
          .map((body) => ({ method: 'POST', url: '/action-plans', body: { title: 'x', ...body } })),
        fc
          .record({
            planId: fc.integer({ min: 100_000, max: 2 ** 40 }),
            status: fc.constantFrom('OPEN', 'IN_PROGRESS', 'CLOSED', 'CANCELLED'),
          })
          .map(({ planId, status }) => ({
            method: 'PUT',
            url: `/action-plans/${planId}`,
            body: { actionPlanStatus: status },
          })),
        fc
          .record({
            activityId: fc.integer({ min: 100_000, max: 2 ** 40 }),
            progress: fc.integer({ min: 0, max: 100 }),
          })
          .map(({ activityId, progress }) => ({
            method: 'PUT',
            url: `/action-plans/101/activities/${activityId}/progress`,
            body: { progress },
          })),
      );
      await fc.assert(
        fc.asyncProperty(request, async ({ method, url, body }) => {
          const answer = await server.request(method, `${API}${url}`, { token: tokens.full, body });
          if (answer.status < 400 || answer.status >= 500) {
            throw new Error(`${method} ${url} ${JSON.stringify(body)} answered ${answer.status}`);
          }
        }),
        { numRuns: 250, seed: 20261115 },
      );
      // Garbage multipart and a wrong content type are refused too.
      const garbage = await fetch(`${server.url}${API}/action-plan-activities/1002/evidences`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.full}`, 'content-type': 'multipart/form-data; boundary=zzz' },
        body: '--zzz\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\n\r\nsin cierre',
      });
      expect(garbage.status).toBeGreaterThanOrEqual(400);
      expect(garbage.status).toBeLessThan(500);
      const xml = await server.request('POST', `${API}/action-plans`, {
        token: tokens.full,
        body: '<plan/>',
        headers: { 'content-type': 'application/xml' },
      });
      expect(xml.status).toBe(415);
      expect((await get('/action-plans')).status).toBe(200);
    });
  });
});
