import type { IndicatorExtras, IndicatorRequest, Tenant } from '@voz/schema';
import { addDays, addMonths, formatWireDate, parseWireDate } from '../dates/calendar-date.js';
import { joinUrl, stableStringify } from './call-url.js';
import type { Backend, HttpMethod, RouteDef } from './routes.js';
import { INDICATOR_VALUES_PATH, findRoute, matchTemplate, routeForUrl } from './routes.js';

/** What the user selected in the filter bar, as the calls need it. */
export interface FilterState {
  /** First day of the range, YYYY-MM-DD. */
  dateFrom: string;
  /** Last day of the range, YYYY-MM-DD. */
  dateTo: string;
  /** Selected critical moments (empty: the root). */
  criticalMoments: readonly number[];
  /** Selected geographies (empty: the root). */
  geographies: readonly number[];
  /** Selected logical locations (empty: the root). */
  logicals: readonly number[];
  /** Selected channels (empty: all). */
  channels: readonly number[];
  /** Chosen answers: question id -> accepted options. */
  responseValues: Readonly<Record<string, readonly string[]>>;
  /** Selected clusters (empty or absent: all). */
  clusters?: readonly number[];
  /** Alert statuses to count (empty or absent: all). */
  alertStatuses?: readonly string[];
  /** Alert types to count (empty or absent: all). */
  alertTypes?: readonly string[];
  /** Roll geography rows up to the top location. */
  groupByTopLocation?: boolean;
  /** Tag chosen in a word cloud; only the sentiment-comments call reads it. */
  tag?: string;
}

/** The parts of a tenant the routing reads. */
export type RoutingTenant = Pick<Tenant, 'backends' | 'formatting' | 'sentimentCommentsIndicator' | 'rootIds'> &
  Partial<Pick<Tenant, 'defaults'>>;

/** A concrete call, ready for a data source to send. */
export interface IndicatorCall {
  /** Id of the route of the table (see docs/routing.md). */
  routeId: string;
  /** Backend the call goes to. */
  backend: Backend;
  /** The tenant's base address of that backend. */
  baseUrl: string;
  /** HTTP method. */
  method: HttpMethod;
  /** Concrete path relative to the base, placeholders filled. */
  path: string;
  /** baseUrl joined with path and the encoded query (keys sorted). */
  url: string;
  /** Query parameters (GET calls): arrays as repeated keys, responseValues as JSON text. */
  query: Record<string, string | string[]>;
  /** JSON body (POST calls), keys sorted. */
  body?: Record<string, unknown>;
  /** The request the call was built from. */
  request: IndicatorRequest;
  /** Name the widget reads the rows under: request.key, else the indicator code. */
  key: string;
}

/** A parameter value before it is put in a query string or a JSON body. */
type ParamValue = string | number | boolean | readonly string[] | readonly number[] | Record<string, string[]>;

// How each extra reaches the call. `satisfies` makes a new field of the schema a compile error here
// until someone decides how it is sent.
//   filter: replaces or merges with a filter dimension; pass: sent as is under its own name;
//   set: sent under its own name, sorted and without duplicates; route: chooses the route only;
//   client: read by the widget, never sent.
const EXTRAS_HANDLING = {
  criticalMomentId: 'filter',
  criticalMomentInclude: 'filter',
  criticalMomentExclude: 'set',
  geographicDistributions: 'filter',
  logicalDistributions: 'filter',
  channelInclude: 'filter',
  responseValues: 'filter',
  periods: 'pass',
  formula: 'pass',
  groupByLevel: 'pass',
  groupNameFormat: 'pass',
  resultType: 'pass',
  topSize: 'pass',
  bottomSize: 'pass',
  trunc: 'pass',
  aggregation: 'pass',
  rankingPositionScope: 'pass',
  featureInclude: 'set',
  featureExclude: 'set',
  useLcmApi: 'route',
  workflowName: 'pass',
  omoikane: 'client',
  status: 'pass',
  alertStatusInclude: 'filter',
  alertTypeInclude: 'filter',
  dateFrom: 'filter',
  dateTo: 'filter',
  lastDays: 'filter',
  sentiment: 'pass',
  interval: 'pass',
  metric: 'pass',
  breakdown: 'pass',
  contextField: 'pass',
  contextValues: 'pass',
} as const satisfies Record<keyof IndicatorExtras, 'filter' | 'pass' | 'set' | 'route' | 'client'>;

/** Routes that share the indicator values template and are chosen by the request's flags. */
const INDICATOR_FAMILY: ReadonlySet<string> = new Set([
  'indicator-values',
  'indicator-values-historic',
  'indicator-values-lcm',
  'sentiment-comments',
]);

function route(id: string): RouteDef {
  const r = findRoute(id);
  if (r === undefined) throw new Error(`Routing table has no route '${id}'`);
  return r;
}

function nameOf(request: IndicatorRequest): string {
  return `indicator request '${request.key ?? request.indicator}'`;
}

