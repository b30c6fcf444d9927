import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../http/uploads.js';
import {
  ACCOUNTS,
  NORTE_BRANCHES,
  OTHER_ADMIN,
  OTHER_TENANT,
  TENANT,
  alertCountersByStatus,
  alertDailyAgainstRecount,
  fixtureAlerts,
  fixtureResponses,
  makeDashboardsDir,
  writeFixture,
} from '../surveys/test-fixtures.js';
import { startTestServer, type TestServer } from '../test-support/harness.js';
import type { AlertDetailRecord, AlertRecord } from './alertQueries.js';
import { alertRoutes } from './alertRoutes.js';

const NOW = new Date('2026-11-15T12:00:00Z');
const ALERTS = fixtureAlerts();
const RESPONSES = fixtureResponses();
const ids = (rows: readonly { id: number }[]): number[] => rows.map((r) => r.id);
const newestFirst = (rows: readonly { id: number; created_at: Date }[]): number[] =>
  [...rows].sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id).map((r) => r.id);
const inNorte = (geo: number): boolean => NORTE_BRANCHES.includes(geo);

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');

describe('alert routes', { timeout: 120_000 }, () => {
  let server: TestServer;
  let removeDashboards: () => void;
  const token: Record<string, string> = {};

  beforeAll(async () => {
    const dashboards = makeDashboardsDir();
    removeDashboards = dashboards.remove;
    server = await startTestServer({
      modules: [alertRoutes],
      dashboardsDir: dashboards.dir,
      prepare: writeFixture,
      now: NOW,
    });
    for (const [name, id] of Object.entries(ACCOUNTS)) {
      token[name] = await server.tokens.sign({ tenantId: TENANT, accountTenantId: TENANT, accountId: id });
    }
    token.other = await server.tokens.sign({
      tenantId: OTHER_TENANT,
      accountTenantId: OTHER_TENANT,
      accountId: OTHER_ADMIN,
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    removeDashboards();
  }, 60_000);

  const call = (method: string, url: string, who: string, body?: unknown) =>
    server.request(method, url, { token: token[who], ...(body !== undefined ? { body } : {}) });
  const list = async (query: string, who = 'admin') => {
    const res = await call('GET', `/api/voc/alerts${query}`, who);
    return { ...res, rows: res.body as AlertRecord[], total: Number(res.headers.get('x-total-count')) };
  };
  const alertRow = (id: number, tenant = TENANT) =>
    server.db.selectFrom('alerts').selectAll().where('tenant_id', '=', tenant).where('id', '=', id).executeTakeFirst();
  const expectCountersConsistent = async (): Promise<void> => {
    const { stored, recount } = await alertDailyAgainstRecount(server.db, TENANT);
    expect(stored).toEqual(recount);
  };

  describe('list and detail', () => {
    it('pages newest first with the total in X-Total-Count', async () => {
      const first = await list('?size=5');
      expect(first.status).toBe(200);
      expect(first.total).toBe(13);
      expect(first.headers.get('x-page')).toBe('0');
      expect(ids(first.rows)).toEqual(newestFirst(ALERTS).slice(0, 5));
      const last = await list('?size=5&page=2');
      expect(ids(last.rows)).toEqual(newestFirst(ALERTS).slice(10));
      expect((await list('')).rows).toHaveLength(13);
    });

    it('filters on statuses, types, moments, geographies with descendants, dates and text', async () => {
      const closed = await list('?alertStatusInclude=CLOSED&size=50');
      expect(ids(closed.rows)).toEqual(newestFirst(ALERTS.filter((a) => a.status === 'CLOSED')));
      const kinds = await list('?alertTypeInclude=WOW&alertTypeInclude=RESCUE&size=50');
      expect(ids(kinds.rows)).toEqual(newestFirst(ALERTS.filter((a) => a.type === 'WOW' || a.type === 'RESCUE')));
      const postventa = await list('?criticalMomentInclude=2&size=50');
      expect(ids(postventa.rows)).toEqual(newestFirst(ALERTS.filter((a) => a.critical_moment_id === 2)));
      const norte = await list('?geoLocationInclude=10010&size=50');
      expect(ids(norte.rows)).toEqual(newestFirst(ALERTS.filter((a) => inNorte(a.geo_location_id))));
      const days = await list('?dateFrom=2026-11-10&dateTo=2026-11-15&size=50');
      expect(days.total).toBeGreaterThan(0);
      expect(days.rows.every((a) => a.createdAt >= '2026-11-10T03:00:00.000Z')).toBe(true);
      const text = await list('?filter=sin%20encuesta');
      expect(ids(text.rows)).toEqual([13]);
    });

    it('counts the total from the daily counters exactly as the rows it lists', async () => {
      const queries = [
        '',
        '?alertStatusInclude=CLOSED',
        '?alertTypeInclude=WOW&alertTypeInclude=INCIDENT',
        '?criticalMomentInclude=2',
        '?geoLocationInclude=10010',
        '?dateFrom=2026-11-03&dateTo=2026-11-09',
        '?criticalMomentExclude=2',
        '?channelInclude=2',
        '?logicalLocationInclude=21',
        '?filter=Rojas',
      ];
      for (const who of ['admin', 'zonal']) {
        for (const query of queries) {
          const all = await list(`${query}${query ? '&' : '?'}size=1000`, who);
          expect(all.status, `${who} ${query}`).toBe(200);
          expect(all.total, `${who} ${query}`).toBe(all.rows.length);
        }
      }
    });

    it('sorts on first response with empty values last, and refuses unknown fields', async () => {
      const res = await list('?sort=firstResponseAt,asc&size=50');
      const answered = ALERTS.filter((a) => a.first_response_at).sort(
        (a, b) => a.first_response_at!.getTime() - b.first_response_at!.getTime(),
      );
      expect(ids(res.rows).slice(0, answered.length)).toEqual(ids(answered));
      expect(res.rows.slice(answered.length).every((a) => a.firstResponseAt === null)).toBe(true);
      expect((await list('?sort=description')).status).toBe(400);
    });

    it('shows an alert with names and the answers of its survey response', async () => {
      const { status, body } = await call('GET', '/api/voc/alerts/1', 'admin');
      expect(status).toBe(200);
      const alert = body as AlertRecord;
      const source = ALERTS[0]!;
      expect(alert).toMatchObject({
        id: 1,
        responseId: 1,
        criticalMomentName: 'Venta',
        geoLocationName: 'Costa Central Viña del Mar',
        status: source.status,
        type: source.type,
        createdAt: source.created_at.toISOString(),
        firstResponseAt: source.first_response_at?.toISOString() ?? null,
        closedAt: source.closed_at?.toISOString() ?? null,
        customerCode: 'C-1001',
      });
      expect(alert.humanSurvey).toEqual({
        Comentario: 'Comentario venta 1',
        'Satisfacción general': '4',
        Recomendación: '1',
        Modelo: 'Dolphin',
        'Forma de pago': 'Contado | Crédito',
      });
      const bare = (await call('GET', '/api/voc/alerts/13', 'admin')).body as AlertRecord;
      expect(bare).toMatchObject({ responseId: null, humanSurvey: {}, customerName: null });
    });

    it('details the channel, the logical location and the question responses of §3', async () => {
      const alert = (await call('GET', '/api/voc/alerts/1', 'reader')).body as AlertDetailRecord;
      expect(alert).toMatchObject({ channelId: 2, channelName: 'SMS', logicalLocationName: 'Atto 3' });
      // The tenant's questionsOrder (120, 102, 101) first, then by id; the sentiment question (121) hidden;
      // several answers joined by ' | '.
      expect(alert.questionResponses.map((q) => [q.questionId, q.questionType, q.answerFormated])).toEqual([
        [120, 'COMMENT', 'Comentario venta 1'],
        [102, 'NUMBER', '4'],
        [101, 'NUMBER', '1'],
        [122, 'CHOICE', 'Dolphin'],
        [123, 'CHOICE', 'Contado | Crédito'],
      ]);
      expect(alert.questionResponses[1]).toMatchObject({ numberAnswer: 4, questionName: 'Satisfacción general' });
      expect(alert.questionResponses[0]?.questionText.length).toBeGreaterThan(0);
      const bare = (await call('GET', '/api/voc/alerts/13', 'admin')).body as AlertDetailRecord;
      expect(bare).toMatchObject({
        channelId: null,
        channelName: null,
        logicalLocationName: null,
        questionResponses: [],
      });
      // The list keeps its lighter records.
      const listed = (await list('?size=1')).rows[0] as AlertRecord & Partial<AlertDetailRecord>;
      expect(listed.questionResponses).toBeUndefined();
    });

    it('answers 404 for ids of another tenant and 400 for malformed ids', async () => {
      expect((await call('GET', '/api/voc/alerts/500', 'admin')).status).toBe(404);
      expect((await call('GET', '/api/voc/alerts/500', 'other')).status).toBe(200);
      expect(((await call('GET', '/api/voc/alerts/1', 'other')).body as AlertRecord).description).toBe('ajena');
      expect((await call('GET', '/api/voc/alerts/1.5', 'admin')).status).toBe(400);
      expect((await call('GET', '/api/voc/alerts/-3', 'admin')).status).toBe(400);
    });

    it('needs the alerts section to read', async () => {
      expect((await list('', 'noAlerts')).status).toBe(403);
      expect((await call('GET', '/api/voc/alerts/1', 'noAlerts')).status).toBe(403);
      expect((await list('', 'reader')).status).toBe(200);
      expect((await list('', 'alertAdmin')).status).toBe(200);
    });

    it('limits a zonal user to the alerts of the zone', async () => {
      const expected = ALERTS.filter((a) => inNorte(a.geo_location_id));
      const own = await list('?size=50', 'zonal');
      expect(ids(own.rows)).toEqual(newestFirst(expected));
      expect((await list('?geoLocationInclude=10011', 'zonal')).total).toBe(0);
      const outside = ALERTS.find((a) => !inNorte(a.geo_location_id))!;
      expect((await call('GET', `/api/voc/alerts/${outside.id}`, 'zonal')).status).toBe(404);
      expect((await call('GET', `/api/voc/alerts/${expected[0]!.id}`, 'zonal')).status).toBe(200);
    });
  });

  describe('dashboard', () => {
    it('counts by status and type and averages first responses within a range', async () => {
      const { status, body } = await call(
        'GET',
        '/api/voc/alerts/dashboard?dateFrom=2026-10-01&dateTo=2026-11-30',
        'reader',
      );
      expect(status).toBe(200);
      const responded = ALERTS.filter((a) => a.status !== 'NOT_HANDLED' && a.first_response_at);
      const hours = responded.map((a) => (a.first_response_at!.getTime() - a.created_at.getTime()) / 3_600_000);
      const closed = ALERTS.filter((a) => a.status === 'CLOSED');
      const closing = closed.map((a) => (a.closed_at!.getTime() - a.created_at.getTime()) / 3_600_000);
      const average = (xs: number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;
      expect(body).toMatchObject({
        dateFrom: '2026-10-01',
        dateTo: '2026-11-30',
        total: ALERTS.length,
        byStatus: ['NOT_HANDLED', 'IN_PROCESS', 'CLOSED'].map((s) => ({
          status: s,
          count: ALERTS.filter((a) => a.status === s).length,
        })),
        firstResponse: {
          baseHours: 36,
          count: responded.length,
          fast: hours.filter((h) => h < 36).length,
          slow: hours.filter((h) => h >= 36).length,
        },
        closing: { count: closed.length },
      });
      const result = body as {
        firstResponse: { averageHours: number };
        closing: { averageHours: number };
        byType: { type: string; count: number }[];
      };
      expect(result.firstResponse.averageHours).toBeCloseTo(average(hours), 9);
      expect(result.closing.averageHours).toBeCloseTo(average(closing), 9);
      expect(result.byType.find((t) => t.type === 'WOW')!.count).toBe(ALERTS.filter((a) => a.type === 'WOW').length);
    });

    it('defaults to the last 90 days, keeps to the scope, and needs the stats action', async () => {
      const recent = await call('GET', '/api/voc/alerts/dashboard', 'admin');
      expect(recent.body).toMatchObject({ dateFrom: '2026-08-18', dateTo: '2026-11-15', total: ALERTS.length });
      const zonal = await call('GET', '/api/voc/alerts/dashboard', 'zonal');
      expect((zonal.body as { total: number }).total).toBe(ALERTS.filter((a) => inNorte(a.geo_location_id)).length);
      const empty = await call('GET', '/api/voc/alerts/dashboard?dateFrom=2020-01-01&dateTo=2020-01-31', 'admin');
      expect(empty.body).toMatchObject({ total: 0, firstResponse: { count: 0, averageHours: null } });
      const upTo = await call('GET', '/api/voc/alerts/dashboard?dateTo=2026-11-10', 'admin');
      expect(upTo.body).toMatchObject({ dateFrom: '2026-08-18', dateTo: '2026-11-10' });
      expect((await call('GET', '/api/voc/alerts/dashboard?dateFrom=2026-12-01', 'admin')).status).toBe(400);
      expect((await call('GET', '/api/voc/alerts/dashboard', 'agent')).status).toBe(403);
    });
  });

  describe('updates, transitions and counters', () => {
    it('moves an alert NOT_HANDLED → IN_PROCESS → CLOSED → IN_PROCESS, timing each step', async () => {
      const before = await alertCountersByStatus(server.db, TENANT);
      const taken = await call('PUT', '/api/voc/alerts/13', 'agent', { status: 'IN_PROCESS' });
      expect(taken.status).toBe(200);
      expect(taken.body).toMatchObject({ status: 'IN_PROCESS', firstResponseAt: NOW.toISOString(), closedAt: null });
      // The counters moved with the alert, in the same request.
      const afterTaken = await alertCountersByStatus(server.db, TENANT);
      expect(afterTaken.NOT_HANDLED).toBe(before.NOT_HANDLED! - 1);
      expect(afterTaken.IN_PROCESS).toBe(before.IN_PROCESS! + 1);
      expect(afterTaken.CLOSED).toBe(before.CLOSED);
      const closed = await call('PUT', '/api/voc/alerts/13', 'agent', { status: 'CLOSED' });
      expect(closed.body).toMatchObject({
        status: 'CLOSED',
        firstResponseAt: NOW.toISOString(),
        closedAt: NOW.toISOString(),
      });
      const afterClosed = await alertCountersByStatus(server.db, TENANT);
      expect(afterClosed.IN_PROCESS).toBe(before.IN_PROCESS);
      expect(afterClosed.CLOSED).toBe(before.CLOSED! + 1);
      const reopened = await call('PUT', '/api/voc/alerts/13', 'agent', { status: 'IN_PROCESS' });
      expect(reopened.body).toMatchObject({ status: 'IN_PROCESS', firstResponseAt: NOW.toISOString(), closedAt: null });
      const stored = await alertRow(13);
      expect(stored).toMatchObject({ status: 'IN_PROCESS', closed_at: null });
      await expectCountersConsistent();
    });

    it('closes a NOT_HANDLED alert directly, setting both times', async () => {
      const target = ALERTS.find((a) => a.status === 'NOT_HANDLED' && a.id !== 13)!;
      const res = await call('PUT', `/api/voc/alerts/${target.id}`, 'agent', { status: 'CLOSED' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ firstResponseAt: NOW.toISOString(), closedAt: NOW.toISOString() });
      await expectCountersConsistent();
    });

    it('keeps the first response of an alert already answered', async () => {
      const target = ALERTS.find((a) => a.status === 'IN_PROCESS')!;
      const res = await call('PUT', `/api/voc/alerts/${target.id}`, 'alertAdmin', { status: 'CLOSED' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        firstResponseAt: target.first_response_at!.toISOString(),
        closedAt: NOW.toISOString(),
      });
    });

    it('refuses a forbidden transition with 409 and changes nothing', async () => {
      const counters = await alertDailyAgainstRecount(server.db, TENANT);
      const before = await alertRow(13);
      const res = await call('PUT', '/api/voc/alerts/13', 'agent', { status: 'NOT_HANDLED', type: 'WOW' });
      expect(res.status).toBe(409);
      expect((res.body as { message: string }).message).toContain('status');
      expect(await alertRow(13)).toEqual(before);
      expect(await alertDailyAgainstRecount(server.db, TENANT)).toEqual(counters);
    });

    it('leaves everything as it was when a later check of the same update fails', async () => {
      const counters = await alertDailyAgainstRecount(server.db, TENANT);
      const target = ALERTS.find((a) => a.status === 'NOT_HANDLED' && inNorte(a.geo_location_id))!;
      const before = await alertRow(target.id);
      const unknownGeo = await call('PUT', `/api/voc/alerts/${target.id}`, 'zonal', {
        status: 'IN_PROCESS',
        geoLocationId: 99_999,
      });
      expect(unknownGeo.status).toBe(400);
      expect((unknownGeo.body as { message: string }).message).toContain('geoLocationId');
      const outOfZone = await call('PUT', `/api/voc/alerts/${target.id}`, 'zonal', {
        status: 'IN_PROCESS',
        geoLocationId: 10206,
      });
      expect(outOfZone.status).toBe(403);
      expect(await alertRow(target.id)).toEqual(before);
      expect(await alertDailyAgainstRecount(server.db, TENANT)).toEqual(counters);
    });

    it('moves the counters when the type, moment, geography or date changes', async () => {
      const byType = async (): Promise<Record<string, number>> => {
        const rows = await server.db
          .selectFrom('alert_daily')
          .select(['type', (eb) => eb.fn.sum<number>('n').as('n')])
          .where('tenant_id', '=', TENANT)
          .groupBy('type')
          .execute();
        return Object.fromEntries(rows.map((r) => [r.type, Number(r.n)]));
      };
      const target = ALERTS.find((a) => a.type === 'INCIDENT' && a.id !== 13)!;
      const before = await byType();
      const res = await call('PUT', `/api/voc/alerts/${target.id}`, 'admin', {
        type: 'WOW',
        criticalMomentId: 11251,
        geoLocationId: 10214,
        createdAt: '2026-09-01T12:00:00Z',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        type: 'WOW',
        criticalMomentName: 'Test drive',
        createdAt: '2026-09-01T12:00:00.000Z',
      });
      const after = await byType();
      expect(after.INCIDENT).toBe(before.INCIDENT! - 1);
      expect(after.WOW).toBe(before.WOW! + 1);
      const moved = await server.db
        .selectFrom('alert_daily')
        .selectAll()
        .where('tenant_id', '=', TENANT)
        .where('day', '=', '2026-09-01')
        .execute();
      expect(moved).toEqual([
        expect.objectContaining({ critical_moment_id: 11251, geo_location_id: 10214, type: 'WOW', n: 1 }),
      ]);
      const description = await call('PUT', `/api/voc/alerts/${target.id}`, 'admin', { description: 'Revisada' });
      expect(description.body).toMatchObject({ description: 'Revisada', type: 'WOW' });
      await expectCountersConsistent();
    });

    it('refuses updates without the update action or ROLE_ALERT_ADMIN (403) and out-of-scope ids (404)', async () => {
      const before = await alertRow(1);
      expect((await call('PUT', '/api/voc/alerts/1', 'reader', { status: 'CLOSED' })).status).toBe(403);
      expect((await call('PUT', '/api/voc/alerts/1', 'noAlerts', { status: 'CLOSED' })).status).toBe(403);
      expect((await call('PUT', '/api/voc/alerts/1', 'zonal', { status: 'CLOSED' })).status).toBe(404);
      expect((await call('PUT', '/api/voc/alerts/500', 'admin', { status: 'CLOSED' })).status).toBe(404);
      expect(await alertRow(1)).toEqual(before);
      expect((await alertRow(500, OTHER_TENANT))?.status).toBe(ALERTS[0]!.status);
      expect((await call('PUT', '/api/voc/alerts/1', 'admin', {})).status).toBe(400);
      expect((await call('PUT', '/api/voc/alerts/1', 'admin', { status: 'ABIERTA' })).status).toBe(400);
    });
  });

  describe('create and delete', () => {
    it('creates an alert from a response with an id from the sequence, moving the counters', async () => {
      const before = await alertCountersByStatus(server.db, TENANT);
      const response = RESPONSES[13]!;
      const res = await call('POST', '/api/voc/alerts', 'agent', { type: 'RESCUE', responseId: response.id });
      expect(res.status).toBe(201);
      const created = res.body as AlertRecord;
      expect(created).toMatchObject({
        id: 14,
        responseId: response.id,
        criticalMomentId: response.critical_moment_id,
        geoLocationId: response.geo_location_id,
        status: 'NOT_HANDLED',
        firstResponseAt: null,
        createdAt: NOW.toISOString(),
      });
      const sequence = await server.db
        .selectFrom('sequences')
        .select('value')
        .where('tenant_id', '=', TENANT)
        .where('name', '=', 'alerts')
        .executeTakeFirst();
      expect(sequence?.value).toBe(14);
      expect((await alertCountersByStatus(server.db, TENANT)).NOT_HANDLED).toBe(before.NOT_HANDLED! + 1);
      const closed = await call('POST', '/api/voc/alerts', 'admin', {
        type: 'WOW',
        status: 'CLOSED',
        criticalMomentId: 1,
        geoLocationId: 10201,
        description: 'Felicitación',
      });
      expect(closed.body).toMatchObject({ id: 15, firstResponseAt: NOW.toISOString(), closedAt: NOW.toISOString() });
      await expectCountersConsistent();
    });

    it('refuses creation without rights, outside the scope, or naming what does not exist', async () => {
      const count = async (): Promise<number> =>
        (await server.db
          .selectFrom('alerts')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst())!.n;
      const before = Number(await count());
      const body = { type: 'INCIDENT', criticalMomentId: 1, geoLocationId: 10206 };
      expect((await call('POST', '/api/voc/alerts', 'reader', body)).status).toBe(403);
      expect((await call('POST', '/api/voc/alerts', 'zonal', body)).status).toBe(403);
      expect((await call('POST', '/api/voc/alerts', 'zonal', { ...body, geoLocationId: 10202 })).status).toBe(201);
      const foreign = await call('POST', '/api/voc/alerts', 'admin', { type: 'INCIDENT', responseId: 500 });
      expect(foreign.status).toBe(400);
      expect((foreign.body as { message: string }).message).toContain('responseId');
      const missing = await call('POST', '/api/voc/alerts', 'admin', { type: 'INCIDENT', geoLocationId: 10201 });
      expect(missing.status).toBe(400);
      expect((missing.body as { message: string }).message).toContain('criticalMomentId');
      expect((await call('POST', '/api/voc/alerts', 'admin', { ...body, criticalMomentId: 4242 })).status).toBe(400);
      expect((await call('POST', '/api/voc/alerts', 'admin', { ...body, type: 'OTHER' })).status).toBe(400);
      expect(Number(await count())).toBe(before + 1);
      await expectCountersConsistent();
    });

    it('deletes an alert with its comments (admin only), moving the counters', async () => {
      const target = 2;
      const comment = await call('POST', `/api/voc/alerts/${target}/comments`, 'agent', {
        text: 'Se llamó al cliente',
      });
      expect(comment.status).toBe(201);
      expect((await call('DELETE', `/api/voc/alerts/${target}`, 'agent')).status).toBe(403);
      const status = (await alertRow(target))!.status;
      const before = await alertCountersByStatus(server.db, TENANT);
      expect((await call('DELETE', `/api/voc/alerts/${target}`, 'admin')).status).toBe(204);
      expect((await call('GET', `/api/voc/alerts/${target}`, 'admin')).status).toBe(404);
      expect((await alertCountersByStatus(server.db, TENANT))[status] ?? 0).toBe(before[status]! - 1);
      const left = await server.db
        .selectFrom('alert_comments')
        .selectAll()
        .where('tenant_id', '=', TENANT)
        .where('alert_id', '=', target)
        .execute();
      expect(left).toEqual([]);
      expect((await call('DELETE', '/api/voc/alerts/500', 'admin')).status).toBe(404);
      expect(await alertRow(500, OTHER_TENANT)).toBeDefined();
      await expectCountersConsistent();
    });
  });

  describe('comments', () => {
    it('adds comments with the addComment action and lists them oldest first', async () => {
      const first = await call('POST', '/api/voc/alerts/3/comments', 'agent', { text: '  Primer contacto  ' });
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ alertId: 3, text: 'Primer contacto', author: 'Usuario2 Prueba' });
      await call('POST', '/api/voc/alerts/3/comments', 'zonal', { text: 'Segundo' });
      const listed = await call('GET', '/api/voc/alerts/3/comments', 'reader');
      expect(listed.status).toBe(200);
      expect((listed.body as { text: string }[]).map((c) => c.text)).toEqual(['Primer contacto', 'Segundo']);
    });

    it('refuses comments without the action, empty ones, and other tenants or zones', async () => {
      expect((await call('POST', '/api/voc/alerts/3/comments', 'reader', { text: 'x' })).status).toBe(403);
      expect((await call('POST', '/api/voc/alerts/3/comments', 'agent', { text: '   ' })).status).toBe(400);
      expect((await call('POST', '/api/voc/alerts/3/comments', 'agent', {})).status).toBe(400);
      expect((await call('POST', '/api/voc/alerts/500/comments', 'agent', { text: 'x' })).status).toBe(404);
      expect((await call('GET', '/api/voc/alerts/500/comments', 'admin')).status).toBe(404);
      expect((await call('GET', '/api/voc/alerts/1/comments', 'zonal')).status).toBe(404);
    });
  });

  describe('evidence', () => {
    const upload = async (
      alertId: number,
      files: { name: string; type: string; data: Uint8Array }[],
      who = 'agent',
    ) => {
      const form = new FormData();
      for (const f of files) form.append('file', new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
      const response = await fetch(`${server.url}/api/voc/alert-evidence/${alertId}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token[who]}` },
        body: form,
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
    };
    const stored = async (): Promise<number> =>
      Number(
        (await server.db
          .selectFrom('alert_evidence')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('tenant_id', '=', TENANT)
          .executeTakeFirst())!.n,
      );

    it('uploads, lists, downloads and deletes evidence files', async () => {
      const res = await upload(3, [
        { name: 'foto.png', type: 'image/png', data: PNG },
        { name: 'notas.txt', type: 'text/plain', data: Buffer.from('Cliente contactado ✓') },
        { name: 'informe año.pdf', type: 'application/pdf', data: PDF },
      ]);
      expect(res.status).toBe(201);
      const created = res.body as { id: number; fileName: string; size: number; contentType: string }[];
      expect(created.map((e) => [e.fileName, e.contentType, e.size])).toEqual([
        ['foto.png', 'image/png', PNG.length],
        ['notas.txt', 'text/plain', Buffer.byteLength('Cliente contactado ✓')],
        ['informe año.pdf', 'application/pdf', PDF.length],
      ]);
      const listed = await call('GET', '/api/voc/alert-evidence/3', 'reader');
      expect(listed.status).toBe(200);
      expect(ids(listed.body as { id: number }[])).toEqual(ids(created));

      const png = await fetch(`${server.url}/api/voc/alert-evidence/3/${created[0]!.id}`, {
        headers: { authorization: `Bearer ${token.reader}` },
      });
      expect(png.status).toBe(200);
      expect(png.headers.get('content-type')).toBe('image/png');
      expect(png.headers.get('content-disposition')).toBe(
        'attachment; filename="foto.png"; filename*=UTF-8\'\'foto.png',
      );
      expect(Buffer.from(await png.arrayBuffer())).toEqual(PNG);
      const pdf = await fetch(`${server.url}/api/voc/alert-evidence/3/${created[2]!.id}`, {
        headers: { authorization: `Bearer ${token.reader}` },
      });
      expect(pdf.headers.get('content-disposition')).toContain("filename*=UTF-8''informe%20a%C3%B1o.pdf");
      expect(Buffer.from(await pdf.arrayBuffer())).toEqual(PDF);

      // docs/routing.md: DELETE alert-evidence/{id} names the evidence; the nested path works too.
      expect((await call('DELETE', `/api/voc/alert-evidence/${created[0]!.id}`, 'reader')).status).toBe(403);
      expect((await call('DELETE', `/api/voc/alert-evidence/${created[0]!.id}`, 'agent')).status).toBe(204);
      expect((await call('DELETE', `/api/voc/alert-evidence/3/${created[1]!.id}`, 'agent')).status).toBe(204);
      expect((await call('DELETE', `/api/voc/alert-evidence/${created[0]!.id}`, 'agent')).status).toBe(404);
      expect((await call('DELETE', `/api/voc/alert-evidence/4/${created[2]!.id}`, 'agent')).status).toBe(404);
      expect(ids((await call('GET', '/api/voc/alert-evidence/3', 'agent')).body as { id: number }[])).toEqual([
        created[2]!.id,
      ]);
      expect((await call('GET', `/api/voc/alert-evidence/3/${created[0]!.id}`, 'agent')).status).toBe(404);
    });

    it('refuses a file over the size limit with 413 and stores nothing', async () => {
      const before = await stored();
      const big = Buffer.alloc(UPLOAD_LIMITS.fileSize + 1);
      PNG.copy(big);
      const res = await upload(3, [
        { name: 'ok.png', type: 'image/png', data: PNG },
        { name: 'enorme.png', type: 'image/png', data: big },
      ]);
      expect(res.status).toBe(413);
      expect((res.body as { message: string }).message).toContain('enorme.png');
      expect(await stored()).toBe(before);
    });

    it('stores nothing of an upload cut in the middle, and keeps answering', async () => {
      const before = await stored();
      const boundary = 'voz-cut-upload';
      const head = (name: string): string =>
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        'Content-Type: application/pdf\r\n\r\n';
      // A whole first file, then half of a second one; the declared length promises much more.
      const sent = Buffer.concat([
        Buffer.from(head('entero.pdf')),
        PDF,
        Buffer.from(`\r\n${head('cortado.pdf')}`),
        PDF.subarray(0, 10),
      ]);
      const url = new URL(`${server.url}/api/voc/alert-evidence/3`);
      await new Promise<void>((resolve) => {
        const request = http.request({
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            authorization: `Bearer ${token.agent}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(sent.length + 100_000),
          },
        });
        request.on('error', () => resolve());
        request.on('response', () => resolve());
        request.write(sent, () => {
          // The client goes away mid-upload (a closed tab, a lost connection).
          setTimeout(() => {
            request.destroy();
            resolve();
          }, 300);
        });
      });
      // The server has seen the connection end; nothing of either file is kept.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await stored()).toBe(before);
      expect((await call('GET', '/api/voc/alert-evidence/3', 'agent')).status).toBe(200);
      const whole = await upload(3, [{ name: 'entero.pdf', type: 'application/pdf', data: PDF }]);
      expect(whole.status).toBe(201);
      expect(await stored()).toBe(before + 1);
    });

    it('refuses more files than allowed with 413 and stores nothing', async () => {
      const before = await stored();
      const files = Array.from({ length: UPLOAD_LIMITS.files + 1 }, (_, i) => ({
        name: `f${i}.png`,
        type: 'image/png',
        data: PNG,
      }));
      expect((await upload(3, files)).status).toBe(413);
      expect(await stored()).toBe(before);
    });

    it('refuses a type out of the allow-list, or content that is not its type, with 415 (http/evidence.ts)', async () => {
      const before = await stored();
      const html = await upload(3, [
        { name: 'ok.png', type: 'image/png', data: PNG },
        { name: 'pagina.html', type: 'text/html', data: Buffer.from('<script>alert(1)</script>') },
      ]);
      expect(html.status).toBe(415);
      expect((html.body as { message: string }).message).toContain('text/html');
      const spoofed = await upload(3, [{ name: 'falsa.png', type: 'image/png', data: Buffer.from('no soy png') }]);
      expect(spoofed.status).toBe(415);
      const binaryText = await upload(3, [{ name: 'x.txt', type: 'text/plain', data: Buffer.from([0x61, 0, 0x62]) }]);
      expect(binaryText.status).toBe(415);
      const empty = await upload(3, [{ name: 'vacio.pdf', type: 'application/pdf', data: Buffer.alloc(0) }]);
      expect(empty.status).toBe(400);
      expect(await stored()).toBe(before);
    });

    it('refuses a request that is not multipart or has no file', async () => {
      expect((await call('POST', '/api/voc/alert-evidence/3', 'agent', { file: 'x' })).status).toBe(415);
      const form = new FormData();
      form.append('nota', 'sin archivo');
      const res = await fetch(`${server.url}/api/voc/alert-evidence/3`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token.agent}` },
        body: form,
      });
      expect(res.status).toBe(400);
    });

    it('checks the action, the tenant and the scope before storing', async () => {
      const before = await stored();
      const file = [{ name: 'a.png', type: 'image/png', data: PNG }];
      expect((await upload(3, file, 'reader')).status).toBe(403);
      expect((await upload(500, file, 'admin')).status).toBe(404);
      expect((await upload(1, file, 'zonal')).status).toBe(404);
      expect((await call('GET', '/api/voc/alert-evidence/500', 'admin')).status).toBe(404);
      expect((await call('GET', '/api/voc/alert-evidence/1', 'zonal')).status).toBe(404);
      expect(await stored()).toBe(before);
      expect((await upload(3, file, 'zonal')).status).toBe(201);
    });
  });
});
