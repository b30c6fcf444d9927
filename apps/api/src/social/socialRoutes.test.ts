import fs from 'node:fs';
import { addDays, formatIsoWeek, formatWireDate, isoWeek, parseWireDate, toWireDate } from '@voz/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metadataNames } from '../customers/metadata-names.js';
import { reportRoutes } from '../reports/reportRoutes.js';
import { startTestServer, type TestServer } from '../test-support/harness.js';
import type { SocialMentionRow } from '../seed/social-mentions.js';
import type { MentionItem } from './mentions.js';
import type { OverviewChart } from './chart.js';
import type { SocialRow } from './rows.js';
import { socialRoutes } from './socialRoutes.js';
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

const TODAY = toWireDate(SOCIAL_NOW, ZONE);
const shift = (day: string, days: number): string => formatWireDate(addDays(parseWireDate(day), days));
const RANGE = { dateFrom: '2026-10-01', dateTo: '2026-10-31' };
const NETWORK_NAMES: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  google: 'Reseñas de Google',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};
const NETWORK_ORDER = Object.keys(NETWORK_NAMES);

type Query = Record<string, string | number | readonly (string | number)[]>;

function queryString(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const percent = (part: number, n: number): number | null => (n === 0 ? null : (part / n) * 100);
const newestFirst = (a: SocialMentionRow, b: SocialMentionRow): number =>
  b.posted_at.getTime() - a.posted_at.getTime() || b.id - a.id;
const between = (from: string, to: string) => (m: SocialMentionRow) => dayOf(m) >= from && dayOf(m) <= to;

/** The figures of a row recomputed from raw mentions. */
function figures(mentions: readonly SocialMentionRow[]) {
  const n = mentions.length;
  const positive = mentions.filter((m) => m.sentiment > 0).length;
  const neutral = mentions.filter((m) => m.sentiment === 0).length;
  const negative = mentions.filter((m) => m.sentiment < 0).length;
  const likes = mentions.reduce((s, m) => s + m.likes, 0);
  return {
    count: n,
    value: { externalSourceCount: n },
    positive,
    neutral,
    negative,
    promoters: positive,
    passives: neutral,
    detractors: negative,
    positivePercentage: percent(positive, n),
    negativePercentage: percent(negative, n),
    netSentiment: n === 0 ? null : ((positive - negative) / n) * 100,
    likes,
    shares: mentions.reduce((s, m) => s + m.shares, 0),
    replies: mentions.reduce((s, m) => s + m.replies, 0),
    averageLikes: n === 0 ? null : likes / n,
  };
}

describe('external-social routes', { timeout: 180_000 }, () => {
  let server: TestServer;
  let fixture: SocialFixture;
  let dashboardsDir: string;
  let all: SocialMentionRow[];
  let other: SocialMentionRow[];
  let places: ReadonlyMap<number, string>;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    dashboardsDir = makeSocialDashboardsDir();
    server = await startTestServer({
      modules: [socialRoutes, reportRoutes],
      dashboardsDir,
      now: SOCIAL_NOW,
      prepare: async (db, store) => {
        fixture = await prepareSocialFixture(db, store);
      },
    });
    for (const tenantId of ['social-a', 'social-b', PLAIN_TENANT]) {
      for (const [name, accountId] of Object.entries(ACCOUNTS)) {
        tokens[`${name}@${tenantId}`] = await server.tokens.sign({ tenantId, accountTenantId: tenantId, accountId });
      }
    }
    all = fixture.mentions['social-a']!;
    other = fixture.mentions['social-b']!;
    places = metadataNames(server.store.get('social-a')!.metadata.value).geographies;
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dashboardsDir, { recursive: true, force: true });
  });

  const get = (path: string, who: string, query: Query = {}) =>
    server.request('GET', `/api/voc/external-social/${path}${queryString(query)}`, { token: tokens[who] });
  const chart = (who: string, body: unknown) =>
    server.request('POST', '/api/voc/external-social/v3/analysis/overview/chart', { token: tokens[who], body });

  describe('the demo data the suite reads', () => {
    it('spans 13 months up to today on several networks, sentiments and places', () => {
      expect(all.length).toBeGreaterThan(3000);
      expect(new Set(all.map((m) => m.network)).size).toBeGreaterThanOrEqual(5);
      expect(new Set(all.map((m) => m.sentiment))).toEqual(new Set([-1, 0, 1]));
      expect(new Set(all.map((m) => m.geo_location_id)).size).toBeGreaterThan(10);
      expect(all.every((m) => m.posted_at.getTime() <= SOCIAL_NOW.getTime())).toBe(true);
      expect(dayOf(all[0]!) <= shift(TODAY, -390)).toBe(true);
    });
  });

  describe('GET external-social/mentions', () => {
    it('lists the mentions of the last 60 days, newest first, in one page of 10000', async () => {
      const { status, body, headers } = await get('mentions', 'analyst@social-a');
      expect(status).toBe(200);
      const expected = all.filter(between(shift(TODAY, -59), TODAY)).sort(newestFirst);
      expect(expected.length).toBeGreaterThan(300);
      const items = body as MentionItem[];
      expect(items.map((m) => m.id)).toEqual(expected.map((m) => m.id));
      expect(Number(headers.get('x-total-count'))).toBe(expected.length);
      expect(headers.get('x-page')).toBe('1');
      expect(headers.get('x-per-page')).toBe('10000');
      const first = expected[0]!;
      expect(items[0]).toEqual({
        id: first.id,
        network: first.network,
        networkName: NETWORK_NAMES[first.network],
        channelId: 7,
        channel: 'Redes sociales',
        geoLocationId: first.geo_location_id,
        geoLocation: places.get(first.geo_location_id),
        postedAt: first.posted_at.toISOString(),
        date: dayOf(first),
        author: first.author,
        text: first.text,
        sentiment: first.sentiment,
        sentimentLabel: ['negative', 'neutral', 'positive'][first.sentiment + 1],
        keywords: first.keywords,
        likes: first.likes,
        shares: first.shares,
        replies: first.replies,
        status: 'external',
      });
    });

    it('honours the date range, per_page, page and sort', async () => {
      const expected = all.filter(between(RANGE.dateFrom, RANGE.dateTo)).sort(newestFirst);
      const page3 = await get('mentions', 'analyst@social-a', { ...RANGE, per_page: 7, page: 3 });
      expect(page3.status).toBe(200);
      expect((page3.body as MentionItem[]).map((m) => m.id)).toEqual(expected.slice(14, 21).map((m) => m.id));
      expect(Number(page3.headers.get('x-total-count'))).toBe(expected.length);
      expect(page3.headers.get('x-per-page')).toBe('7');
      const lastPage = Math.ceil(expected.length / 100);
      const last = await get('mentions', 'analyst@social-a', { ...RANGE, per_page: 100, page: lastPage });
      expect((last.body as MentionItem[]).length).toBe(expected.length - (lastPage - 1) * 100);
      const beyond = await get('mentions', 'analyst@social-a', { ...RANGE, per_page: 100, page: lastPage + 1 });
      expect(beyond.body).toEqual([]);
      const byLikes = await get('mentions', 'analyst@social-a', { ...RANGE, sort: 'likes,desc', per_page: 50 });
      const likes = (byLikes.body as MentionItem[]).map((m) => m.likes);
      const topLikes = expected.map((m) => m.likes).sort((a, b) => b - a);
      expect(likes).toEqual(topLikes.slice(0, 50));
      // A last day alone reads the 60 days ending then.
      const until = await get('mentions', 'analyst@social-a', { dateTo: '2026-08-31' });
      expect(Number(until.headers.get('x-total-count'))).toBe(all.filter(between('2026-07-03', '2026-08-31')).length);
    });

    it('filters by network, sentiment, keyword, channel and status', async () => {
      const inRange = all.filter(between(RANGE.dateFrom, RANGE.dateTo));
      const negativeOnX = await get('mentions', 'analyst@social-a', { ...RANGE, network: 'x', sentiment: 'negative' });
      const expectedX = inRange.filter((m) => m.network === 'x' && m.sentiment === -1);
      expect(expectedX.length).toBeGreaterThan(0);
      expect((negativeOnX.body as MentionItem[]).map((m) => m.id).sort((a, b) => a - b)).toEqual(
        expectedX.map((m) => m.id),
      );
      const keyword = await get('mentions', 'analyst@social-a', { ...RANGE, tag: 'taller', network: ['x', 'google'] });
      expect(Number(keyword.headers.get('x-total-count'))).toBe(
        inRange.filter((m) => m.keywords.includes('taller') && ['x', 'google'].includes(m.network)).length,
      );
      const external = await get('mentions', 'analyst@social-a', { ...RANGE, status: 'external', channelInclude: 7 });
      expect(Number(external.headers.get('x-total-count'))).toBe(inRange.length);
      const answered = await get('mentions', 'analyst@social-a', { ...RANGE, status: 'ANSWERED' });
      expect(answered.body).toEqual([]);
      const email = await get('mentions', 'analyst@social-a', { ...RANGE, channelInclude: 1 });
      expect(email.body).toEqual([]);
    });

    it('counts mentions per network and day over 10 periods, as the social widgets read them', async () => {
      const { status, body } = await get('mentions', 'analyst@social-a', {
        groupBy: ['channel', 'date'],
        periods: 10,
        status: 'external',
        channelInclude: 7,
        keyExtract: ['group', 'value'],
        per_page: 10000,
      });
      expect(status).toBe(200);
      const rows = body as SocialRow[];
      const days = Array.from({ length: 10 }, (_, i) => shift(TODAY, i - 9));
      const window = all.filter(between(days[0]!, TODAY));
      const networks = NETWORK_ORDER.filter((n) => window.some((m) => m.network === n));
      expect(rows.map((r) => [r['groupId_0'], r['group_1']])).toEqual(networks.flatMap((n) => days.map((d) => [n, d])));
      for (const row of rows) {
        const mentions = window.filter((m) => m.network === row['groupId_0'] && dayOf(m) === row['group_1']);
        expect(row.value.externalSourceCount).toBe(mentions.length);
        expect(row.count).toBe(mentions.length);
        expect(row['group_0']).toBe(NETWORK_NAMES[row['groupId_0'] as string]);
        expect(row.label).toBe(`${row['group_0']} · ${row['group_1']}`);
      }
      expect(rows.some((r) => r.value.externalSourceCount > 0)).toBe(true);
    });

    it('counts mentions per network and week over 6 periods', async () => {
      const { body } = await get('mentions', 'analyst@social-a', { groupBy: ['channel', 'week'], periods: 6 });
      const rows = body as SocialRow[];
      const today = parseWireDate(TODAY);
      const weekday = ((new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay() + 6) % 7) + 1;
      const mondays = Array.from({ length: 6 }, (_, i) => shift(TODAY, 1 - weekday - 7 * (5 - i)));
      expect([...new Set(rows.map((r) => r['group_1']))]).toEqual(mondays);
      for (const row of rows) {
        const monday = row['group_1'] as string;
        const expected = all.filter((m) => m.network === row['groupId_0'] && between(monday, shift(monday, 6))(m));
        expect(row.value.externalSourceCount).toBe(expected.length);
      }
    });
    it('reads lastDays as the last N days ending at the last date, over the first date (the 60-day window)', async () => {
      const { status, body } = await get('mentions', 'analyst@social-a', { ...RANGE, groupBy: ['date'], lastDays: 60 });
      expect(status).toBe(200);
      const rows = body as SocialRow[];
      const first = shift(RANGE.dateTo, -59);
      const window = all.filter(between(first, RANGE.dateTo));
      // The window reaches back before the filter's first day (2026-09-02 < 2026-10-01).
      expect(window.some((m) => dayOf(m) < RANGE.dateFrom)).toBe(true);
      expect(rows.every((r) => String(r.group) >= first && String(r.group) <= RANGE.dateTo)).toBe(true);
      expect(rows.some((r) => String(r.group) < RANGE.dateFrom)).toBe(true);
      for (const row of rows) expect(row.count).toBe(window.filter((m) => dayOf(m) === row.group).length);
      expect(rows.reduce((n, r) => n + r.count, 0)).toBe(window.length);

      const recent = await get('aggregation', 'analyst@social-a', { lastDays: 7 });
      const week = all.filter(between(shift(TODAY, -6), TODAY));
      expect((recent.body as SocialRow[])[0]?.count).toBe(week.length);
    });
  });

  describe('GET external-social/aggregation', () => {
    it('answers the totals of the window: mentions, sentiment and engagement', async () => {
      const { status, body, headers } = await get('aggregation', 'analyst@social-a', RANGE);
      expect(status).toBe(200);
      expect(headers.get('x-total-count')).toBe('1');
      const expected = all.filter(between(RANGE.dateFrom, RANGE.dateTo));
      const [row] = body as SocialRow[];
      expect(row).toMatchObject({ group: 'Total', groupId: 'total', ...figures(expected) });
      expect(row!.positive + row!.neutral + row!.negative).toBe(row!.count);
    });

    it('splits the figures by network (the social networks pie) and by zone', async () => {
      const byNetwork = (await get('aggregation', 'analyst@social-a', { ...RANGE, groupBy: 'channel' }))
        .body as SocialRow[];
      const expected = all.filter(between(RANGE.dateFrom, RANGE.dateTo));
      const networks = NETWORK_ORDER.filter((n) => expected.some((m) => m.network === n));
      expect(byNetwork.map((r) => r.groupId)).toEqual(networks);
      for (const row of byNetwork) {
        expect(row).toMatchObject({
          group: NETWORK_NAMES[row.groupId as string],
          group_0: NETWORK_NAMES[row.groupId as string],
          groupId_0: row.groupId,
          ...figures(expected.filter((m) => m.network === row.groupId)),
        });
      }
      const byZone = (
        await get('aggregation', 'analyst@social-a', { ...RANGE, groupBy: 'geoLocation', groupByLevel: 2 })
      ).body as SocialRow[];
      const north = byZone.find((r) => r.groupId === NORTH.zone);
      expect(north).toMatchObject({
        group: 'Norte',
        ...figures(expected.filter((m) => (NORTH.branches as readonly number[]).includes(m.geo_location_id))),
      });
      expect(byZone.reduce((s, r) => s + r.count, 0)).toBe(expected.length);
    });

    it('sorts and limits rows', async () => {
      const { body } = await get('aggregation', 'analyst@social-a', {
        ...RANGE,
        groupBy: 'geoLocation',
        sort: 'value,desc',
        limit: 3,
      });
      const rows = body as SocialRow[];
      const expected = all.filter(between(RANGE.dateFrom, RANGE.dateTo));
      const counts = [...new Set(expected.map((m) => m.geo_location_id))]
        .map((geo) => expected.filter((m) => m.geo_location_id === geo).length)
        .sort((a, b) => b - a);
      expect(rows.map((r) => r.count)).toEqual(counts.slice(0, 3));
    });
  });

  describe('GET external-social/top-keywords', () => {
    it('ranks the keywords, most frequent first', async () => {
      const { status, body } = await get('top-keywords', 'analyst@social-a', RANGE);
      expect(status).toBe(200);
      const rows = body as SocialRow[];
      const expected = all.filter(between(RANGE.dateFrom, RANGE.dateTo));
      const keywords = [...new Set(expected.flatMap((m) => m.keywords))]
        .map((k) => ({ k, n: expected.filter((m) => m.keywords.includes(k)).length }))
        .sort((a, b) => b.n - a.n || (a.k < b.k ? -1 : 1));
      expect(rows.map((r) => [r.group, r.count])).toEqual(keywords.map(({ k, n }) => [k, n]));
      for (const row of rows) {
        expect(row).toMatchObject(figures(expected.filter((m) => m.keywords.includes(row.group as string))));
      }
    });

    it('gives the three most frequent topics of one sentiment', async () => {
      for (const sentiment of ['positive', 'negative'] as const) {
        const { body } = await get('top-keywords', 'analyst@social-a', { ...RANGE, sentiment, limit: 3 });
        const score = sentiment === 'positive' ? 1 : -1;
        const expected = all.filter(between(RANGE.dateFrom, RANGE.dateTo)).filter((m) => m.sentiment === score);
        const top = [...new Set(expected.flatMap((m) => m.keywords))]
          .map((k) => ({ k, n: expected.filter((m) => m.keywords.includes(k)).length }))
          .sort((a, b) => b.n - a.n || (a.k < b.k ? -1 : 1))
          .slice(0, 3);
        const rows = body as SocialRow[];
        expect(rows.map((r) => [r.group, r.count])).toEqual(top.map(({ k, n }) => [k, n]));
        expect(rows.every((r) => (sentiment === 'positive' ? r.negative : r.positive) === 0)).toBe(true);
      }
    });
  });

  describe('POST external-social/v3/analysis/overview/chart', () => {
    it('draws mentions per sentiment and day over 10 periods', async () => {
      const { status, body } = await chart('analyst@social-a', {
        periods: 10,
        status: 'external',
        channelInclude: [7],
      });
      expect(status).toBe(200);
      const result = body as OverviewChart;
      const days = Array.from({ length: 10 }, (_, i) => shift(TODAY, i - 9));
      expect(result).toMatchObject({ interval: 'day', metric: 'mentions', breakdown: 'sentiment', labels: days });
      expect(result.series.map((s) => [s.key, s.name])).toEqual([
        ['positive', 'Positivo'],
        ['neutral', 'Neutral'],
        ['negative', 'Negativo'],
      ]);
      for (const series of result.series) {
        const score = { positive: 1, neutral: 0, negative: -1 }[series.key]!;
        const ofSeries = all.filter((m) => m.sentiment === score);
        expect(series.data).toEqual(days.map((d) => ofSeries.filter((m) => dayOf(m) === d).length));
        expect(series.total).toBe(ofSeries.filter(between(days[0]!, TODAY)).length);
      }
    });

    it('draws likes per network and ISO week, and likes per mention', async () => {
      const { body } = await chart('analyst@social-a', {
        ...RANGE,
        interval: 'week',
        breakdown: 'network',
        metric: 'likes',
      });
      const result = body as OverviewChart;
      const expected = all.filter(between(RANGE.dateFrom, RANGE.dateTo));
      const weekOf = (m: SocialMentionRow): string => formatIsoWeek(isoWeek(parseWireDate(dayOf(m))));
      expect(result.labels).toEqual(['2026-W40', '2026-W41', '2026-W42', '2026-W43', '2026-W44']);
      expect(result.series.map((s) => s.key)).toEqual(
        NETWORK_ORDER.filter((n) => expected.some((m) => m.network === n)),
      );
      for (const series of result.series) {
        const mine = expected.filter((m) => m.network === series.key);
        expect(series.name).toBe(NETWORK_NAMES[series.key]);
        expect(series.data).toEqual(
          result.labels.map((w) => mine.filter((m) => weekOf(m) === w).reduce((s, m) => s + m.likes, 0)),
        );
      }
      const average = (
        await chart('analyst@social-a', { ...RANGE, interval: 'month', breakdown: 'total', metric: 'averageLikes' })
      ).body as OverviewChart;
      expect(average.labels).toEqual(['2026-10']);
      expect(average.series).toEqual([
        { key: 'total', name: 'Total', data: [figures(expected).averageLikes], total: figures(expected).averageLikes },
      ]);
    });
  });

  describe('scope and tenants', () => {
    it('keeps a user scoped to a zone to the mentions of its places', async () => {
      const north = all.filter(
        (m) =>
          between(RANGE.dateFrom, RANGE.dateTo)(m) && (NORTH.branches as readonly number[]).includes(m.geo_location_id),
      );
      const list = await get('mentions', 'zonal@social-a', RANGE);
      expect((list.body as MentionItem[]).map((m) => m.id).sort((a, b) => a - b)).toEqual(north.map((m) => m.id));
      const total = (await get('aggregation', 'zonal@social-a', RANGE)).body as SocialRow[];
      expect(total[0]).toMatchObject(figures(north));
      // Another zone's branch, asked by name, is outside the scope: nothing.
      const outside = await get('mentions', 'zonal@social-a', { ...RANGE, geoLocationInclude: 10206 });
      expect(outside.status).toBe(200);
      expect(outside.body).toEqual([]);
      const places = (await get('aggregation', 'zonal@social-a', { ...RANGE, groupBy: 'geoLocation' }))
        .body as SocialRow[];
      expect(places.every((r) => (NORTH.branches as readonly number[]).includes(r.groupId as number))).toBe(true);
    });

    it("shows another tenant's token none of these mentions", async () => {
      const { body, headers } = await get('mentions', 'admin@social-b', RANGE);
      const mine = other.filter(between(RANGE.dateFrom, RANGE.dateTo)).sort(newestFirst);
      const key = (m: { id: number; text: string; author: string }): string => `${m.id}|${m.author}|${m.text}`;
      expect((body as MentionItem[]).map(key)).toEqual(mine.map(key));
      expect(Number(headers.get('x-total-count'))).toBe(mine.length);
      const ofA = new Set(all.map(key));
      expect((body as MentionItem[]).some((m) => ofA.has(key(m)))).toBe(false);
    });

    it('answers empty results, not errors, for a tenant without social listening', async () => {
      // auto-b has rows in social_mentions, but not the feature.
      expect(fixture.mentions[PLAIN_TENANT]!.length).toBeGreaterThan(0);
      for (const path of ['mentions', 'aggregation', 'top-keywords']) {
        const { status, body, headers } = await get(path, `admin@${PLAIN_TENANT}`);
        expect(status, path).toBe(200);
        expect(body, path).toEqual([]);
        expect(headers.get('x-total-count'), path).toBe('0');
      }
      const empty = await chart(`admin@${PLAIN_TENANT}`, {});
      expect(empty.status).toBe(200);
      expect(empty.body).toEqual({
        from: null,
        to: null,
        interval: 'day',
        metric: 'mentions',
        breakdown: 'sentiment',
        labels: [],
        series: [],
      });
    });

    it('needs a token and the social-listening section', async () => {
      expect((await server.request('GET', '/api/voc/external-social/mentions')).status).toBe(401);
      const reader = await get('aggregation', 'reader@social-a');
      expect(reader.status).toBe(403);
      expect((reader.body as { message: string }).message).toBe('No tiene acceso a social listening.');
      expect((await chart('reader@social-a', {})).status).toBe(403);
      // Before the input is validated: a caller without the section learns nothing of it.
      expect((await chart('reader@social-a', { interval: 'hour', extra: true })).status).toBe(403);
      expect((await get('mentions', 'reader@social-a', { per_page: 0 })).status).toBe(403);
      expect(
        (await server.request('POST', '/api/voc/external-social/v3/analysis/overview/chart', { body: 1 })).status,
      ).toBe(401);
    });
  });

  describe('malformed requests', () => {
    const cases: [string, Query, string][] = [
      ['mentions', { per_page: 0 }, 'querystring.per_page'],
      ['mentions', { per_page: 10001 }, 'querystring.per_page'],
      ['mentions', { page: 0 }, 'querystring.page'],
      ['mentions', { per_page: 'mucho' }, 'querystring.per_page'],
      ['mentions', { dateFrom: '15-11-2026' }, 'querystring.dateFrom'],
      ['mentions', { dateFrom: '2026-02-30' }, 'querystring.dateFrom'],
      ['mentions', { dateFrom: '2026-11-10', dateTo: '2026-11-01' }, 'querystring.dateTo'],
      ['mentions', { dateFrom: '2026-12-01' }, 'querystring.dateFrom'],
      ['mentions', { customerServiceTimeFrom: '2026-11-01' }, 'querystring.customerServiceTimeFrom'],
      ['mentions', { sort: 'text,asc' }, 'querystring.sort'],
      ['mentions', { nope: 1 }, 'querystring'],
      ['aggregation', { groupBy: 'question' }, 'querystring.groupBy'],
      ['aggregation', { groupBy: ['channel', 'channel'] }, 'querystring.groupBy'],
      ['aggregation', { sort: 'text' }, 'querystring.sort'],
      ['aggregation', { geoLocationInclude: 99 }, 'querystring.geoLocationInclude'],
      ['aggregation', { channelInclude: 70 }, 'querystring.channelInclude'],
      ['top-keywords', { sentiment: 'feliz' }, 'querystring.sentiment'],
      ['top-keywords', { network: 'Facebook!' }, 'querystring.network'],
      ['mentions', { lastDays: 0 }, 'querystring.lastDays'],
    ];
    it.each(cases)('GET %s %j answers 400 naming %s', async (path, query, field) => {
      const { status, body } = await get(path, 'analyst@social-a', query);
      expect(status).toBe(400);
      expect((body as { message: string }).message.startsWith(field)).toBe(true);
      expect((body as { code: string }).code).toBe('error.validation');
    });

    it('refuses a malformed chart body naming the field', async () => {
      const bad = async (body: unknown, field: string): Promise<void> => {
        const answer = await chart('analyst@social-a', body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect((answer.body as { message: string }).message.startsWith(field), JSON.stringify(answer.body)).toBe(true);
      };
      await bad({ interval: 'hour' }, 'body.interval');
      await bad({ metric: 'shares' }, 'body.metric');
      await bad({ periods: 0 }, 'body.periods');
      await bad({ dateFrom: '2020-01-01', dateTo: '2026-11-15' }, 'body.interval');
      await bad({ extra: true }, 'body');
    });
  });

  describe('contract', () => {
    it('documents the four calls in OpenAPI with their request and response schemas', async () => {
      const { status, body } = await server.request('GET', '/docs/json');
      expect(status).toBe(200);
      type Operation = {
        operationId?: string;
        parameters?: { name: string; in: string }[];
        requestBody?: unknown;
        responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
      };
      const paths = (body as { paths: Record<string, Record<string, Operation>> }).paths;
      const operation = (path: string, method: string): Operation =>
        paths[`/api/voc/external-social/${path}`]![method]!;
      expect(
        [
          operation('mentions', 'get'),
          operation('aggregation', 'get'),
          operation('top-keywords', 'get'),
          operation('v3/analysis/overview/chart', 'post'),
        ].map((o) => o.operationId),
      ).toEqual(['social-mentions', 'social-aggregation', 'social-top-keywords', 'social-overview-chart']);
      const mentions = operation('mentions', 'get');
      expect(mentions.parameters!.map((p) => p.name)).toEqual(
        expect.arrayContaining(['per_page', 'page', 'dateFrom', 'dateTo', 'groupBy', 'network', 'sentiment', 'tag']),
      );
      const rowSchema = operation('aggregation', 'get').responses['200']!.content!['application/json']!.schema;
      expect(rowSchema['type']).toBe('array');
      expect((rowSchema['items'] as { required: string[] }).required).toEqual(
        expect.arrayContaining(['group', 'count', 'value']),
      );
      expect(operation('v3/analysis/overview/chart', 'post').requestBody).toBeDefined();
    });
  });

  describe('reports/indicators-social', () => {
    it('counts the same mentions as the mentions endpoint, per place, in rows the general indicators table reads', async () => {
      for (const who of ['analyst@social-a', 'zonal@social-a']) {
        const report = await server.request('POST', '/api/voc/reports/indicators-social', {
          token: tokens[who],
          body: { ...RANGE, status: 'external', channelInclude: [7] },
        });
        expect(report.status).toBe(200);
        const rows = report.body as {
          group: string;
          groupId: number;
          value: number | null;
          count: number;
          mentions: number;
          positiveSentiment: number | null;
          negativeSentiment: number | null;
          averageLikes: number | null;
        }[];
        const list = (await get('mentions', who, { ...RANGE, status: 'external', channelInclude: 7 }))
          .body as MentionItem[];
        expect(rows.reduce((s, r) => s + r.mentions, 0)).toBe(list.length);
        expect(rows.map((r) => r.groupId)).toEqual(
          [...new Set(list.map((m) => m.geoLocationId))].sort((a, b) => a - b),
        );
        for (const row of rows) {
          const mine = list.filter((m) => m.geoLocationId === row.groupId);
          const positive = mine.filter((m) => m.sentiment === 1).length;
          const negative = mine.filter((m) => m.sentiment === -1).length;
          expect(row).toEqual({
            // The indicator row of dashboard-catalogue §3.2, what general-indicators-table reads:
            // value (% positive), count (mentions), positive / neutral / negative counts.
            group: places.get(row.groupId),
            groupId: row.groupId,
            groupName: places.get(row.groupId),
            label: places.get(row.groupId),
            value: percent(positive, mine.length),
            count: mine.length,
            positive,
            neutral: mine.length - positive - negative,
            negative,
            mentions: mine.length,
            positiveSentiment: percent(positive, mine.length),
            negativeSentiment: percent(negative, mine.length),
            averageLikes: mine.reduce((s, m) => s + m.likes, 0) / mine.length,
          });
        }
      }
    });

    it('answers no rows for a tenant without social listening', async () => {
      const report = await server.request('POST', '/api/voc/reports/indicators-social', {
        token: tokens[`admin@${PLAIN_TENANT}`],
        body: RANGE,
      });
      expect(report.status).toBe(200);
      expect(report.body).toEqual([]);
    });
  });
});
