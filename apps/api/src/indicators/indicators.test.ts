import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IndicatorRequest, Tenant, TenantMetadata } from '@voz/schema';
import {
  averageFromSums,
  buildIndicatorCalls,
  classifyFirstResponse,
  formatIsoWeek,
  isoWeek,
  npsBreakdown,
  parseWireDate,
  sentimentPercentage,
  splitTopBottom,
  type FilterState,
} from '@voz/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrincipalLoader, type Principal } from '../http/principal.js';
import { REPO, startTestServer, type TestServer } from '../test-support/harness.js';
import { computeIndicator } from './computeIndicator.js';
import type { IndicatorParams } from './params.js';
import { indicatorRoutes } from './routes.js';
import {
  FIXTURE_ADVISORS,
  buildFixture,
  dayOf,
  writeFixture,
  type Fixture,
  type FixtureResponse,
} from './test-fixture.js';
import type { IndicatorRow } from './types.js';

const SOURCE_DIR = path.join(REPO, 'dashboards', 'auto-b');
const metadata = JSON.parse(fs.readFileSync(path.join(SOURCE_DIR, 'metadata.json'), 'utf8')) as TenantMetadata;
const tenantB = JSON.parse(fs.readFileSync(path.join(SOURCE_DIR, 'tenant.json'), 'utf8')) as Tenant;

/** A copy of auto-b ('auto-c') whose backends take customerServiceTimeFrom/To, with two more indicators. */
function dashboardsCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-indicators-dash-'));
  fs.cpSync(SOURCE_DIR, path.join(dir, 'auto-b'), { recursive: true });
  fs.cpSync(SOURCE_DIR, path.join(dir, 'auto-c'), { recursive: true });
  const tenant = { ...tenantB, id: 'auto-c' };
  tenant.formatting = {
    ...tenant.formatting,
    dateParams: { from: 'customerServiceTimeFrom', to: 'customerServiceTimeTo' },
  };
  fs.writeFileSync(path.join(dir, 'auto-c', 'tenant.json'), JSON.stringify(tenant));
  const indicatorsFile = path.join(dir, 'auto-c', 'indicators.json');
  const indicators = JSON.parse(fs.readFileSync(indicatorsFile, 'utf8')) as { indicators: Record<string, unknown> };
  indicators.indicators['INVITACIONES_VENTA'] = { source: 'notifications', workflowName: 'venta' };
  indicators.indicators['MENCIONES'] = { source: 'social', measure: 'mentions', channels: [7] };
  fs.writeFileSync(indicatorsFile, JSON.stringify(indicators));
  // auto-c declares two of the operation fields its responses carry (sOrigen, nAutobus), not fFechaViaje.
  const metadataC: TenantMetadata = {
    ...metadata,
    responseContext: {
      fields: [
        { name: 'sOrigen', label: { es: 'Origen' }, type: 'text' },
        { name: 'nAutobus', label: { es: 'Autobús' }, type: 'number' },
      ],
    },
  };
  fs.writeFileSync(path.join(dir, 'auto-c', 'metadata.json'), JSON.stringify(metadataC));
  return dir;
}

const fixtureB: Fixture = buildFixture('auto-b', metadata, 2400);
const fixtureC: Fixture = buildFixture('auto-c', metadata, 300);

/** Parents of geography nodes, read from metadata.json. */
const parent = new Map<number, number>();
const level = new Map<number, number>();
(function walk(node: { id: number; children?: unknown[] }, depth: number): void {
  level.set(node.id, depth);
  for (const child of (node.children ?? []) as { id: number; children?: unknown[] }[]) {
    parent.set(child.id, node.id);
    walk(child, depth + 1);
  }
})(metadata.geographies.root, 1);
const ancestorAt = (id: number, at: number): number => {
  let current = id;
  while ((level.get(current) ?? 0) > at) current = parent.get(current) as number;
  return current;
};
const under = (id: number, ancestor: number): boolean => ancestorAt(id, level.get(ancestor) ?? 1) === ancestor;

interface RawFilter {
  from: string;
  to: string;
  moments?: number[];
  geo?: number;
}

function answered(fixture: Fixture, f: RawFilter): FixtureResponse[] {
  return fixture.responses.filter((r) => {
    const day = dayOf(r.createdAt, tenantB);
    return (
      r.status === 'ANSWERED' &&
      day >= f.from &&
      day <= f.to &&
      (f.moments === undefined || f.moments.includes(r.criticalMomentId)) &&
      (f.geo === undefined || under(r.geoLocationId, f.geo))
    );
  });
}

function valuesOf(responses: readonly FixtureResponse[], questions: readonly number[]): number[] {
  return responses.flatMap((r) =>
    questions.flatMap((q) => {
      const v = r.answers[String(q)];
      return typeof v === 'number' ? [v] : [];
    }),
  );
}

function groupBy<T>(items: readonly T[], key: (item: T) => number | string): Map<number | string, T[]> {
  const out = new Map<number | string, T[]>();
  for (const item of items) out.set(key(item), [...(out.get(key(item)) ?? []), item]);
  return out;
}