/** The route of a request and the path its placeholders are read from (the url, when it names one). */
function chooseRoute(request: IndicatorRequest, tenant: RoutingTenant): { def: RouteDef; source: string } {
  const url = request.url;
  if (url !== undefined) {
    const named = routeForUrl(url);
    if (named === undefined) {
      throw new Error(`Unknown url '${url}' in ${nameOf(request)}: no read route of the routing table has this path`);
    }
    if (!INDICATOR_FAMILY.has(named.id)) return { def: named, source: url };
    // A url naming the indicator values call is the same as no url; the indicator comes from the request.
    const urlIndicator = matchTemplate(INDICATOR_VALUES_PATH, url)?.['indicator'] ?? '';
    if (!urlIndicator.startsWith('{') && urlIndicator !== request.indicator) {
      throw new Error(`Url '${url}' of ${nameOf(request)} names another indicator than '${request.indicator}'`);
    }
  }
  const extras = request.extras ?? {};
  const id =
    tenant.sentimentCommentsIndicator !== undefined && request.indicator === tenant.sentimentCommentsIndicator
      ? 'sentiment-comments'
      : extras.useLcmApi === true
        ? 'indicator-values-lcm'
        : extras.periods !== undefined
          ? 'indicator-values-historic'
          : 'indicator-values';
  const def = route(id);
  return { def, source: def.path };
}

/** Concrete path: placeholders taken from `source`, those still unfilled from the request and tenant. */
function fillPath(def: RouteDef, source: string, request: IndicatorRequest, tenant: RoutingTenant): string {
  const matched = matchTemplate(def.path, source) ?? {};
  return def.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith('{')) return segment;
      const name = segment.slice(1, -1);
      const given = matched[name];
      if (given !== undefined && given !== segment) return given;
      if (name === 'indicator') return encodeURIComponent(request.indicator);
      if (name === 'sentimentCommentsIndicator') {
        return encodeURIComponent(tenant.sentimentCommentsIndicator ?? request.indicator);
      }
      throw new Error(`Url '${source}' of ${nameOf(request)} leaves {${name}} unfilled: give it in the url`);
    })
    .join('/');
}

