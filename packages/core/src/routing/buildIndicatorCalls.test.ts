import type { IndicatorRequest } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import type { FilterState, IndicatorCall, RoutingTenant } from './buildIndicatorCalls.js';
import { buildIndicatorCalls, callKey } from './buildIndicatorCalls.js';

const TENANT: RoutingTenant = {
  backends: { voc: 'https://voc.example.com/api/', lcm: '/api/lcm', case: '/api/case' },
  rootIds: { geo: 10001, logical: 15, criticalMoment: 0 },
  sentimentCommentsIndicator: 'COMMENTS',
};

const FILTERS: FilterState = {
  dateFrom: '2024-05-01',
  dateTo: '2024-06-30',
  criticalMoments: [2, 1],
  geographies: [20, 10],
  logicals: [],
  channels: [],
  responseValues: {},
};

function one(request: IndicatorRequest, filters: FilterState = FILTERS, tenant: RoutingTenant = TENANT): IndicatorCall {
  const [call] = buildIndicatorCalls([request], filters, tenant);
  if (call === undefined) throw new Error('no call built');
  return call;
}

describe('buildIndicatorCalls: route choice', () => {
  it('POSTs to voc indicators/{indicator}/values by default, parameters in a sorted JSON body', () => {
    const request: IndicatorRequest = { indicator: 'VENTA_NPS' };
    const call = one(request);
    expect(call).toEqual({
      routeId: 'indicator-values',
      backend: 'voc',
      baseUrl: 'https://voc.example.com/api/',
      method: 'POST',
      path: 'indicators/VENTA_NPS/values',
      url: 'https://voc.example.com/api/indicators/VENTA_NPS/values',
      query: {},
      body: {
        criticalMomentInclude: [1, 2],
        dateFrom: '2024-05-01',
        dateTo: '2024-06-30',
        geoLocationInclude: [10, 20],
      },
      request,
      key: 'VENTA_NPS',
    });
    expect(call.request).toBe(request);
    expect(Object.keys(call.body ?? {})).toEqual([...Object.keys(call.body ?? {})].sort());
  });

  it('reads the rows under request.key when given', () => {
    expect(one({ indicator: 'VENTA_NPS', key: 'current' }).key).toBe('current');
  });

  it('uses the historic GET on voc when periods are given, grouping sent as grouped', () => {
    const call = one({
      indicator: 'VENTA_NPS',
      groupBy: ['formattedMonth'],
      extras: { periods: 6, formula: 'nps' },
    });
    expect(call.routeId).toBe('indicator-values-historic');
    expect(call.method).toBe('GET');
    expect(call.body).toBeUndefined();
    expect(call.query).toEqual({
      criticalMomentInclude: ['1', '2'],
      dateFrom: '2024-05-01',
      dateTo: '2024-06-30',
      formula: 'nps',
      geoLocationInclude: ['10', '20'],
      grouped: ['formattedMonth'],
      periods: '6',
    });
    expect(call.url).toBe(
      'https://voc.example.com/api/indicators/VENTA_NPS/values?criticalMomentInclude=1&criticalMomentInclude=2' +
        '&dateFrom=2024-05-01&dateTo=2024-06-30&formula=nps&geoLocationInclude=10&geoLocationInclude=20' +
        '&grouped=formattedMonth&periods=6',
    );
  });

  it('uses GET on lcm when useLcmApi is set, even with periods, and never sends the flag', () => {
    const call = one({ indicator: 'SURVEY_COUNT', extras: { useLcmApi: true, periods: 3 } });
    expect(call).toMatchObject({ routeId: 'indicator-values-lcm', backend: 'lcm', baseUrl: '/api/lcm', method: 'GET' });
    expect(call.url.startsWith('/api/lcm/indicators/SURVEY_COUNT/values?')).toBe(true);
    expect(call.query['periods']).toBe('3');
    expect(call.query['useLcmApi']).toBeUndefined();
  });

  it.each([
    ['survey-responses/values', 'survey-response-values', 'POST', 'voc'],
    ['dashboard/resume', 'dashboard-resume', 'GET', 'lcm'],
    ['dashboard/status', 'dashboard-status', 'GET', 'lcm'],
    ['reports/indicators-dashboard', 'report-indicators-dashboard', 'POST', 'voc'],
    ['reports/indicators-social', 'report-indicators-social', 'POST', 'voc'],
    ['external-social/mentions', 'social-mentions', 'GET', 'voc'],
    ['indicators/sentiment_tags/values', 'sentiment-tags', 'POST', 'voc'],
    ['indicators/alert-counters/values', 'alert-counters', 'POST', 'voc'],
    ['indicators/survey-response-counters/values', 'survey-response-counters', 'POST', 'voc'],
  ])('routes url %s to %s', (url, routeId, method, backend) => {
    const call = one({ indicator: 'ANY', url });
    expect(call).toMatchObject({ routeId, method, backend, path: url });
    if (method === 'POST') expect(call.body).toMatchObject({ dateFrom: '2024-05-01' });
    else expect(call.query).toMatchObject({ dateFrom: '2024-05-01' });
  });

  it('sends the workflow name of dashboard/status in the query', () => {
    const call = one({ indicator: 'STATUS', url: 'dashboard/status', extras: { workflowName: 'postventa' } });
    expect(call.url).toContain('/api/lcm/dashboard/status?');
    expect(call.query['workflowName']).toBe('postventa');
  });

  it('applies route defaults unless the request gives its own value', () => {
    expect(one({ indicator: 'M', url: 'external-social/mentions' }).query['per_page']).toBe('10000');
    expect(one({ indicator: 'T', url: 'indicators/sentiment_tags/values' }).body).toMatchObject({
      limit: 3,
      resultType: 'bottom',
    });
    expect(
      one({ indicator: 'T', url: 'indicators/sentiment_tags/values', limit: 5, extras: { resultType: 'top' } }).body,
    ).toMatchObject({ limit: 5, resultType: 'top' });
  });

  it('keeps a concrete url as the path', () => {
    const call = one({ indicator: 'X', url: 'dashboard/critical-moment/11251' });
    expect(call).toMatchObject({
      routeId: 'dashboard-critical-moment',
      method: 'GET',
      path: 'dashboard/critical-moment/11251',
    });
  });

  it('sends the request limit as size on a paged route', () => {
    const call = one({ indicator: 'X', url: 'survey-responses', limit: 100 });
    expect(call.routeId).toBe('survey-responses-list');
    expect(call.query['size']).toBe('100');
    expect(call.query['limit']).toBeUndefined();
  });

  it('throws on a url no read route has, naming it', () => {
    expect(() => one({ indicator: 'X', url: 'indicators/nothing' })).toThrow(/'indicators\/nothing'/);
    expect(() => one({ indicator: 'X', url: 'account/change-password' })).toThrow(/account\/change-password/);
  });

  it('throws when a url leaves a placeholder other than the indicator unfilled', () => {
    expect(() => one({ indicator: 'X', url: 'dashboard/critical-moment/{id}' })).toThrow(/\{id\}/);
  });

  it('treats a url naming the indicator values call as no url', () => {
    expect(one({ indicator: 'A', url: 'indicators/{indicator}/values', extras: { useLcmApi: true } }).routeId).toBe(
      'indicator-values-lcm',
    );
    expect(one({ indicator: 'A', url: 'indicators/A/values', extras: { periods: 6 } }).routeId).toBe(
      'indicator-values-historic',
    );
    expect(one({ indicator: 'COMMENTS', url: 'indicators/{indicator}/values' }).routeId).toBe('sentiment-comments');
    expect(() => one({ indicator: 'A', url: 'indicators/B/values' })).toThrow(/another indicator/);
  });

  it("routes the tenant's sentiment comments indicator to sentiment-comments with limit 100 and the tag", () => {
    const call = one({ indicator: 'COMMENTS', extras: { periods: 6 } }, { ...FILTERS, tag: 'precio' });
    expect(call).toMatchObject({ routeId: 'sentiment-comments', method: 'POST', path: 'indicators/COMMENTS/values' });
    expect(call.body).toMatchObject({ limit: 100, tag: 'precio' });
    expect(one({ indicator: 'COMMENTS', limit: 20 }).body).toMatchObject({ limit: 20 });
    expect(one({ indicator: 'COMMENTS' }).body?.['tag']).toBeUndefined();
  });

  it('sends the tag on sentiment comments only, and COMMENTS is an ordinary indicator elsewhere', () => {
    expect(one({ indicator: 'VENTA_NPS' }, { ...FILTERS, tag: 'precio' }).body?.['tag']).toBeUndefined();
    const { sentimentCommentsIndicator: _unused, ...withoutComments } = TENANT;
    const call = one({ indicator: 'COMMENTS' }, FILTERS, withoutComments);
    expect(call.routeId).toBe('indicator-values');
    expect(call.body?.['limit']).toBeUndefined();
  });

  it('builds one call per request, in order', () => {
    const calls = buildIndicatorCalls(
      [{ indicator: 'A' }, { indicator: 'B', extras: { periods: 6 } }, { indicator: 'A' }],
      FILTERS,
      TENANT,
    );
    expect(calls.map((c) => `${c.routeId}:${c.path}`)).toEqual([
      'indicator-values:indicators/A/values',
      'indicator-values-historic:indicators/B/values',
      'indicator-values:indicators/A/values',
    ]);
    expect(buildIndicatorCalls([], FILTERS, TENANT)).toEqual([]);
  });
});

