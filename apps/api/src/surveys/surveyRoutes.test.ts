import fs from 'node:fs';
import path from 'node:path';
import { buildIndicatorCalls, toWireDate, type FilterState } from '@voz/core';
import type { IndicatorRequest, Tenant } from '@voz/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO, startTestServer, type TestServer } from '../test-support/harness.js';
import type { QuestionResponse, SurveyResponseRecord } from './formatSurveyResponse.js';
import { surveyRoutes } from './surveyRoutes.js';
import {
  ACCOUNTS,
  NORTE_BRANCHES,
  OTHER_ADMIN,
  OTHER_TENANT,
  TENANT,
  fixtureResponses,
  makeDashboardsDir,
  writeFixture,
  type FixtureResponse,
} from './test-fixtures.js';

const TZ = 'America/Santiago';
const ALL = fixtureResponses();
const ids = (rows: readonly { id: number }[]): number[] => rows.map((r) => r.id);
/** Fixture ids most recent first (the default order): ids ascend as dates go back. */
const byDefaultOrder = (rows: readonly FixtureResponse[]): number[] => ids(rows).sort((a, b) => a - b);

describe('survey-response routes', { timeout: 120_000 }, () => {
  let server: TestServer;
  let removeDashboards: () => void;
  const token: Record<string, string> = {};

  beforeAll(async () => {
    const dashboards = makeDashboardsDir();
    removeDashboards = dashboards.remove;
    server = await startTestServer({ modules: [surveyRoutes], dashboardsDir: dashboards.dir, prepare: writeFixture });
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

  const list = async (query: string, who = 'admin') => {
    const res = await server.request('GET', `/api/voc/survey-responses${query}`, { token: token[who] });
    return { ...res, rows: res.body as SurveyResponseRecord[], total: Number(res.headers.get('x-total-count')) };
  };
  const filter = async (body: unknown, who = 'admin', query = '') => {
    const res = await server.request('POST', `/api/voc/survey-responses/filter${query}`, { token: token[who], body });
    return { ...res, rows: res.body as SurveyResponseRecord[], total: Number(res.headers.get('x-total-count')) };
  };

  it('refuses calls without a token', async () => {
    expect((await server.request('GET', '/api/voc/survey-responses')).status).toBe(401);
    expect((await server.request('GET', '/api/voc/survey-responses/1')).status).toBe(401);
  });

  describe('list', () => {
    it('pages by 15 by default, newest first, with the total and page in headers', async () => {
      const first = await list('');
      expect(first.status).toBe(200);
      expect(first.total).toBe(20);
      expect(first.headers.get('x-page')).toBe('0');
      expect(first.headers.get('x-size')).toBe('15');
      expect(ids(first.rows)).toEqual(byDefaultOrder(ALL).slice(0, 15));
      const second = await list('?page=1');
      expect(second.total).toBe(20);
      expect(ids(second.rows)).toEqual(byDefaultOrder(ALL).slice(15));
    });

    it('takes the size the client sends (12 for the survey table) and answers [] past the end', async () => {
      const page = await list('?size=12&page=1');
      expect(page.rows).toHaveLength(8);
      expect(page.headers.get('x-size')).toBe('12');
      const past = await list('?size=12&page=5');
      expect(past.status).toBe(200);
      expect(past.rows).toEqual([]);
      expect(past.total).toBe(20);
    });

    it('sorts by a named field in either direction, ties broken by id', async () => {
      const oldest = await list('?sort=createdAt,asc&size=20');
      expect(ids(oldest.rows)).toEqual(byDefaultOrder(ALL).reverse());
      const byName = await list('?sort=customerName,asc&size=20');
      const expected = [...ALL]
        .sort((a, b) => (a.customer_name < b.customer_name ? -1 : a.customer_name > b.customer_name ? 1 : a.id - b.id))
        .map((r) => r.id);
      expect(ids(byName.rows)).toEqual(expected);
      const twoKeys = await list('?sort=status,asc&sort=id,desc&size=20');
      // Byte order, as the database compares these ASCII codes.
      const statusOrder = [...ALL]
        .sort((a, b) => (a.status < b.status ? -1 : a.status > b.status ? 1 : b.id - a.id))
        .map((r) => r.id);
      expect(ids(twoKeys.rows)).toEqual(statusOrder);
    });

    it('refuses an unknown sort field, naming the parameter', async () => {
      const res = await list('?sort=password,asc');
      expect(res.status).toBe(400);
      expect((res.body as { message: string }).message).toContain('querystring.sort');
    });

    it('filters on dates in the tenant time zone, under either parameter name', async () => {
      const from = '2026-11-01';
      const to = '2026-11-08';
      const expected = ALL.filter((r) => {
        const day = toWireDate(r.created_at, TZ);
        return day >= from && day <= to;
      });
      expect(expected.length).toBeGreaterThan(0);
      const res = await list(`?dateFrom=${from}&dateTo=${to}&size=50`);
      expect(ids(res.rows)).toEqual(byDefaultOrder(expected));
      const alias = await list(`?customerServiceTimeFrom=${from}&customerServiceTimeTo=${to}&size=50`);
      expect(ids(alias.rows)).toEqual(byDefaultOrder(expected));
    });

    it('refuses impossible dates and reversed ranges with the field named', async () => {
      const bad = await list('?dateFrom=2026-02-30');
      expect(bad.status).toBe(400);
      expect((bad.body as { message: string }).message).toContain('dateFrom');
      const reversed = await list('?dateFrom=2026-11-10&dateTo=2026-11-01');
      expect(reversed.status).toBe(400);
      expect((await list('?dateFrom=11-10-2026')).status).toBe(400);
    });

    it('filters on moments, geographies and logicals with descendants, channels, statuses', async () => {
      const venta = await list('?criticalMomentInclude=1&size=50');
      expect(ids(venta.rows)).toEqual(byDefaultOrder(ALL.filter((r) => r.critical_moment_id === 1)));
      const norte = await list('?geoLocationInclude=10010&size=50');
      expect(ids(norte.rows)).toEqual(byDefaultOrder(ALL.filter((r) => NORTE_BRANCHES.includes(r.geo_location_id))));
      const autos = await list('?logicalLocationInclude=2&size=50');
      expect(ids(autos.rows)).toEqual(byDefaultOrder(ALL.filter((r) => [11, 12, 13].includes(r.logical_location_id))));
      const channels = await list('?channelInclude=1&channelInclude=2&size=50');
      expect(ids(channels.rows)).toEqual(byDefaultOrder(ALL.filter((r) => [1, 2].includes(r.channel_id))));
      const statuses = await list('?status=IN_PROGRESS&status=INVALID&size=50');
      expect(ids(statuses.rows)).toEqual(
        byDefaultOrder(ALL.filter((r) => r.status === 'IN_PROGRESS' || r.status === 'INVALID')),
      );
      const root = await list('?geoLocationInclude=10001&size=50');
      expect(root.total).toBe(20);
    });

    it('searches customer names and codes, case-insensitively and literally', async () => {
      const ana = await list('?filter=ANA&size=50');
      expect(ana.rows.length).toBeGreaterThan(0);
      expect(ana.rows.every((r) => `${r.customerName} ${r.customerLastname}`.toLowerCase().includes('ana'))).toBe(true);
      const code = await list('?search=C-1005');
      expect(ids(code.rows)).toEqual([5]);
      expect((await list('?filter=%25')).total).toBe(0);
      const full = await list(`?filter=${encodeURIComponent(`${ALL[0]!.customer_name} ${ALL[0]!.customer_lastname}`)}`);
      expect(ids(full.rows)).toContain(1);
    });

    it('filters on response values given as JSON text', async () => {
      const rv = encodeURIComponent(JSON.stringify({ 122: ['Seal'] }));
      const res = await list(`?responseValues=${rv}&size=50`);
      expect(ids(res.rows)).toEqual(byDefaultOrder(ALL.filter((r) => r.answers['122'] === 'Seal')));
      const multi = encodeURIComponent(JSON.stringify({ 123: ['Crédito'] }));
      const several = await list(`?responseValues=${multi}&size=50`);
      expect(ids(several.rows)).toEqual(byDefaultOrder(ALL.filter((r) => Array.isArray(r.answers['123']))));
      expect((await list('?responseValues=%7Bnope')).status).toBe(400);
    });

    it('answers list rows with the record fields and no questionResponses', async () => {
      const { rows } = await list('?size=1');
      const row = rows[0]!;
      expect(row).toMatchObject({ id: 1, criticalMomentDescription: 'Venta', customerCode: 'C-1001' });
      expect(row.questionResponses).toBeUndefined();
      expect(row.humanSurvey['Recomendación']).toBe('1');
    });
  });

  describe('filter (POST)', () => {
    it('filters on the bus trip context', async () => {
      const origin = await filter({ context: { sOrigen: 'Santiago' }, size: 50 });
      expect(origin.status).toBe(200);
      expect(ids(origin.rows)).toEqual(byDefaultOrder(ALL.filter((r) => r.context?.sOrigen === 'Santiago')));
      const bus = await filter({ context: { nAutobus: [1001], sNomOperador1: 'Juan Pérez' }, size: 50 });
      expect(ids(bus.rows)).toEqual(byDefaultOrder(ALL.filter((r) => r.context?.nAutobus === 1001)));
      const day = await filter({ context: { fFechaViaje: '2026-11-02', nOperacion: 100_002 } });
      expect(ids(day.rows)).toEqual([2]);
      expect(day.rows[0]!.surveyResponseContext.surveyOperation).toMatchObject({ sDestino: 'Santiago' });
      const none = await filter({ context: { sOrigen: 'Arica' } });
      expect(none.total).toBe(0);
    });

    it('takes paging from the body or the query, and the shared filters', async () => {
      const body = await filter({ criticalMomentInclude: [2], page: 1, size: 3, sort: 'createdAt,asc' });
      const postventa = ALL.filter((r) => r.critical_moment_id === 2);
      expect(body.total).toBe(postventa.length);
      expect(ids(body.rows)).toEqual(byDefaultOrder(postventa).reverse().slice(3, 6));
      const query = await filter({ criticalMomentInclude: [2] }, 'admin', '?size=2');
      expect(query.rows).toHaveLength(2);
      expect(query.headers.get('x-size')).toBe('2');
    });

    it('refuses unknown context fields and unknown body fields, naming them', async () => {
      const res = await filter({ context: { sClave: 'x' } });
      expect(res.status).toBe(400);
      expect((res.body as { message: string }).message).toContain('sClave');
      expect((await filter({ limite: 3 })).status).toBe(400);
      expect((await filter([1, 2])).status).toBe(400);
    });
  });

  describe('detail', () => {
    it('formats a response: visible questions in the tenant order, several answers joined', async () => {
      const { status, body } = await server.request('GET', '/api/voc/survey-responses/1', { token: token.admin });
      expect(status).toBe(200);
      const record = body as SurveyResponseRecord;
      expect(record).toMatchObject({
        id: 1,
        status: 'ANSWERED',
        customerCode: 'C-1001',
        criticalMomentDescription: 'Venta',
        geoLocationDescription: 'Costa Central Viña del Mar',
        createdAt: ALL[0]!.created_at.toISOString(),
        clientMode: 'web',
        surveyResponseContext: { surveyOperation: ALL[0]!.context },
      });
      const questions = record.questionResponses!;
      // questionsOrder [120, 102, 101] first, then by id; 121 (CALCULATED, hidden) left out.
      expect(questions.map((q) => q.questionId)).toEqual([120, 102, 101, 122, 123]);
      const byId = new Map<number, QuestionResponse>(questions.map((q) => [q.questionId, q]));
      expect(byId.get(101)).toMatchObject({ questionType: 'NUMBER', numberAnswer: 1, answerFormated: '1' });
      expect(byId.get(123)).toMatchObject({
        questionType: 'CHOICE',
        textAnswer: 'Contado | Crédito',
        answerFormated: 'Contado | Crédito',
        numberAnswer: null,
      });
      expect(byId.get(120)).toMatchObject({ questionType: 'COMMENT', commentAnswer: 'Comentario venta 1' });
      expect(byId.get(101)!.questionText.length).toBeGreaterThan(0);
      expect(Object.keys(record.humanSurvey)).toEqual([
        'Comentario',
        'Satisfacción general',
        'Recomendación',
        'Modelo',
        'Forma de pago',
      ]);
      expect(record.responseValues).toMatchObject({ 121: 55 });
    });

    it('hides sentiment and tag-link questions and orders by id without a questionsOrder', async () => {
      expect(ALL[5]).toMatchObject({ critical_moment_id: 2, status: 'ANSWERED' });
      const postventa = (await server.request('GET', '/api/voc/survey-responses/6', { token: token.admin }))
        .body as SurveyResponseRecord;
      expect(postventa.questionResponses!.map((q) => q.questionId)).toEqual([201, 202, 220, 225]);
      const other = (await server.request('GET', '/api/voc/survey-responses/1', { token: token.other }))
        .body as SurveyResponseRecord;
      expect(other.customerName).toBe('Ajeno');
      expect(other.questionResponses!.map((q) => q.questionId)).toEqual([101, 102, 120, 122, 123]);
    });

    it('answers 404 for another tenant ids and bad ids 400', async () => {
      expect((await server.request('GET', '/api/voc/survey-responses/500', { token: token.admin })).status).toBe(404);
      expect((await server.request('GET', '/api/voc/survey-responses/500', { token: token.other })).status).toBe(200);
      expect((await server.request('GET', '/api/voc/survey-responses/21', { token: token.admin })).status).toBe(404);
      expect((await server.request('GET', '/api/voc/survey-responses/abc', { token: token.admin })).status).toBe(400);
      expect((await server.request('GET', '/api/voc/survey-responses/0', { token: token.admin })).status).toBe(400);
    });
  });

  describe('tenant isolation and data scope', () => {
    it('never lists another tenant rows', async () => {
      expect((await list('?filter=Ajeno')).total).toBe(0);
      const other = await list('?size=50', 'other');
      expect(other.total).toBe(4);
      expect(other.rows.every((r) => r.customerName === 'Ajeno')).toBe(true);
    });

    it('shows a zonal user only the rows of the zone, whatever the URL asks', async () => {
      const norte = ALL.filter((r) => NORTE_BRANCHES.includes(r.geo_location_id));
      const own = await list('?size=50', 'zonal');
      expect(ids(own.rows)).toEqual(byDefaultOrder(norte));
      expect(own.total).toBe(norte.length);
      const otherZone = await list('?geoLocationInclude=10011&size=50', 'zonal');
      expect(otherZone.status).toBe(200);
      expect(otherZone.total).toBe(0);
      const root = await list('?geoLocationInclude=10001&size=50', 'zonal');
      expect(root.total).toBe(norte.length);
      const viaFilter = await filter({ geoLocationInclude: [10012, 10013] }, 'zonal');
      expect(viaFilter.total).toBe(0);
    });

    it('answers 404 to a zonal user for a response of another zone', async () => {
      const inZone = ALL.find((r) => NORTE_BRANCHES.includes(r.geo_location_id))!;
      const outOfZone = ALL.find((r) => !NORTE_BRANCHES.includes(r.geo_location_id))!;
      const ok = await server.request('GET', `/api/voc/survey-responses/${inZone.id}`, { token: token.zonal });
      expect(ok.status).toBe(200);
      const hidden = await server.request('GET', `/api/voc/survey-responses/${outOfZone.id}`, { token: token.zonal });
      expect(hidden.status).toBe(404);
    });
  });

  describe('values by status', () => {
    const values = (body: unknown, who = 'admin') =>
      server.request('POST', '/api/voc/survey-responses/values', { token: token[who], body });

    const expectedTotals = (rows: readonly FixtureResponse[]) => {
      const count = (s: string): number => rows.filter((r) => r.status === s).length;
      const answered = count('ANSWERED');
      const inProgress = count('IN_PROGRESS');
      const notHandled = count('NOT_ANSWERED');
      const invalid = count('INVALID');
      const total = rows.length;
      return {
        answeredCount: answered,
        inProgressCount: inProgress,
        notHandledCount: notHandled,
        invalidCount: invalid,
        total,
        handledPerc: ((answered + inProgress) / total) * 100,
        validPerc: ((answered + inProgress) / (answered + inProgress + invalid)) * 100,
      };
    };

    it('groups by status with the response rate and the data quality', async () => {
      const { status, body } = await values({ groupBy: ['status'] });
      expect(status).toBe(200);
      const rows = body as ({ group: string; count: number } & Record<string, unknown>)[];
      expect(rows.map((r) => r.group)).toEqual(['ANSWERED', 'NOT_ANSWERED', 'INVALID', 'IN_PROGRESS']);
      for (const row of rows) {
        expect(row.count).toBe(ALL.filter((r) => r.status === row.group).length);
        expect(row).toMatchObject(expectedTotals(ALL));
      }
      expect(rows[0]).toMatchObject({ groupName: 'Respondidas', value: rows[0]!.count });
    });

    it('applies filters and the caller scope, and answers [] for an empty sample', async () => {
      const venta = await values({ criticalMomentInclude: [1], dateFrom: '2026-10-01', dateTo: '2026-11-30' });
      const ventaRows = ALL.filter((r) => r.critical_moment_id === 1);
      expect((venta.body as Record<string, unknown>[])[0]).toMatchObject(expectedTotals(ventaRows));
      const zonal = await values({}, 'zonal');
      const norte = ALL.filter((r) => NORTE_BRANCHES.includes(r.geo_location_id));
      expect((zonal.body as Record<string, unknown>[])[0]).toMatchObject(expectedTotals(norte));
      const empty = await values({ dateFrom: '2020-01-01', dateTo: '2020-01-31' });
      expect(empty.status).toBe(200);
      expect(empty.body).toEqual([]);
    });

    it('serves the survey-response calls the landed dashboards build, with every filter set', async () => {
      const requests: IndicatorRequest[] = [];
      const walk = (node: unknown): void => {
        if (Array.isArray(node)) node.forEach(walk);
        else if (node && typeof node === 'object') {
          const record = node as Record<string, unknown>;
          if (
            typeof record.indicator === 'string' &&
            typeof record.url === 'string' &&
            record.url.startsWith('survey-responses')
          ) {
            requests.push(record as unknown as IndicatorRequest);
          }
          Object.values(record).forEach(walk);
        }
      };
      const dir = path.join(REPO, 'dashboards', TENANT);
      for (const file of [
        ...fs.readdirSync(dir).filter((f) => f.endsWith('.json')),
        ...fs.readdirSync(path.join(dir, 'fragments')).map((f) => `fragments/${f}`),
      ]) {
        walk(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
      }
      expect(requests.length).toBeGreaterThan(0);
      const tenant = JSON.parse(fs.readFileSync(path.join(dir, 'tenant.json'), 'utf8')) as Tenant;
      const filters: FilterState = {
        dateFrom: '2026-10-01',
        dateTo: '2026-11-30',
        criticalMoments: [1],
        geographies: [10010],
        logicals: [2],
        channels: [1, 2, 3, 4],
        clusters: [1],
        responseValues: { 122: ['Seal', 'Dolphin'] },
        alertStatuses: ['CLOSED'],
        alertTypes: ['WOW'],
        groupByTopLocation: true,
      };
      for (const call of buildIndicatorCalls(requests, filters, tenant)) {
        const res = await server.request(call.method, call.url, { token: token.admin, body: call.body });
        expect(res.status, `${call.method} ${call.url}`).toBe(200);
      }
    });

    it('accepts the parameters an indicator call sends and refuses other groupings', async () => {
      const call = await values({ groupBy: ['status'], groupByTopLocation: true, keyExtract: ['value'], limit: 10 });
      expect(call.status).toBe(200);
      const grouped = await values({ groupBy: ['geoLocation'] });
      expect(grouped.status).toBe(400);
      expect((grouped.body as { message: string }).message).toContain('groupBy');
    });
  });
});