describe('indicator engine over HTTP', { timeout: 180_000 }, () => {
  let server: TestServer;
  let dashboardsDir: string;
  const tokens: Record<string, string> = {};
  const principals: Record<string, Principal> = {};

  beforeAll(async () => {
    dashboardsDir = dashboardsCopy();
    server = await startTestServer({
      modules: [indicatorRoutes],
      dashboardsDir,
      prepare: async (db) => {
        const account = (tenant: string, id: number, authorities: string[], geo: number[]) => ({
          tenant_id: tenant,
          id,
          email: `u${id}@${tenant}.demo`,
          password_hash: 'x',
          phone: null,
          level: null,
          profile_id: null,
          default_critical_moment: null,
          authorities,
          geo_locations: geo,
        });
        await db
          .insertInto('accounts')
          .values([
            account('auto-b', 1, ['ROLE_ADMIN'], []),
            account('auto-b', 2, ['ROLE_USER'], [10010]),
            account('auto-b', 3, ['ROLE_USER'], [10104]),
            account('auto-c', 1, ['ROLE_ADMIN'], []),
          ])
          .execute();
        await writeFixture(db, fixtureB, metadata, tenantB);
        await writeFixture(db, fixtureC, metadata, tenantB);
      },
    });
    const loader = new PrincipalLoader(server.db, server.tokens, server.store);
    for (const [name, tenantId, accountId] of [
      ['admin', 'auto-b', 1],
      ['zonal', 'auto-b', 2],
      ['distributor', 'auto-b', 3],
      ['adminC', 'auto-c', 1],
    ] as const) {
      tokens[name] = await server.tokens.sign({ tenantId, accountTenantId: tenantId, accountId });
      principals[name] = (await loader.load(tokens[name])) as Principal;
    }
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dashboardsDir, { recursive: true, force: true });
  });

  const post = async (
    indicator: string,
    body: unknown,
    who = 'admin',
  ): Promise<{ status: number; rows: IndicatorRow[]; body: unknown; path: string | null }> => {
    const res = await server.request('POST', `/api/voc/indicators/${indicator}/values`, { token: tokens[who], body });
    return {
      status: res.status,
      rows: res.body as IndicatorRow[],
      body: res.body,
      path: res.headers.get('x-voz-indicator-path'),
    };
  };
  const get = async (url: string, who = 'admin'): Promise<{ status: number; rows: IndicatorRow[]; body: unknown }> => {
    const res = await server.request('GET', url, { token: tokens[who] });
    return { status: res.status, rows: res.body as IndicatorRow[], body: res.body };
  };
  const TWO_MONTHS = { dateFrom: '2026-09-01', dateTo: '2026-10-31' };
  const RAW_TWO_MONTHS = { from: '2026-09-01', to: '2026-10-31' };

  it('computes NPS by geography and in total exactly as npsBreakdown over the raw answers', async () => {
    const raw = answered(fixtureB, { ...RAW_TWO_MONTHS, moments: [1] });
    const total = npsBreakdown(valuesOf(raw, [101]));
    expect(total.count).toBeGreaterThan(50);
    const single = await post('VENTA_NPS', TWO_MONTHS);
    expect(single.status).toBe(200);
    expect(single.path).toBe('fast');
    expect(single.rows).toHaveLength(1);
    expect(single.rows[0]).toMatchObject({
      value: total.value,
      count: total.count,
      promoters: total.promoters,
      passives: total.passives,
      detractors: total.detractors,
    });

    const byGeo = await post('VENTA_NPS', { ...TWO_MONTHS, groupBy: ['geoLocation'] });
    // Geographies whose responses skipped the question have no answers, hence no row.
    const expected = [...groupBy(raw, (r) => r.geoLocationId)]
      .map(([geo, rs]) => ({ groupId: geo, ...npsBreakdown(valuesOf(rs, [101])) }))
      .filter((e) => e.count > 0);
    expect(byGeo.rows.map((r) => r.groupId).sort()).toEqual(expected.map((e) => e.groupId).sort());
    for (const e of expected) {
      const row = byGeo.rows.find((r) => r.groupId === e.groupId);
      expect(row).toMatchObject({ value: e.value, count: e.count, promoters: e.promoters, detractors: e.detractors });
      expect(row?.groupName).toBe(row?.group);
    }
  });

  it('rolls geographies up to zones (level 2) and distributors (level 3)', async () => {
    const raw = answered(fixtureB, { ...RAW_TWO_MONTHS, moments: [1] });
    for (const at of [2, 3]) {
      const { rows } = await post('VENTA_NPS', { ...TWO_MONTHS, groupBy: ['geoLocation'], groupByLevel: at });
      const expected = groupBy(raw, (r) => ancestorAt(r.geoLocationId, at));
      expect(rows).toHaveLength(expected.size);
      for (const [node, rs] of expected) {
        const row = rows.find((r) => r.groupId === node);
        expect(row?.value).toBe(npsBreakdown(valuesOf(rs, [101])).value);
        expect(level.get(row?.groupId as number)).toBe(at);
      }
      // Rows follow the tree order of metadata.json.
      const order = [...level.keys()];
      const ids = rows.map((r) => order.indexOf(r.groupId as number));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    }
  });

  it('rolls geographies up to the top locations of the selection, or to their parents (zoomOut)', async () => {
    const top = await post('VENTA_NPS', {
      ...TWO_MONTHS,
      groupBy: ['geoLocation'],
      groupByTopLocation: true,
      geoLocationInclude: [10010, 10104, 10201],
    });
    expect(top.rows.map((r) => r.groupId)).toEqual([10010, 10104]);
    const raw = answered(fixtureB, { ...RAW_TWO_MONTHS, moments: [1], geo: 10104 });
    expect(top.rows[1]?.value).toBe(npsBreakdown(valuesOf(raw, [101])).value);
    const zones = await post('VENTA_NPS', { ...TWO_MONTHS, groupBy: ['geoLocation'], groupByTopLocation: true });
    expect(zones.rows.map((r) => r.groupId)).toEqual([10010, 10011, 10012, 10013]);
    const excluded = await post('VENTA_NPS', {
      ...TWO_MONTHS,
      groupBy: ['geoLocation'],
      groupByTopLocation: false,
      featureExclude: ['groupByTopLocation'],
    });
    expect(excluded.rows.every((r) => level.get(r.groupId as number) === 4)).toBe(true);
    const zoomed = await post('VENTA_NPS', {
      ...TWO_MONTHS,
      groupBy: ['geoLocation'],
      groupByLevel: 3,
      featureInclude: ['zoomOut'],
    });
    expect(zoomed.rows).toEqual(
      (await post('VENTA_NPS', { ...TWO_MONTHS, groupBy: ['geoLocation'], groupByLevel: 2 })).rows,
    );
  });

  it('gives identical rows from the daily pre-aggregates and from the raw answers', async () => {
    const cases: [string, IndicatorParams][] = [
      ['VENTA_NPS', { ...TWO_MONTHS }],
      ['VENTA_NPS', { ...TWO_MONTHS, groupBy: ['geoLocation'] }],
      ['VENTA_NPS', { ...TWO_MONTHS, groupBy: ['geoLocation'], groupByLevel: 2 }],
      ['VENTA_NPS', { ...TWO_MONTHS, groupBy: ['formattedWeek'] }],
      ['VENTA_NPS', { ...TWO_MONTHS, groupBy: ['date'] }],
      ['VENTA_NPS', { ...TWO_MONTHS, groupBy: ['week', 'geoLocation'], groupByLevel: 3 }],
      ['VENTA_NPS', { dateTo: '2026-11-14', periods: 6, groupBy: ['formattedMonth'] }],
      ['VENTA_NPS', { dateTo: '2026-11-14', periods: 6, groupBy: ['formattedBimester'] }],
      ['ALERTS', { dateFrom: '2026-01-01', dateTo: '2026-10-31', groupBy: ['formattedBimester', 'alertType'] }],
      ['NPS_GENERAL', { ...TWO_MONTHS, groupBy: ['criticalMoment'] }],
      ['NPS_GENERAL', { dateFrom: '2025-12-01', dateTo: '2026-11-30', groupBy: ['formattedMonth'] }],
      ['CSAT_GENERAL', { ...TWO_MONTHS, groupBy: ['geoLocation'], groupByLevel: 3 }],
      ['VENTA_CUSTOMER_JOURNEY', { ...TWO_MONTHS, groupBy: ['question'] }],
      ['VENTA_CUSTOMER_JOURNEY', { ...TWO_MONTHS, formula: 'avgmax-10' }],
      ['VENTA_CUSTOMER_JOURNEY', { ...TWO_MONTHS, formula: 'top-two-box', groupBy: ['question'] }],
      ['VENTA_CUSTOMER_JOURNEY', { ...TWO_MONTHS, formula: 'wavg' }],
      ['VENTA_CUSTOMER_JOURNEY', { ...TWO_MONTHS, formula: 'count-number', groupBy: ['criticalMoment'] }],
      ['VENTA_REGRESO', { ...TWO_MONTHS, groupBy: ['geoLocation'], groupByLevel: 2 }],
      ['POSVENTA_NPS', { ...TWO_MONTHS, formula: 'nps-10' }],
      ['SURVEY_COUNT', { ...TWO_MONTHS, groupBy: ['formattedMonth'] }],
      ['SURVEY_RESPONSE_COUNTERS', { ...TWO_MONTHS, groupBy: ['status'] }],
      ['survey-response-counters', { ...TWO_MONTHS, groupBy: ['geoLocation'], groupByLevel: 2 }],
      ['sentiment_tags', { ...TWO_MONTHS, groupBy: ['tag'] }],
      ['SENTIMENT', { ...TWO_MONTHS, groupBy: ['tag', 'criticalMoment'] }],
      ['ALERTS', { ...TWO_MONTHS, groupBy: ['formattedMonth', 'alertType'] }],
      ['ALERT_COUNTERS', { ...TWO_MONTHS, groupBy: ['alertStatus'] }],
      ['ALERT_COUNTERS', { ...TWO_MONTHS }],
    ];
    const admin = principals['admin'] as Principal;
    const now = new Date('2026-11-15T12:00:00Z');
    for (const [name, params] of cases) {
      const fast = await computeIndicator(server.db, admin, name, params, now);
      const scan = await computeIndicator(server.db, admin, name, params, now, { forceScan: true });
      expect(fast.path, name).toBe('fast');
      expect(scan.path, name).toBe('scan');
      expect(scan.rows, `${name} ${JSON.stringify(params)}`).toEqual(fast.rows);
      expect(fast.rows.length).toBeGreaterThan(0);
    }
  });

  it('leaves out rows of a geography missing from the trees on every path, as the roll-ups do', async () => {
    const admin = principals['admin'] as Principal;
    const now = new Date('2026-11-15T12:00:00Z');
    const perDealer: IndicatorParams = { ...TWO_MONTHS, groupBy: ['geoLocation'] };
    const calls: [string, IndicatorParams, { forceScan?: boolean }][] = [
      ['VENTA_NPS', { ...TWO_MONTHS }, {}],
      ['VENTA_NPS', perDealer, {}],
      ['VENTA_NPS', perDealer, { forceScan: true }],
      ['SURVEY_COUNT', perDealer, {}],
      ['SURVEY_COUNT', perDealer, { forceScan: true }],
    ];
    const answers = (db: typeof server.db): Promise<IndicatorRow[][]> =>
      Promise.all(
        calls.map(
          async ([name, params, options]) => (await computeIndicator(db, admin, name, params, now, options)).rows,
        ),
      );
    const before = await answers(server.db);
    expect(before[1]?.length).toBeGreaterThan(1);
    // A dealer's responses and daily rows copied to a geography metadata.json does not have (say one
    // taken out of the tree), in a transaction rolled back: the daily triggers roll it up to itself.
    const orphan = 999_999;
    const dealer = fixtureB.responses.find((r) => r.status === 'ANSWERED')?.geoLocationId;
    if (dealer === undefined) throw new Error('the fixture has no answered response');
    const rollback = new Error('rolled back');
    await expect(
      server.db.transaction().execute(async (trx) => {
        const moved = sql`to_jsonb(t) || jsonb_build_object('geo_location_id', ${orphan}::int)`;
        const copied = await sql`
          INSERT INTO survey_responses SELECT (jsonb_populate_record(NULL::survey_responses,
            ${moved} || jsonb_build_object('id', t.id + 10000000))).*
          FROM survey_responses t WHERE tenant_id = 'auto-b' AND geo_location_id = ${dealer}`.execute(trx);
        expect(Number(copied.numAffectedRows)).toBeGreaterThan(0);
        for (const table of ['answer_daily', 'response_daily']) {
          await sql`INSERT INTO ${sql.table(table)} SELECT (jsonb_populate_record(NULL::${sql.table(table)}, ${moved})).*
            FROM ${sql.table(table)} t WHERE tenant_id = 'auto-b' AND geo_location_id = ${dealer}`.execute(trx);
        }
        expect(await answers(trx)).toEqual(before);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  });

  it('takes the scan path over HTTP when logicals are filtered, with the same numbers', async () => {
    // The children of the logical root cover every response: the same sample as no filter.
    const all = await post('VENTA_NPS', { ...TWO_MONTHS, groupBy: ['geoLocation'] });
    const scanned = await post('VENTA_NPS', {
      ...TWO_MONTHS,
      groupBy: ['geoLocation'],
      logicalLocationInclude: [2, 3, 4],
    });
    expect(all.path).toBe('fast');
    expect(scanned.path).toBe('scan');
    expect(scanned.rows).toEqual(all.rows);
    // One logical branch is a narrower sample, computed from the raw answers.
    const suv = await post('VENTA_NPS', { ...TWO_MONTHS, logicalLocationInclude: [3] });
    const raw = answered(fixtureB, { ...RAW_TWO_MONTHS, moments: [1] }).filter((r) =>
      [21, 22, 23].includes(r.logicalLocationId),
    );
    expect(suv.rows[0]).toMatchObject({
      value: npsBreakdown(valuesOf(raw, [101])).value,
      count: npsBreakdown(valuesOf(raw, [101])).count,
    });
  });

  it('filters on channels, clusters and response values from the raw answers', async () => {
    const base = answered(fixtureB, { ...RAW_TWO_MONTHS, moments: [1] });
    const channel = await post('VENTA_NPS', { ...TWO_MONTHS, channelInclude: [2, 3] });
    expect(channel.path).toBe('scan');
    expect(channel.rows[0]?.value).toBe(
      npsBreakdown(
        valuesOf(
          base.filter((r) => r.channelId === 2 || r.channelId === 3),
          [101],
        ),
      ).value,
    );
    const cluster = await post('VENTA_NPS', { ...TWO_MONTHS, clusterInclude: [1] });
    expect(cluster.rows[0]?.count).toBe(
      npsBreakdown(
        valuesOf(
          base.filter((r) => r.clusterId === 1),
          [101],
        ),
      ).count,
    );
    const dolphin = await post('VENTA_NPS', { ...TWO_MONTHS, responseValues: { '122': ['Dolphin', 'Han'] } });
    const expected = npsBreakdown(
      valuesOf(
        base.filter((r) => ['Dolphin', 'Han'].includes(String(r.answers['122']))),
        [101],
      ),
    );
    expect(dolphin.rows[0]).toMatchObject({ value: expected.value, count: expected.count });
    const byChannel = await post('VENTA_NPS', { ...TWO_MONTHS, groupBy: ['channel'] });
    expect(byChannel.rows.map((r) => r.groupId)).toEqual([1, 2, 3, 4, null]);
    expect(byChannel.rows.at(-1)?.group).toBe('Sin canal');
    const byCluster = await post('VENTA_NPS', {
      ...TWO_MONTHS,
      groupBy: ['mlCluster'],
      groupNameFormat: 'description',
    });
    expect(byCluster.rows[0]?.groupName).toBe('Clientes que compran su primer vehículo eléctrico');
  });

  it('counts answer distributions and choices (numberAnswer, responseValue)', async () => {
    const base = answered(fixtureB, { ...RAW_TWO_MONTHS, moments: [1] });
    const dist = await post('VENTA_NPS', { ...TWO_MONTHS, groupBy: ['numberAnswer'] });
    const histogram = groupBy(valuesOf(base, [101]), (v) => v);
    expect(dist.rows.map((r) => [r.groupId, r.value])).toEqual(
      [...histogram].sort((a, b) => Number(a[0]) - Number(b[0])).map(([v, list]) => [v, list.length]),
    );
    const choices = await post('FINANCIAMIENTO_NO_CONVERSION', { ...TWO_MONTHS, groupBy: ['responseValue'] });
    const options = metadata.criticalMoments.children?.[0]?.questions?.find((q) => q.id === 119)?.options ?? [];
    const counted = groupBy(
      base.filter((r) => typeof r.answers['119'] === 'string'),
      (r) => String(r.answers['119']),
    );
    expect(choices.rows.map((r) => r.group)).toEqual(options.filter((o) => counted.has(o)));
    for (const row of choices.rows) expect(row.count).toBe(counted.get(row.group as string)?.length);
  });

  it('groups by advisor from the raw responses, leaving out responses without one, under the scope', async () => {
    const raw = answered(fixtureB, { ...RAW_TWO_MONTHS, moments: [1] });
    const byAdvisor = await post('VENTA_NPS', { ...TWO_MONTHS, groupBy: ['advisor'] });
    expect(byAdvisor.status).toBe(200);
    // The daily tables and roll-ups have no advisor: the raw responses answer.
    expect(byAdvisor.path).toBe('scan');
    const expected = [...groupBy(raw, (r) => r.advisor ?? '')]
      .map(([name, rs]) => ({ name, ...npsBreakdown(valuesOf(rs, [101])) }))
      .filter((e) => e.count > 0)
      .sort((a, b) => (a.name < b.name ? -1 : 1));
    expect(expected.length).toBe(FIXTURE_ADVISORS.length);
    // Listed by name, each labelled and keyed by the advisor's name.
    expect(byAdvisor.rows.map((r) => [r.group, r.groupId, r.groupName])).toEqual(
      expected.map((e) => [e.name, e.name, e.name]),
    );
    for (const e of expected) {
      expect(byAdvisor.rows.find((r) => r.groupId === e.name)).toMatchObject({
        value: e.value,
        count: e.count,
        promoters: e.promoters,
        detractors: e.detractors,
      });
    }
    // Survey counts: after-sales 3 has no advisor, so its responses are in no group.
    const allAnswered = fixtureB.responses.filter((r) => {
      const day = dayOf(r.createdAt, tenantB);
      return r.status === 'ANSWERED' && day >= '2026-09-01' && day <= '2026-10-31';
    });
    const counts = await post('SURVEY_COUNT', { ...TWO_MONTHS, groupBy: ['advisor'] });
    const counted = groupBy(
      allAnswered.filter((r) => r.advisor !== null),
      (r) => r.advisor as string,
    );
    expect(counts.rows.map((r) => [r.groupId, r.count])).toEqual(
      [...counted].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([name, rs]) => [name, rs.length]),
    );
    expect(counts.rows.reduce((sum, r) => sum + r.count, 0)).toBeLessThan(allAnswered.length);
    // A zonal user reads the advisors of its own zone only, filtered like any grouping.
    const zonal = await post('VENTA_NPS', { ...TWO_MONTHS, groupBy: ['advisor'], channelInclude: [1, 2] }, 'zonal');
    const zonalRaw = answered(fixtureB, { ...RAW_TWO_MONTHS, moments: [1], geo: 10010 }).filter(
      (r) => r.channelId === 1 || r.channelId === 2,
    );
    const zonalExpected = [...groupBy(zonalRaw, (r) => r.advisor ?? '')]
      .map(([name, rs]) => [name, npsBreakdown(valuesOf(rs, [101]))] as const)
      .filter(([, nps]) => nps.count > 0)
      .map(([name, nps]) => [name, nps.value])
      .sort((a, b) => (String(a[0]) < String(b[0]) ? -1 : 1));
    expect(zonal.rows.map((r) => [r.groupId, r.value])).toEqual(zonalExpected);
    // Sources without advisors refuse the grouping.
    expect((await post('ALERTS', { ...TWO_MONTHS, groupBy: ['advisor'] })).status).toBe(400);
  });

  it('groups by a declared operation field of the responses (context with contextField)', async () => {
    const twoMonthsC = { customerServiceTimeFrom: '2026-09-01', customerServiceTimeTo: '2026-10-31' };
    const inRange = fixtureC.responses.filter((r) => {
      const day = dayOf(r.createdAt, tenantB);
      return r.status === 'ANSWERED' && day >= '2026-09-01' && day <= '2026-10-31';
    });
    const withContext = inRange.filter((r) => r.context !== null);
    expect(withContext.length).toBeLessThan(inRange.length);
    const byOrigin = await post(
      'SURVEY_COUNT',
      { ...twoMonthsC, groupBy: ['context'], contextField: 'sOrigen' },
      'adminC',
    );
    expect(byOrigin.status, JSON.stringify(byOrigin.body)).toBe(200);
    expect(byOrigin.path).toBe('scan');
    const origins = groupBy(withContext, (r) => String(r.context?.['sOrigen']));
    expect(byOrigin.rows.map((r) => [r.group, r.groupId, r.count])).toEqual(
      [...origins].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([o, rs]) => [o, o, rs.length]),
    );
    // A number field is keyed by its value as text, in numeric order; NPS from the raw answers.
    const byBus = await post('VENTA_NPS', { ...twoMonthsC, groupBy: ['context'], contextField: 'nAutobus' }, 'adminC');
    const raw = answered(fixtureC, { ...RAW_TWO_MONTHS, moments: [1] }).filter((r) => r.context !== null);
    const buses = [...groupBy(raw, (r) => Number(r.context?.['nAutobus']))]
      .map(([bus, rs]) => [String(bus), npsBreakdown(valuesOf(rs, [101]))] as const)
      .filter(([, nps]) => nps.count > 0)
      .sort((a, b) => Number(a[0]) - Number(b[0]));
    expect(byBus.rows.map((r) => [r.groupId, r.value, r.count])).toEqual(
      buses.map(([bus, nps]) => [bus, nps.value, nps.count]),
    );
    // Undeclared fields, a missing field name, or a field without the grouping are refused.
    for (const [body, who] of [
      [{ groupBy: ['context'], contextField: 'fFechaViaje' }, 'adminC'],
      [{ groupBy: ['context'] }, 'adminC'],
      [{ contextField: 'sOrigen' }, 'adminC'],
      [{ groupBy: ['context'], contextField: 'sOrigen' }, 'admin'],
      [{ contextValues: { fFechaViaje: ['2026-09-01'] } }, 'adminC'],
    ] as const) {
      const dates = who === 'adminC' ? twoMonthsC : TWO_MONTHS;
      expect((await post('SURVEY_COUNT', { ...dates, ...body }, who)).status).toBe(400);
    }
  });

  it('filters on declared operation fields (contextValues), on POST and GET, for responses and alerts', async () => {
    const twoMonthsC = { customerServiceTimeFrom: '2026-09-01', customerServiceTimeTo: '2026-10-31' };
    const picked = ['Santiago', 'Temuco'];
    const inRange = (at: Date): boolean => {
      const day = dayOf(at, tenantB);
      return day >= '2026-09-01' && day <= '2026-10-31';
    };
    const kept = fixtureC.responses.filter(
      (r) => inRange(r.createdAt) && picked.includes(String(r.context?.['sOrigen'] ?? '')),
    );
    const body = { ...twoMonthsC, contextValues: { sOrigen: picked } };
    const count = await post('SURVEY_COUNT', body, 'adminC');
    expect(count.path).toBe('scan');
    expect(count.rows[0]?.count).toBe(kept.filter((r) => r.status === 'ANSWERED').length);
    const all = await post('SURVEY_COUNT', twoMonthsC, 'adminC');
    expect(count.rows[0]?.count).toBeLessThan(all.rows[0]?.count ?? 0);
    // Numbers compare as text, as every operation value does.
    const bus = await post('SURVEY_COUNT', { ...twoMonthsC, contextValues: { nAutobus: ['1003'] } }, 'adminC');
    expect(bus.rows[0]?.count).toBe(
      fixtureC.responses.filter(
        (r) => r.status === 'ANSWERED' && inRange(r.createdAt) && r.context?.['nAutobus'] === 1003,
      ).length,
    );
    // Alerts join their response.
    const keptIds = new Set(kept.map((r) => r.id));
    const alerts = await post('ALERTS', body, 'adminC');
    expect(alerts.rows[0]?.count).toBe(
      fixtureC.alerts.filter((a) => inRange(a.createdAt) && keptIds.has(a.responseId)).length,
    );
    // The GET variant reads the same filter as JSON text.
    const query = new URLSearchParams({
      customerServiceTimeTo: '2026-10-31',
      periods: '2',
      grouped: 'formattedMonth',
      contextValues: JSON.stringify({ sOrigen: picked }),
    });
    const historic = await get(`/api/voc/indicators/SURVEY_COUNT/values?${query.toString()}`, 'adminC');
    expect(historic.status).toBe(200);
    expect(historic.rows.reduce((sum, r) => sum + r.count, 0)).toBe(count.rows[0]?.count);
  });

  it('includes descendants of moments and geographies, and excludes moments', async () => {
    const zone = await post('VENTA_NPS', { ...TWO_MONTHS, geoLocationInclude: [10010] });
    const raw = answered(fixtureB, { ...RAW_TWO_MONTHS, moments: [1], geo: 10010 });
    expect(zone.rows[0]?.value).toBe(npsBreakdown(valuesOf(raw, [101])).value);
    expect(zone.rows[0]?.count).toBe(npsBreakdown(valuesOf(raw, [101])).count);
    // The root moment with descendants is every moment: the same as no moment filter.
    const root = await post('NPS_GENERAL', { ...TWO_MONTHS, criticalMomentInclude: [0] });
    const none = await post('NPS_GENERAL', TWO_MONTHS);
    expect(root.rows).toEqual(none.rows);
    const all = answered(fixtureB, RAW_TWO_MONTHS);
    expect(none.rows[0]?.value).toBe(npsBreakdown(valuesOf(all, [101, 201, 401, 301])).value);
    const withoutSales = await post('NPS_GENERAL', { ...TWO_MONTHS, criticalMomentExclude: [1] });
    const rest = answered(fixtureB, { ...RAW_TWO_MONTHS, moments: [2, 3, 11251] });
    expect(withoutSales.rows[0]?.value).toBe(npsBreakdown(valuesOf(rest, [201, 401, 301])).value);
    // A moment outside the indicator's own moments leaves nothing.
    const other = await post('VENTA_NPS', { ...TWO_MONTHS, criticalMomentInclude: [2] });
    expect(other.rows).toEqual([expect.objectContaining({ value: null, count: 0 })]);
  });

  it("never answers another zone's data to a zonal user", async () => {
    const asked = { ...TWO_MONTHS, geoLocationInclude: [10011] };
    const admin = await post('VENTA_NPS', asked);
    expect(admin.rows[0]?.value).not.toBeNull();
    const zonal = await post('VENTA_NPS', asked, 'zonal');
    expect(zonal.status).toBe(200);
    expect(zonal.rows).toEqual([expect.objectContaining({ value: null, count: 0 })]);
    expect((await post('VENTA_NPS', { ...asked, groupBy: ['geoLocation'] }, 'zonal')).rows).toEqual([]);
    expect((await post('SURVEY_COUNT', asked, 'zonal')).rows[0]).toMatchObject({ value: 0, count: 0 });
    expect((await post('ALERTS', { ...asked, groupBy: ['alertType'] }, 'zonal')).rows.every((r) => r.count === 0)).toBe(
      true,
    );
    // Without a geography filter the zonal user reads its own zone, and only it.
    const own = await post('VENTA_NPS', { ...TWO_MONTHS, groupBy: ['geoLocation'] }, 'zonal');
    expect(own.rows.length).toBeGreaterThan(0);
    expect(own.rows.every((r) => under(r.groupId as number, 10010))).toBe(true);
    const raw = answered(fixtureB, { ...RAW_TWO_MONTHS, moments: [1], geo: 10010 });
    expect((await post('VENTA_NPS', TWO_MONTHS, 'zonal')).rows[0]?.value).toBe(
      npsBreakdown(valuesOf(raw, [101])).value,
    );
    // The GET variants apply the same scope.
    const historic = await get(
      '/api/voc/indicators/VENTA_NPS/values?geoLocationInclude=10011&dateTo=2026-10-31&periods=2&grouped=formattedMonth',
      'zonal',
    );
    expect(historic.rows.map((r) => r.count)).toEqual([0, 0]);
  });

  it('answers an empty sample as value null with count 0 (a count as 0)', async () => {
    const empty = { dateFrom: '2020-01-01', dateTo: '2020-01-31' };
    expect((await post('VENTA_NPS', empty)).rows).toEqual([
      expect.objectContaining({ value: null, count: 0, group: 'VENTA_NPS' }),
    ]);
    expect((await post('VENTA_SATISFACCION', empty)).rows[0]).toMatchObject({ value: null, count: 0 });
    expect((await post('SENTIMENT', empty)).rows[0]).toMatchObject({ value: null, count: 0 });
    expect((await post('SURVEY_COUNT', empty)).rows[0]).toMatchObject({ value: 0, count: 0 });
    expect((await post('VENTA_NPS', { ...empty, groupBy: ['geoLocation'] })).rows).toEqual([]);
    const counters = await post('survey-response-counters', empty);
    // Data quality defaults to 100 when nothing was answered (platform-core §9).
    expect(counters.rows[0]).toMatchObject({ answeredCount: 0, handledPerc: null, validPerc: 100 });
  });

  it('lists every period of a historic series, gaps as null', async () => {
    const url =
      '/api/voc/indicators/TEST_DRIVE_NPS/values?dateTo=2026-11-14&formula=nps&grouped=formattedMonth&periods=6';
    const { status, rows } = await get(url);
    expect(status).toBe(200);
    expect(rows.map((r) => r.group)).toEqual(['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
    expect(rows[3]).toMatchObject({ group: '2026-09', value: null, count: 0 });
    for (const row of rows) {
      const month = row.group as string;
      const last = month === '2026-11' ? '2026-11-14' : `${month}-31`;
      const raw = answered(fixtureB, { from: `${month}-01`, to: last, moments: [11251] });
      expect(row.value).toBe(npsBreakdown(valuesOf(raw, [301])).value);
    }
    // The lcm variant reads the same parameters, its grouping as groupBy.
    const lcm = await get(
      '/api/lcm/indicators/TEST_DRIVE_NPS/values?dateTo=2026-11-14&groupBy=formattedMonth&periods=6',
    );
    expect(lcm.rows).toEqual(rows);
  });

  it('groups by bimester (YYYY-1 … YYYY-6), historic GET and POST, as the raw answers give', async () => {
    const url =
      '/api/voc/indicators/VENTA_NPS/values?dateTo=2026-11-14&formula=nps&grouped=formattedBimester&periods=6';
    const { status, rows } = await get(url);
    expect(status).toBe(200);
    expect(rows.map((r) => r.group)).toEqual(['2026-1', '2026-2', '2026-3', '2026-4', '2026-5', '2026-6']);
    // Each bimester holds its two calendar months (the last one up to dateTo).
    const range = (label: string): [string, string] => {
      const [year, b] = label.split('-').map(Number) as [number, number];
      const first = `${year}-${String(2 * b - 1).padStart(2, '0')}-01`;
      const last = label === '2026-6' ? '2026-11-14' : `${year}-${String(2 * b).padStart(2, '0')}-31`;
      return [first, last];
    };
    expect(range('2026-3')).toEqual(['2026-05-01', '2026-06-31']);
    const check = (list: IndicatorRow[]): void => {
      for (const row of list) {
        const [from, to] = range(row.group as string);
        const expected = npsBreakdown(valuesOf(answered(fixtureB, { from, to, moments: [1] }), [101]));
        expect(row, row.group ?? '').toMatchObject({ value: expected.value, count: expected.count });
      }
    };
    check(rows);
    // The last period ends at dateTo: November 2026 alone in the fixture's window.
    const lastSix = await get(url.replace('periods=6', 'periods=1'));
    expect(lastSix.rows.map((r) => r.group)).toEqual(['2026-6']);
    check(lastSix.rows);
    const posted = await post('VENTA_NPS', {
      dateFrom: '2026-01-01',
      dateTo: '2026-06-30',
      groupBy: ['formattedBimester', 'geoLocation'],
      groupByLevel: 2,
    });
    expect([...new Set(posted.rows.map((r) => r.group_0))]).toEqual(['2026-1', '2026-2', '2026-3']);
    const zone = posted.rows.find((r) => r.group_0 === '2026-2' && r.groupId_1 === 10010);
    const raw = answered(fixtureB, { from: '2026-03-01', to: '2026-04-30', moments: [1], geo: 10010 });
    expect(zone).toMatchObject({ value: npsBreakdown(valuesOf(raw, [101])).value });
    // Projections continue in bimesters, across the year.
    const projected = await get(`${url.replace('periods=6', 'periods=3')}&aggregation=linearRegression`);
    expect(projected.rows.map((r) => [r.group, r.projected])).toEqual([
      ['2026-4', false],
      ['2026-5', false],
      ['2026-6', false],
      ['2027-1', true],
      ['2027-2', true],
      ['2027-3', true],
    ]);
  });

  it('groups ISO weeks across a year boundary', async () => {
    const { rows } = await post('SURVEY_COUNT', {
      dateFrom: '2025-12-22',
      dateTo: '2026-01-11',
      groupBy: ['formattedWeek'],
    });
    const raw = fixtureB.responses.filter((r) => {
      const day = dayOf(r.createdAt, tenantB);
      return r.status === 'ANSWERED' && day >= '2025-12-22' && day <= '2026-01-11';
    });
    const weeks = groupBy(raw, (r) => formatIsoWeek(isoWeek(parseWireDate(dayOf(r.createdAt, tenantB)))));
    expect(rows.map((r) => r.group)).toEqual(['2025-W52', '2026-W01', '2026-W02'].filter((w) => weeks.has(w)));
    for (const row of rows) expect(row.value).toBe(weeks.get(row.group as string)?.length);
    const periods = await get(
      '/api/voc/indicators/SURVEY_COUNT/values?dateTo=2026-01-07&grouped=formattedWeek&periods=3',
    );
    expect(periods.rows.map((r) => r.group)).toEqual(['2025-W52', '2026-W01', '2026-W02']);
    const days = await post('SURVEY_COUNT', { dateFrom: '2025-12-30', dateTo: '2026-01-02', groupBy: ['week'] });
    expect(days.rows.map((r) => r.group)).toEqual(['2025-12-29']);
  });

  it('splits lists of 1 to 7 rows into top and bottom as splitTopBottom does', async () => {
    const leaves = [10201, 10202, 10203, 10204, 10205, 10206, 10207];
    const year = { dateFrom: '2025-12-01', dateTo: '2026-11-30' };
    for (let n = 1; n <= 7; n++) {
      const body = { ...year, groupBy: ['geoLocation'], geoLocationInclude: leaves.slice(0, n) };
      const full = (await post('VENTA_SATISFACCION', body)).rows;
      expect(full).toHaveLength(n);
      const best = [...full].sort((a, b) => (b.value ?? 0) - (a.value ?? 0));
      for (const trunc of ['HALF_UP', 'HALF_DOWN'] as const) {
        const expected = splitTopBottom(best, { topSize: 3, bottomSize: 3, trunc });
        const top = await post('VENTA_SATISFACCION', { ...body, resultType: 'top', topSize: 3, trunc });
        const bottom = await post('VENTA_SATISFACCION', { ...body, resultType: 'bottom', bottomSize: 3, trunc });
        expect(top.rows.map((r) => r.groupId)).toEqual(expected.top.map((r) => r.groupId));
        expect(bottom.rows.map((r) => r.groupId)).toEqual(expected.bottom.map((r) => r.groupId));
      }
    }
  });

  it('ranks the caller geography among its national or zonal peers', async () => {
    const year = { dateFrom: '2025-12-01', dateTo: '2026-11-30' };
    const raw = answered(fixtureB, { from: year.dateFrom, to: year.dateTo, moments: [1, 2, 11251] });
    const csat = (rs: FixtureResponse[]): number | null => {
      const v = valuesOf(rs, [102, 202, 302]);
      return averageFromSums({ sum: v.reduce((a, b) => a + b, 0), count: v.length });
    };
    const distributors = groupBy(raw, (r) => ancestorAt(r.geoLocationId, 3));
    const values = new Map([...distributors].map(([id, rs]) => [id, csat(rs) as number]));
    const own = values.get(10104) as number;
    const national = await post(
      'CSAT_GENERAL',
      { ...year, aggregation: 'rankingPosition', rankingPositionScope: 100 },
      'distributor',
    );
    expect(national.rows).toEqual([
      expect.objectContaining({
        groupId: 10104,
        value: own,
        position: 1 + [...values.values()].filter((v) => v > own).length,
        groupCount: values.size,
      }),
    ]);
    const zonal = await post(
      'CSAT_GENERAL',
      { ...year, aggregation: 'rankingPosition', rankingPositionScope: 0 },
      'distributor',
    );
    const peers = [10104, 10105].map((id) => values.get(id) as number);
    expect(zonal.rows[0]).toMatchObject({ position: 1 + peers.filter((v) => v > own).length, groupCount: 2 });
    // An admin asks for one distributor explicitly.
    const asked = await post('CSAT_GENERAL', { ...year, aggregation: 'rankingPosition', geoLocationInclude: [10105] });
    expect(asked.rows[0]).toMatchObject({ groupId: 10105, value: values.get(10105), groupCount: values.size });
    // A zonal user asking for a distributor of another zone gets no ranking.
    expect(
      (await post('CSAT_GENERAL', { ...year, aggregation: 'rankingPosition', geoLocationInclude: [10105] }, 'zonal'))
        .rows,
    ).toEqual([]);
  });

  it('adds least-squares projections after the measured periods', async () => {
    const { rows } = await get(
      '/api/voc/indicators/VENTA_NPS/values?aggregation=linearRegression&dateTo=2026-10-31&grouped=formattedMonth&periods=3',
    );
    expect(rows.map((r) => [r.group, r.projected])).toEqual([
      ['2026-08', false],
      ['2026-09', false],
      ['2026-10', false],
      ['2026-11', true],
      ['2026-12', true],
      ['2027-01', true],
    ]);
    const ys = rows.slice(0, 3).map((r) => r.value as number);
    const meanY = (ys[0]! + ys[1]! + ys[2]!) / 3;
    const slope = ((0 - 1) * (ys[0]! - meanY) + (2 - 1) * (ys[2]! - meanY)) / 2;
    for (const [i, row] of rows.slice(3).entries()) {
      expect(row.value).toBeCloseTo(meanY + slope * (3 + i - 1), 9);
      expect(row.count).toBe(0);
    }
  });

  it('names groups by description with groupNameFormat', async () => {
    const { rows } = await post('CSAT_GENERAL', {
      ...TWO_MONTHS,
      groupBy: ['criticalMoment'],
      groupNameFormat: 'description',
    });
    expect(rows.map((r) => r.groupId)).toEqual([1, 2, 11251]);
    expect(rows[0]).toMatchObject({ group: 'Venta', groupName: 'Encuesta de compra de vehículo nuevo' });
    const questions = await post('VENTA_CUSTOMER_JOURNEY', { ...TWO_MONTHS, groupBy: ['question'] });
    expect(questions.rows.map((r) => r.groupId)).toEqual([103, 104, 105, 106, 107, 108]);
    expect(questions.rows[0]).toMatchObject({
      group: 'Recepción en sala',
      description: 'Recepción en la sala de ventas',
    });
  });

  it('reads the dates under the tenant parameter names (customerServiceTimeFrom/To)', async () => {
    const body = { customerServiceTimeFrom: '2026-09-01', customerServiceTimeTo: '2026-10-31' };
    const { status, rows } = await post('VENTA_NPS', body, 'adminC');
    expect(status).toBe(200);
    const raw = answered(fixtureC, { ...RAW_TWO_MONTHS, moments: [1] });
    expect(rows[0]).toMatchObject({
      value: npsBreakdown(valuesOf(raw, [101])).value,
      count: npsBreakdown(valuesOf(raw, [101])).count,
    });
    const wrong = await post('VENTA_NPS', TWO_MONTHS, 'adminC');
    expect(wrong.status).toBe(400);
    expect((wrong.body as { message: string }).message).toContain('dateFrom');
    const bad = await post(
      'VENTA_NPS',
      { customerServiceTimeFrom: '2026-10-31', customerServiceTimeTo: '2026-09-01' },
      'adminC',
    );
    expect((bad.body as { message: string }).message).toContain('customerServiceTimeFrom');
    const historic = await get(
      '/api/voc/indicators/VENTA_NPS/values?customerServiceTimeTo=2026-10-31&grouped=formattedMonth&periods=2',
      'adminC',
    );
    expect(historic.rows.map((r) => r.group)).toEqual(['2026-09', '2026-10']);
    // auto-b keeps dateFrom/dateTo and refuses the other names.
    expect((await post('VENTA_NPS', body)).status).toBe(400);
  });

  it('moves the alert counters when an alert and its alert_daily rows change in a transaction', async () => {
    const before = await server.request('POST', '/api/voc/indicators/alert-counters/values', {
      token: tokens['admin'],
      body: TWO_MONTHS,
    });
    expect(before.status).toBe(200);
    const rowsBefore = before.body as IndicatorRow[];
    expect(rowsBefore.map((r) => r.group)).toEqual(['NOT_HANDLED', 'IN_PROCESS', 'CLOSED']);
    const alert = fixtureB.alerts.find(
      (a) =>
        a.status === 'NOT_HANDLED' &&
        dayOf(a.createdAt, tenantB) >= '2026-09-01' &&
        dayOf(a.createdAt, tenantB) <= '2026-10-31',
    );
    if (!alert) throw new Error('no alert to update');
    const day = dayOf(alert.createdAt, tenantB);
    await server.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('alerts')
        .set({ status: 'CLOSED' })
        .where('tenant_id', '=', 'auto-b')
        .where('id', '=', alert.id)
        .execute();
      await sql`UPDATE alert_daily SET n = n - 1 WHERE tenant_id = 'auto-b' AND day = ${day} AND critical_moment_id = ${alert.criticalMomentId}
        AND geo_location_id = ${alert.geoLocationId} AND type = ${alert.type} AND status = 'NOT_HANDLED'`.execute(trx);
      await sql`INSERT INTO alert_daily (tenant_id, day, critical_moment_id, geo_location_id, type, status, n)
        VALUES ('auto-b', ${day}, ${alert.criticalMomentId}, ${alert.geoLocationId}, ${alert.type}, 'CLOSED', 1)
        ON CONFLICT (tenant_id, day, critical_moment_id, geo_location_id, type, status) DO UPDATE SET n = alert_daily.n + 1`.execute(
        trx,
      );
    });
    const after = (await post('alert-counters', TWO_MONTHS)).rows;
    const count = (rows: IndicatorRow[], status: string): number => rows.find((r) => r.group === status)?.count ?? -1;
    expect(count(after, 'NOT_HANDLED')).toBe(count(rowsBefore, 'NOT_HANDLED') - 1);
    expect(count(after, 'CLOSED')).toBe(count(rowsBefore, 'CLOSED') + 1);
    // The raw path agrees with the moved counters.
    const scan = await computeIndicator(
      server.db,
      principals['admin'] as Principal,
      'alert-counters',
      { ...TWO_MONTHS, groupBy: ['alertStatus'] },
      new Date(),
      { forceScan: true },
    );
    expect(scan.rows).toEqual(after);
    const totals = (await post('ALERT_COUNTERS', TWO_MONTHS)).rows[0];
    expect(totals).toMatchObject({ not_handled: count(after, 'NOT_HANDLED'), closed: count(after, 'CLOSED') });
  });

  it('counts survey responses by status with response and valid percentages', async () => {
    const { rows } = await post('survey-response-counters', TWO_MONTHS);
    const raw = fixtureB.responses.filter((r) => {
      const day = dayOf(r.createdAt, tenantB);
      return day >= '2026-09-01' && day <= '2026-10-31';
    });
    const n = (status: string): number => raw.filter((r) => r.status === status).length;
    expect(rows[0]).toMatchObject({
      answeredCount: n('ANSWERED'),
      inProgressCount: n('IN_PROGRESS'),
      notHandledCount: n('NOT_ANSWERED'),
      handledPerc: ((n('ANSWERED') + n('IN_PROGRESS')) / (n('ANSWERED') + n('IN_PROGRESS') + n('NOT_ANSWERED'))) * 100,
      validPerc: ((n('ANSWERED') + n('IN_PROGRESS')) / (n('ANSWERED') + n('IN_PROGRESS') + n('INVALID'))) * 100,
      count: raw.length,
    });
    const byStatus = await post('SURVEY_RESPONSE_COUNTERS', { ...TWO_MONTHS, groupBy: ['status'] });
    expect(byStatus.rows.map((r) => [r.group, r.count])).toEqual(
      ['ANSWERED', 'NOT_ANSWERED', 'INVALID', 'IN_PROGRESS'].map((s) => [s, n(s)]),
    );
  });

  it('computes sentiment, tags, words and the comment list', async () => {
    const comments = fixtureB.comments.filter((c) => {
      const day = dayOf(c.createdAt, tenantB);
      return day >= '2026-09-01' && day <= '2026-10-31';
    });
    const positive = comments.filter((c) => c.sentiment === 1).length;
    const sentiment = (await post('SENTIMENT', TWO_MONTHS)).rows[0];
    expect(sentiment).toMatchObject({
      positive,
      negative: comments.filter((c) => c.sentiment === -1).length,
      count: comments.length,
      value: sentimentPercentage(positive, comments.length),
    });
    expect(sentiment?.tags?.some((t) => t.group === 'DEFAULT')).toBe(false);
    expect(sentiment?.categories?.map((c) => c.group)).toEqual(['positive', 'neutral', 'negative']);

    const tags = (await post('sentiment_tags', { ...TWO_MONTHS, groupBy: ['tag'], limit: 50 })).rows;
    const counted = groupBy(
      comments.flatMap((c) => c.tags.map((tag) => ({ tag }))),
      (t) => t.tag,
    );
    expect(tags.map((t) => [t.group, t.count])).toEqual(
      [...counted]
        .map(([tag, list]) => [tag, list.length])
        .sort((a, b) => Number(b[1]) - Number(a[1]) || (String(a[0]) < String(b[0]) ? -1 : 1)),
    );
    const worst = await post('sentiment_tags', { ...TWO_MONTHS, groupBy: ['tag'], limit: 3, resultType: 'bottom' });
    expect(worst.rows.every((r) => r.group !== 'DEFAULT' && r.group !== 'Otros')).toBe(true);
    // The worst three without a size: the last three of the ranking, not half of a short list.
    const ranked = tags.filter((t) => t.group !== 'DEFAULT' && t.group !== 'Otros');
    expect(worst.rows.map((r) => r.group)).toEqual(ranked.slice(-3).map((r) => r.group));

    const list = await post('COMMENTS', { ...TWO_MONTHS, tag: 'Precio', limit: 5 });
    const priced = comments
      .filter((c) => c.tags.includes('Precio'))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    expect(list.rows.map((r) => r['responseId'])).toEqual(priced.slice(0, 5).map((c) => c.responseId));
    // Each row carries its text as `comment`, the field the last-comments widget reads.
    expect(list.rows.map((r) => r['comment'])).toEqual(priced.slice(0, 5).map((c) => c.text));
    expect((await post('COMMENTS', TWO_MONTHS)).rows).toHaveLength(Math.min(100, comments.length));

    const words = (await post('WORD_COUNT', { ...TWO_MONTHS, limit: 10 })).rows;
    expect(words).toHaveLength(10);
    expect(words.map((w) => w.count)).toEqual([...words.map((w) => w.count)].sort((a, b) => b - a));
    expect(words.some((w) => w.group === 'comentario')).toBe(true);
  });

  it('measures first responses in hours, fast under 36 h', async () => {
    const year = { dateFrom: '2025-12-01', dateTo: '2026-11-30' };
    const { rows } = await post('ALERT_FIRST_RESPONSE_TIME', year);
    const answeredAlerts = fixtureB.alerts.filter((a) => a.status !== 'NOT_HANDLED' && a.firstResponseAt);
    const hours = answeredAlerts.map(
      (a) => ((a.firstResponseAt as Date).getTime() - a.createdAt.getTime()) / 3_600_000,
    );
    expect(hours).toContain(36);
    expect(rows[0]).toMatchObject({
      count: hours.length,
      fast: hours.filter((h) => classifyFirstResponse(h) === 'fast').length,
      slow: hours.filter((h) => classifyFirstResponse(h) === 'slow').length,
    });
    expect(rows[0]?.value).toBeCloseTo(hours.reduce((a, b) => a + b, 0) / hours.length, 9);
  });

  it('counts invitations per status and answers social indicators with an empty list', async () => {
    const range = { customerServiceTimeFrom: '2026-09-01', customerServiceTimeTo: '2026-10-31' };
    const { rows } = await post('INVITACIONES_VENTA', range, 'adminC');
    expect(rows.map((r) => r.group)).toEqual([
      'registered',
      'sent',
      'error',
      'opened',
      'clicked',
      'answered',
      'queued',
      'processed',
    ]);
    const raw = fixtureC.notifications.filter((n) => {
      const day = dayOf(n.created_at as Date, tenantB);
      return n.workflow_name === 'venta' && day >= '2026-09-01' && day <= '2026-10-31';
    });
    for (const row of rows) expect(row.count).toBe(raw.filter((n) => n.status === row.group).length);
    // Shown by their Spanish names; the keys stay in group and groupId.
    expect(rows.map((r) => r.groupName)).toEqual([
      'Registradas',
      'Enviadas',
      'Con error',
      'Abiertas',
      'Con clic',
      'Respondidas',
      'En cola',
      'Procesadas',
    ]);
    expect((await post('MENCIONES', range, 'adminC')).rows).toEqual([]);
  });

  it('labels every dimension of a two-dimension grouping', async () => {
    const { rows } = await post('ALERTS', {
      dateTo: '2026-10-31',
      periods: 2,
      groupBy: ['formattedMonth', 'alertType'],
    });
    expect(rows.map((r) => [r['group_0'], r['group_1']])).toEqual(
      ['2026-09', '2026-10'].flatMap((m) => ['INCIDENT', 'RESCUE', 'ABANDON', 'WOW'].map((t) => [m, t])),
    );
    const raw = fixtureB.alerts.filter((a) => dayOf(a.createdAt, tenantB).startsWith('2026-10') && a.type === 'WOW');
    expect(rows.at(-1)).toMatchObject({
      group: '2026-10',
      groupId_1: 'WOW',
      count: raw.length,
      label: '2026-10 · WOW',
      // The count split by status, what the alerts trend stacks.
      not_handled: raw.filter((a) => a.status === 'NOT_HANDLED').length,
      in_process: raw.filter((a) => a.status === 'IN_PROCESS').length,
      closed: raw.filter((a) => a.status === 'CLOSED').length,
    });
  });

  it('sorts and limits rows', async () => {
    const { rows } = await post('VENTA_SATISFACCION', {
      ...TWO_MONTHS,
      groupBy: ['geoLocation'],
      sort: 'value,asc',
      limit: 4,
    });
    expect(rows).toHaveLength(4);
    const values = rows.map((r) => r.value as number);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    const desc = await post('VENTA_SATISFACCION', { ...TWO_MONTHS, groupBy: ['geoLocation'], sort: 'count' });
    expect(desc.rows.map((r) => r.count)).toEqual([...desc.rows.map((r) => r.count)].sort((a, b) => b - a));
  });

  it('serves every indicator call the landed dashboards make, as buildIndicatorCalls builds it', async () => {
    const requests: IndicatorRequest[] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>;
        if (typeof record['indicator'] === 'string' && !('source' in record))
          requests.push(record as unknown as IndicatorRequest);
        Object.values(record).forEach(walk);
      }
    };
    for (const dir of [SOURCE_DIR, path.join(SOURCE_DIR, 'fragments')]) {
      for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
        if (file.endsWith('.json') && !['tenant.json', 'metadata.json', 'indicators.json'].includes(file)) {
          walk(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
        }
      }
    }
    expect(requests.length).toBeGreaterThan(40);
    const filters: FilterState = {
      dateFrom: '2026-09-01',
      dateTo: '2026-10-31',
      criticalMoments: [1],
      geographies: [10010],
      logicals: [],
      channels: [],
      responseValues: {},
      groupByTopLocation: true,
    };
    const mine = new Set([
      'indicator-values',
      'indicator-values-historic',
      'indicator-values-lcm',
      'sentiment-comments',
      'sentiment-tags',
      'alert-counters',
      'survey-response-counters',
    ]);
    let served = 0;
    for (const call of buildIndicatorCalls(requests, filters, tenantB)) {
      if (!mine.has(call.routeId)) continue;
      const res = await server.request(call.method, call.url, { token: tokens['admin'], body: call.body });
      expect(res.status, `${call.method} ${call.url} ${JSON.stringify(call.body)}`).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
      served++;
    }
    expect(served).toBeGreaterThan(40);
  });
});