describe('buildIndicatorCalls: parameters', () => {
  it("names the dates after the tenant's dateParams", () => {
    const tenant: RoutingTenant = {
      ...TENANT,
      formatting: { dateParams: { from: 'customerServiceTimeFrom', to: 'customerServiceTimeTo' } },
    };
    const post = one({ indicator: 'A' }, FILTERS, tenant);
    expect(post.body).toMatchObject({ customerServiceTimeFrom: '2024-05-01', customerServiceTimeTo: '2024-06-30' });
    expect(post.body?.['dateFrom']).toBeUndefined();
    const get = one({ indicator: 'A', extras: { periods: 6 } }, FILTERS, tenant);
    expect(get.url).toContain('customerServiceTimeFrom=2024-05-01&customerServiceTimeTo=2024-06-30');
  });

  it('lets extras replace the dates and drops empty dates', () => {
    expect(one({ indicator: 'A', extras: { dateFrom: '2018-01-01', dateTo: '2120-12-31' } }).body).toMatchObject({
      dateFrom: '2018-01-01',
      dateTo: '2120-12-31',
    });
    const body = one({ indicator: 'A' }, { ...FILTERS, dateFrom: '', dateTo: '' }).body ?? {};
    expect('dateFrom' in body || 'dateTo' in body).toBe(false);
  });

  it('reads extras.lastDays as the window of the last N days ending on the last day', () => {
    const mentions = one({
      indicator: 'M',
      url: 'external-social/mentions',
      groupBy: ['date'],
      extras: { lastDays: 60 },
    });
    // 60 days ending 2024-06-30 start on 2024-05-02 (the filter's 2024-05-01 is replaced).
    expect(mentions.query).toMatchObject({ dateFrom: '2024-05-02', dateTo: '2024-06-30' });
    expect(mentions.query['lastDays']).toBeUndefined();
    const pinned = one({ indicator: 'A', extras: { lastDays: 1, dateTo: '2024-03-01' } }).body;
    expect(pinned).toMatchObject({ dateFrom: '2024-03-01', dateTo: '2024-03-01' });
    expect(pinned?.['lastDays']).toBeUndefined();
    const open = one({ indicator: 'A', extras: { lastDays: 30 } }, { ...FILTERS, dateFrom: '', dateTo: '' }).body ?? {};
    expect('dateFrom' in open || 'dateTo' in open).toBe(false);
  });

  it("widens a trend to the tenant's coverage months (platform-core §9)", () => {
    const tenant: RoutingTenant = { ...TENANT, defaults: { coverageMonths: 3 } };
    const lastMonth: FilterState = { ...FILTERS, dateFrom: '2024-06-01', dateTo: '2024-06-20' };
    const trend: IndicatorRequest = { indicator: 'NPS', groupBy: ['formattedMonth'], dataType: 'list' };
    // Three calendar months ending with June: from April 1st, over the filter's June 1st.
    expect(one(trend, lastMonth, tenant).body).toMatchObject({ dateFrom: '2024-04-01', dateTo: '2024-06-20' });
    expect(one(trend, lastMonth, { ...TENANT, defaults: { coverageMonths: 2 } }).body).toMatchObject({
      dateFrom: '2024-05-01',
    });
    // Weekly and daily trends too; a range longer than the coverage keeps its start.
    expect(one({ ...trend, groupBy: ['geoLocation', 'formattedWeek'] }, lastMonth, tenant).body).toMatchObject({
      dateFrom: '2024-04-01',
    });
    expect(one(trend, { ...FILTERS, dateFrom: '2024-01-15' }, tenant).body).toMatchObject({ dateFrom: '2024-01-15' });
    // Not a trend, a trend naming its periods or its own dates, or a tenant without coverage: the filter's start.
    expect(one({ indicator: 'NPS', groupBy: ['geoLocation'] }, lastMonth, tenant).body).toMatchObject({
      dateFrom: '2024-06-01',
    });
    expect(one({ ...trend, extras: { periods: 6 } }, lastMonth, tenant).url).toContain('dateFrom=2024-06-01');
    expect(one({ ...trend, extras: { dateFrom: '2024-06-10' } }, lastMonth, tenant).body).toMatchObject({
      dateFrom: '2024-06-10',
    });
    expect(one(trend, lastMonth).body).toMatchObject({ dateFrom: '2024-06-01' });
  });

  it('sends extras.sentiment as is (top positive / negative keywords)', () => {
    const call = one({
      indicator: 'K',
      url: 'external-social/top-keywords',
      limit: 3,
      extras: { sentiment: 'negative' },
    });
    expect(call.query).toMatchObject({ sentiment: 'negative', limit: '3' });
  });

  it('sends the overview chart interval, metric and breakdown in its POST body', () => {
    const call = one({
      indicator: 'S',
      url: 'external-social/v3/analysis/overview/chart',
      dataType: 'list',
      extras: { channelInclude: [7], periods: 6, interval: 'week', metric: 'mentions', breakdown: 'sentiment' },
    });
    expect(call.method).toBe('POST');
    expect(call.url).toContain('external-social/v3/analysis/overview/chart');
    expect(call.body).toMatchObject({ interval: 'week', metric: 'mentions', breakdown: 'sentiment', periods: 6 });
  });

  it('lets extras replace the selected moments, geographies, logicals and channels', () => {
    const filters: FilterState = { ...FILTERS, logicals: [3], channels: [1, 2] };
    expect(
      one(
        {
          indicator: 'A',
          extras: {
            criticalMomentInclude: [11251],
            geographicDistributions: [7],
            logicalDistributions: [9],
            channelInclude: [7],
          },
        },
        filters,
      ).body,
    ).toMatchObject({
      criticalMomentInclude: [11251],
      geoLocationInclude: [7],
      logicalLocationInclude: [9],
      channelInclude: [7],
    });
    expect(one({ indicator: 'A', extras: { criticalMomentId: 9951 } }, filters).body).toMatchObject({
      criticalMomentInclude: [9951],
    });
    expect(one({ indicator: 'A' }, filters).body).toMatchObject({
      logicalLocationInclude: [3],
      channelInclude: [1, 2],
    });
  });

  it('merges extras responseValues over the selected ones per question', () => {
    const filters: FilterState = { ...FILTERS, responseValues: { '5': ['b', 'a', 'b'], '6': ['x'], '7': [] } };
    const call = one({ indicator: 'A', extras: { responseValues: { '6': ['y'], '8': ['z'] } } }, filters);
    expect(call.body?.['responseValues']).toEqual({ '5': ['a', 'b'], '6': ['y'], '8': ['z'] });
    const cleared = one({ indicator: 'A', extras: { responseValues: { '5': [], '6': [] } } }, filters);
    expect(cleared.body?.['responseValues']).toBeUndefined();
  });

  it('sends responseValues as JSON text in a query', () => {
    const call = one({ indicator: 'A', extras: { periods: 2 } }, { ...FILTERS, responseValues: { '12': ['4'] } });
    expect(call.query['responseValues']).toBe('{"12":["4"]}');
    expect(call.url).toContain('responseValues=%7B%2212%22%3A%5B%224%22%5D%7D');
  });

  it('sends nothing for empty selections and for selections holding the root', () => {
    const empty: FilterState = { ...FILTERS, criticalMoments: [], geographies: [], clusters: [], alertStatuses: [] };
    expect(one({ indicator: 'A' }, empty).body).toEqual({ dateFrom: '2024-05-01', dateTo: '2024-06-30' });
    const roots: FilterState = { ...FILTERS, criticalMoments: [0, 1], geographies: [10001], logicals: [15] };
    expect(one({ indicator: 'A' }, roots).body).toEqual({ dateFrom: '2024-05-01', dateTo: '2024-06-30' });
    // Channels have no tree: channel 0 is an ordinary channel.
    expect(one({ indicator: 'A' }, { ...empty, channels: [0] }).body).toMatchObject({ channelInclude: [0] });
  });

  it('sends clusters and alert statuses and types, extras replacing the latter', () => {
    const filters: FilterState = {
      ...FILTERS,
      clusters: [4, 2],
      alertStatuses: ['IN_PROCESS', 'CLOSED'],
      alertTypes: ['WOW'],
    };
    expect(one({ indicator: 'A' }, filters).body).toMatchObject({
      clusterInclude: [2, 4],
      alertStatusInclude: ['CLOSED', 'IN_PROCESS'],
      alertTypeInclude: ['WOW'],
    });
    expect(
      one({ indicator: 'A', extras: { alertStatusInclude: ['NOT_HANDLED'], alertTypeInclude: ['INCIDENT'] } }, filters)
        .body,
    ).toMatchObject({ alertStatusInclude: ['NOT_HANDLED'], alertTypeInclude: ['INCIDENT'] });
  });

  it('switches groupByTopLocation off when featureExclude holds it', () => {
    const filters: FilterState = { ...FILTERS, groupByTopLocation: true };
    expect(one({ indicator: 'A' }, filters).body?.['groupByTopLocation']).toBe(true);
    const off = one({ indicator: 'A', extras: { featureExclude: ['groupByTopLocation'] } }, filters).body;
    expect(off).toMatchObject({ groupByTopLocation: false, featureExclude: ['groupByTopLocation'] });
    expect(
      one({ indicator: 'A', extras: { featureExclude: ['groupByTopLocation'] } }).body?.['groupByTopLocation'],
    ).toBe(false);
    expect(one({ indicator: 'A' }).body?.['groupByTopLocation']).toBeUndefined();
    expect(one({ indicator: 'A', extras: { periods: 1 } }, filters).query['groupByTopLocation']).toBe('true');
  });

  it('passes the other extras and request fields through under their own names', () => {
    const call = one({
      indicator: 'A',
      groupBy: ['geoLocation', 'formattedMonth'],
      keyExtract: ['value', 'group'],
      limit: 50,
      sort: { field: 'value', order: 'asc' },
      extras: {
        criticalMomentExclude: [5, 3, 5],
        formula: 'nps',
        groupByLevel: 2,
        groupNameFormat: 'description',
        resultType: 'top',
        topSize: 3,
        bottomSize: 3,
        trunc: 'HALF_DOWN',
        aggregation: 'rankingPosition',
        rankingPositionScope: 100,
        featureInclude: ['zoomOut'],
        workflowName: 'venta',
        status: 'external',
        omoikane: true,
      },
    });
    expect(call.body).toEqual({
      aggregation: 'rankingPosition',
      bottomSize: 3,
      criticalMomentExclude: [3, 5],
      criticalMomentInclude: [1, 2],
      dateFrom: '2024-05-01',
      dateTo: '2024-06-30',
      featureInclude: ['zoomOut'],
      formula: 'nps',
      geoLocationInclude: [10, 20],
      groupBy: ['geoLocation', 'formattedMonth'],
      groupByLevel: 2,
      groupNameFormat: 'description',
      keyExtract: ['value', 'group'],
      limit: 50,
      rankingPositionScope: 100,
      resultType: 'top',
      sort: 'value,asc',
      status: 'external',
      topSize: 3,
      trunc: 'HALF_DOWN',
      workflowName: 'venta',
    });
  });

  it('copies the lists of the request, so editing a call leaves the request alone', () => {
    const request: IndicatorRequest = { indicator: 'A', groupBy: ['tag'], keyExtract: ['group'] };
    const body = one(request).body ?? {};
    (body['groupBy'] as string[]).push('channel');
    (body['keyExtract'] as string[]).push('value');
    expect(request).toEqual({ indicator: 'A', groupBy: ['tag'], keyExtract: ['group'] });
  });

  it('sorts descending when the request sort gives no order', () => {
    expect(one({ indicator: 'A', sort: { field: 'count' } }).body?.['sort']).toBe('count,desc');
  });

  it('joins same-host bases without doubling slashes', () => {
    const tenant: RoutingTenant = { ...TENANT, backends: { voc: '/', lcm: '/api/lcm/', case: '/api/case' } };
    expect(one({ indicator: 'A' }, FILTERS, tenant).url).toBe('/indicators/A/values');
    expect(
      one(
        { indicator: 'A', extras: { useLcmApi: true } },
        { ...FILTERS, criticalMoments: [], geographies: [], dateFrom: '', dateTo: '' },
        tenant,
      ).url,
    ).toBe('/api/lcm/indicators/A/values');
  });
});

