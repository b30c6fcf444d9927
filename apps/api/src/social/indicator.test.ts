import fs from 'node:fs';
import { addDays, formatWireDate, parseWireDate, toWireDate } from '@voz/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indicatorRoutes } from '../indicators/routes.js';
import type { IndicatorRow } from '../indicators/types.js';
import { startTestServer, type TestServer } from '../test-support/harness.js';
import type { SocialMentionRow } from '../seed/social-mentions.js';
import {
  ACCOUNTS,
  NORTH,
  PLAIN_TENANT,
  SOCIAL_NOW,
  ZONE,
  dayOf,
  makeSocialDashboardsDir,
  prepareSocialFixture,
  type SocialFixture,
} from './test-fixture.js';

// The indicator engine's social source over HTTP (POST /api/voc/indicators/{name}/values), every
// figure recomputed from the raw mentions the fixture wrote.

const TODAY = toWireDate(SOCIAL_NOW, ZONE);
const shift = (day: string, days: number): string => formatWireDate(addDays(parseWireDate(day), days));
const RANGE = { dateFrom: '2026-09-01', dateTo: '2026-10-31' };
const NETWORKS = ['facebook', 'instagram', 'x', 'google', 'tiktok', 'youtube'];
const between = (from: string, to: string) => (m: SocialMentionRow) => dayOf(m) >= from && dayOf(m) <= to;
const percent = (part: number, n: number): number | null => (n === 0 ? null : (part / n) * 100);
const north = (m: SocialMentionRow): boolean => (NORTH.branches as readonly number[]).includes(m.geo_location_id);