/** Sorted without duplicates; undefined when empty, so an empty selection sends nothing. */
function idSet(ids: readonly number[] | undefined): number[] | undefined {
  if (ids === undefined || ids.length === 0) return undefined;
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** As idSet, and undefined when the selection holds the tree's root: root with descendants is everything. */
function treeSelection(ids: readonly number[] | undefined, root: number): number[] | undefined {
  const set = idSet(ids);
  return set?.includes(root) === true ? undefined : set;
}

function stringSet(values: readonly string[] | undefined): string[] | undefined {
  if (values === undefined || values.length === 0) return undefined;
  return [...new Set(values)].sort();
}

/** Filter answers with the request's merged over them per question; questions without options dropped. */
function mergeResponseValues(
  selected: Readonly<Record<string, readonly string[]>>,
  pinned: IndicatorExtras['responseValues'],
): Record<string, string[]> | undefined {
  const merged: Record<string, string[]> = {};
  for (const source of [selected, pinned ?? {}]) {
    for (const [question, options] of Object.entries(source)) {
      if (options === undefined) continue;
      const set = stringSet(options);
      if (set === undefined) delete merged[question];
      else merged[question] = set;
    }
  }
  return Object.keys(merged).length === 0 ? undefined : merged;
}

/** First day of a window of the last `days` days ending on `lastDay` (extras.lastDays); undefined without both. */
function windowStart(lastDay: string | undefined, days: number | undefined): string | undefined {
  if (lastDay === undefined || days === undefined) return undefined;
  return formatWireDate(addDays(parseWireDate(lastDay), 1 - days));
}

/** Groupings by a period: a request grouped by one of them is a trend. */
const TIME_GROUPINGS: ReadonlySet<string> = new Set(['formattedMonth', 'formattedWeek', 'date', 'week']);

/**
 * First day of a trend's coverage (tenant `defaults.coverageMonths`, platform-core §9: 2 or 3): the
 * first day of the month `months − 1` months before the last day's month, so a trend covers at least
 * that many calendar months whatever the filter's range. Undefined without a last day or months.
 */
function coverageStart(lastDay: string | undefined, months: number | undefined): string | undefined {
  if (lastDay === undefined || months === undefined) return undefined;
  return formatWireDate(addMonths({ ...parseWireDate(lastDay), day: 1 }, 1 - months));
}

/** The earlier of two wire dates (an undefined one loses). */
function earlier(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return a < b ? a : b;
}

/** Every parameter of the call, by name, before it is encoded for the query or the body. */
function callParams(
  def: RouteDef,
  request: IndicatorRequest,
  filters: FilterState,
  tenant: RoutingTenant,
): Map<string, ParamValue> {
  const extras: IndicatorExtras = request.extras ?? {};
  const params = new Map<string, ParamValue>();
  const put = (name: string, value: ParamValue | undefined): void => {
    if (value !== undefined) params.set(name, value);
  };

  for (const [name, value] of Object.entries(def.defaults ?? {})) put(name, value);

  const dateParams = tenant.formatting?.dateParams ?? { from: 'dateFrom', to: 'dateTo' };
  const lastDay = (extras.dateTo ?? filters.dateTo) || undefined;
  // A trend that names neither its periods nor its own dates covers the tenant's coverage months at least.
  const trend =
    request.groupBy?.some((g) => TIME_GROUPINGS.has(g)) === true &&
    extras.periods === undefined &&
    extras.lastDays === undefined &&
    extras.dateFrom === undefined;
  const filterFrom = (extras.dateFrom ?? filters.dateFrom) || undefined;
  put(
    dateParams.from,
    windowStart(lastDay, extras.lastDays) ??
      (trend ? earlier(filterFrom, coverageStart(lastDay, tenant.defaults?.coverageMonths)) : filterFrom),
  );
  put(dateParams.to, lastDay);

  const moments =
    extras.criticalMomentInclude ??
    (extras.criticalMomentId !== undefined ? [extras.criticalMomentId] : filters.criticalMoments);
  put('criticalMomentInclude', treeSelection(moments, tenant.rootIds.criticalMoment));
  put('geoLocationInclude', treeSelection(extras.geographicDistributions ?? filters.geographies, tenant.rootIds.geo));
  put('logicalLocationInclude', treeSelection(extras.logicalDistributions ?? filters.logicals, tenant.rootIds.logical));
  put('channelInclude', idSet(extras.channelInclude ?? filters.channels));
  put('clusterInclude', idSet(filters.clusters));
  put('responseValues', mergeResponseValues(filters.responseValues, extras.responseValues));
  put('alertStatusInclude', stringSet(extras.alertStatusInclude ?? filters.alertStatuses));
  put('alertTypeInclude', stringSet(extras.alertTypeInclude ?? filters.alertTypes));

  const topLocation =
    extras.featureExclude?.includes('groupByTopLocation') === true ? false : filters.groupByTopLocation;
  put('groupByTopLocation', topLocation);

  for (const [name, handling] of Object.entries(EXTRAS_HANDLING)) {
    const value = extras[name as keyof IndicatorExtras];
    if (value === undefined) continue;
    if (handling === 'pass') put(name, value);
    else if (handling === 'set') {
      put(name, typeof (value as unknown[])[0] === 'number' ? idSet(value as number[]) : stringSet(value as string[]));
    }
  }

  // The historic endpoint reads its grouping as `grouped` (platform-core.md §7).
  if (request.groupBy !== undefined)
    put(def.id === 'indicator-values-historic' ? 'grouped' : 'groupBy', [...request.groupBy]);
  // Paged endpoints read the page length as `size` (JHipster style); the first page is the default.
  put(def.paged === true ? 'size' : 'limit', request.limit);
  if (request.sort !== undefined) put('sort', `${request.sort.field},${request.sort.order ?? 'desc'}`);
  // Copies, so a data source that edits a call's body cannot change the widget's request.
  if (request.keyExtract !== undefined) put('keyExtract', [...request.keyExtract]);
  if (def.id === 'sentiment-comments') put('tag', filters.tag || undefined);

  return params;
}

function toQuery(params: Map<string, ParamValue>): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of [...params.keys()].sort()) {
    const value = params.get(name) as ParamValue;
    if (Array.isArray(value)) query[name] = value.map(String);
    else if (typeof value === 'object') query[name] = stableStringify(value);
    else query[name] = String(value);
  }
  return query;
}

function toBody(params: Map<string, ParamValue>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of [...params.keys()].sort()) body[name] = params.get(name);
  return body;
}

/** One call for one request: route, concrete path, parameters (POST in the body, GET in the query). */
function buildCall(request: IndicatorRequest, filters: FilterState, tenant: RoutingTenant): IndicatorCall {
  const { def, source } = chooseRoute(request, tenant);
  const path = fillPath(def, source, request, tenant);
  const params = callParams(def, request, filters, tenant);
  const baseUrl = tenant.backends[def.backend];
  const sendsBody = def.method === 'POST';
  const query = sendsBody ? {} : toQuery(params);
  const call: IndicatorCall = {
    routeId: def.id,
    backend: def.backend,
    baseUrl,
    method: def.method,
    path,
    url: joinUrl(baseUrl, path, query),
    query,
    request,
    key: request.key ?? request.indicator,
  };
  if (sendsBody) call.body = toBody(params);
  return call;
}

/**
 * The concrete calls of a widget's indicator requests under the filter state, one per request in the
 * same order. Throws when a request's url names no read route of the table. Rules: docs/routing.md.
 */
export function buildIndicatorCalls(
  requests: readonly IndicatorRequest[],
  filters: FilterState,
  tenant: RoutingTenant,
): IndicatorCall[] {
  return requests.map((request) => buildCall(request, filters, tenant));
}

/** Identity of a call for deduplication and caching: method, url and the body with its keys sorted. */
export function callKey(call: Pick<IndicatorCall, 'method' | 'url' | 'body'>): string {
  const head = `${call.method} ${call.url}`;
  return call.body === undefined ? head : `${head} ${stableStringify(call.body)}`;
}