describe('callKey', () => {
  it('is the same whatever the key order of the request, extras, filters and tenant', () => {
    const a = one(
      { indicator: 'A', limit: 5, extras: { formula: 'nps', criticalMomentInclude: [1, 2] } },
      { ...FILTERS, responseValues: { '5': ['a'], '12': ['b'] }, clusters: [1] },
    );
    const b = one(
      { extras: { criticalMomentInclude: [2, 1], formula: 'nps' }, limit: 5, indicator: 'A' },
      {
        clusters: [1],
        responseValues: { '12': ['b'], '5': ['a'] },
        channels: [],
        logicals: [],
        geographies: [20, 10],
        criticalMoments: [1, 2],
        dateTo: '2024-06-30',
        dateFrom: '2024-05-01',
      },
      { sentimentCommentsIndicator: 'COMMENTS', rootIds: TENANT.rootIds, backends: TENANT.backends },
    );
    expect(callKey(a)).toBe(callKey(b));
    expect(callKey(a)).toMatch(/^POST https:\/\/voc\.example\.com\/api\/indicators\/A\/values \{/);
  });

  it('sorts body keys itself, so hand-built calls compare equal too', () => {
    const base = { method: 'POST' as const, url: '/x' };
    expect(callKey({ ...base, body: { b: 1, a: { d: 2, c: 1 } } })).toBe(
      callKey({ ...base, body: { a: { c: 1, d: 2 }, b: 1 } }),
    );
  });

  it('tells different calls apart and leaves the body out of GET keys', () => {
    expect(callKey(one({ indicator: 'A' }))).not.toBe(callKey(one({ indicator: 'A' }, { ...FILTERS, channels: [7] })));
    expect(callKey(one({ indicator: 'A', key: 'x' }))).toBe(callKey(one({ indicator: 'A', key: 'y' })));
    const get = one({ indicator: 'A', extras: { periods: 6 } });
    expect(callKey(get)).toBe(`GET ${get.url}`);
  });
});