describe('social indicators (source "social")', { timeout: 180_000 }, () => {
  let server: TestServer;
  let fixture: SocialFixture;
  let dashboardsDir: string;
  let all: SocialMentionRow[];
  let inRange: SocialMentionRow[];
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    dashboardsDir = makeSocialDashboardsDir();
    server = await startTestServer({
      modules: [indicatorRoutes],
      dashboardsDir,
      now: SOCIAL_NOW,
      prepare: async (db, store) => {
        fixture = await prepareSocialFixture(db, store);
      },
    });
    for (const tenantId of ['social-a', PLAIN_TENANT]) {
      for (const [name, accountId] of Object.entries(ACCOUNTS)) {
        tokens[`${name}@${tenantId}`] = await server.tokens.sign({ tenantId, accountTenantId: tenantId, accountId });
      }
    }
    all = fixture.mentions['social-a']!;
    inRange = all.filter(between(RANGE.dateFrom, RANGE.dateTo));
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dashboardsDir, { recursive: true, force: true });
  });

  const post = async (indicator: string, body: object, who = 'analyst@social-a') => {
    const answer = await server.request('POST', `/api/voc/indicators/${indicator}/values`, {
      token: tokens[who],
      body,
    });
    return {
      status: answer.status,
      rows: answer.body as IndicatorRow[],
      path: answer.headers.get('x-voz-indicator-path'),
    };
  };

  it('counts the mentions of a range in one row labelled with the indicator', async () => {
    const { status, rows, path } = await post('MENCIONES', RANGE);
    expect(status).toBe(200);
    expect(path).toBe('scan');
    expect(rows).toEqual([
      {
        group: 'MENCIONES',
        groupId: 'MENCIONES',
        groupName: 'MENCIONES',
        label: 'Menciones',
        value: inRange.length,
        count: inRange.length,
        positive: inRange.filter((m) => m.sentiment === 1).length,
        neutral: inRange.filter((m) => m.sentiment === 0).length,
        negative: inRange.filter((m) => m.sentiment === -1).length,
      },
    ]);
  });

  it('groups mentions by network (channel) with the network as group and groupId', async () => {
    const { rows } = await post('MENCIONES', { ...RANGE, groupBy: ['channel'] });
    const networks = NETWORKS.filter((n) => inRange.some((m) => m.network === n));
    expect(rows.map((r) => r.groupId)).toEqual(networks);
    expect(rows.find((r) => r.groupId === 'google')).toMatchObject({
      group: 'Reseñas de Google',
      label: 'Reseñas de Google',
    });
    for (const row of rows) expect(row.value).toBe(inRange.filter((m) => m.network === row.groupId).length);
    // One dimension: no group_N fields, as on every other source.
    expect(rows[0]).not.toHaveProperty('group_0');
  });

  it('labels both dimensions of a network × day series over 10 periods, empty days included', async () => {
    const { rows } = await post('MENCIONES', {
      dateTo: TODAY,
      periods: 10,
      groupBy: ['channel', 'date'],
      channelInclude: [7],
      status: 'external',
    });
    const days = Array.from({ length: 10 }, (_, i) => shift(TODAY, i - 9));
    const window = all.filter(between(days[0]!, TODAY));
    const networks = NETWORKS.filter((n) => window.some((m) => m.network === n));
    expect(rows.map((r) => [r['groupId_0'], r['group_1']])).toEqual(networks.flatMap((n) => days.map((d) => [n, d])));
    for (const row of rows) {
      const count = window.filter((m) => m.network === row['groupId_0'] && dayOf(m) === row['group_1']).length;
      expect(row.value).toBe(count);
      expect(row.group).toBe(row['group_0']);
      expect(row.groupId).toBe(row['groupId_0']);
    }
  });

  it('measures the positive share per month, with the sentiment counts', async () => {
    const { rows } = await post('SENTIMIENTO_SOCIAL', {
      dateTo: '2026-10-31',
      periods: 3,
      groupBy: ['formattedMonth'],
    });
    expect(rows.map((r) => r.group)).toEqual(['2026-08', '2026-09', '2026-10']);
    for (const row of rows) {
      const month = all.filter((m) => dayOf(m).startsWith(row.group as string));
      const positive = month.filter((m) => m.sentiment === 1).length;
      expect(row).toMatchObject({
        value: percent(positive, month.length),
        count: month.length,
        positive,
        neutral: month.filter((m) => m.sentiment === 0).length,
        negative: month.filter((m) => m.sentiment === -1).length,
      });
    }
  });

  it('ranks keywords, and splits them by place when asked', async () => {
    const { rows } = await post('PALABRAS_SOCIALES', RANGE);
    const ranking = [...new Set(inRange.flatMap((m) => m.keywords))]
      .map((k) => ({ k, n: inRange.filter((m) => m.keywords.includes(k)).length }))
      .sort((a, b) => b.n - a.n || (a.k < b.k ? -1 : 1));
    expect(rows.map((r) => [r.group, r.value])).toEqual(ranking.map(({ k, n }) => [k, n]));
    const top = await post('PALABRAS_SOCIALES', { ...RANGE, resultType: 'top', limit: 2 });
    expect(top.rows.map((r) => r.group)).toEqual(ranking.slice(0, 2).map(({ k }) => k));
    const byZone = await post('PALABRAS_SOCIALES', { ...RANGE, groupBy: ['geoLocation'], groupByLevel: 2 });
    const northRow = byZone.rows.find((r) => r['groupId_1'] === NORTH.zone && r.group === ranking[0]!.k);
    expect(northRow).toMatchObject({
      group_1: 'Norte',
      value: inRange.filter((m) => north(m) && m.keywords.includes(ranking[0]!.k)).length,
    });
  });

  it('measures engagement as likes per mention, per zone', async () => {
    const { rows } = await post('ENGAGEMENT_SOCIAL', { ...RANGE, groupBy: ['geoLocation'], groupByLevel: 2 });
    const northRow = rows.find((r) => r.groupId === NORTH.zone);
    const mine = inRange.filter(north);
    expect(northRow).toMatchObject({
      group: 'Norte',
      count: mine.length,
      value: mine.reduce((s, m) => s + m.likes, 0) / mine.length,
      likes: mine.reduce((s, m) => s + m.likes, 0),
    });
  });

  it('keeps a zonal user to its places and filters by keyword (tag)', async () => {
    const zonal = await post('MENCIONES', RANGE, 'zonal@social-a');
    expect(zonal.rows[0]!.value).toBe(inRange.filter(north).length);
    const tagged = await post('MENCIONES', { ...RANGE, tag: 'entrega' });
    expect(tagged.rows[0]!.value).toBe(inRange.filter((m) => m.keywords.includes('entrega')).length);
    const answered = await post('MENCIONES', { ...RANGE, status: 'ANSWERED' });
    expect(answered).toMatchObject({ path: 'none', rows: [{ value: 0, count: 0 }] });
  });

  it('projects a monthly series with linearRegression', async () => {
    const { rows } = await post('MENCIONES', { dateTo: '2026-10-31', aggregation: 'linearRegression' });
    expect(rows.map((r) => [r.group, r.projected])).toEqual([
      ['2026-08', false],
      ['2026-09', false],
      ['2026-10', false],
      ['2026-11', true],
      ['2026-12', true],
      ['2027-01', true],
    ]);
    const measured = rows.filter((r) => !r.projected).map((r) => r.value as number);
    expect(measured).toEqual(
      ['2026-08', '2026-09', '2026-10'].map((m) => all.filter((x) => dayOf(x).startsWith(m)).length),
    );
    const slope = (measured[2]! - measured[0]!) / 2;
    expect(rows[3]!.value).toBeCloseTo(measured.reduce((s, v) => s + v, 0) / 3 + slope * 2, 6);
  });

  it('answers an empty list for a tenant without social listening', async () => {
    const { status, rows, path } = await post('MENCIONES', RANGE, `admin@${PLAIN_TENANT}`);
    expect(status).toBe(200);
    expect(rows).toEqual([]);
    expect(path).toBe('none');
  });

  it('refuses groupings and aggregations mentions do not have, naming the parameter', async () => {
    for (const [body, start] of [
      [{ groupBy: ['question'] }, 'groupBy:'],
      [{ groupBy: ['channel', 'channel'] }, 'groupBy:'],
      [{ aggregation: 'rankingPosition' }, 'aggregation:'],
      [{ geoLocationInclude: [99] }, 'geoLocationInclude:'],
    ] as const) {
      const { status, rows } = await post('MENCIONES', { ...RANGE, ...body });
      expect(status, JSON.stringify(body)).toBe(400);
      expect((rows as unknown as { message: string }).message.startsWith(start)).toBe(true);
    }
  });
});
