import { SOCIAL_MENTIONS_WINDOW_DAYS, addDays, formatWireDate, parseWireDate } from '@voz/core';
import type { FromSchema } from 'json-schema-to-ts';
import { badRequest } from '../http/errors.js';
import type { Principal } from '../http/principal.js';
import { dateParamNames, effectiveFilter, readDateRange, type IdFilter } from '../http/list-filters.js';
import { catalogOf } from '../indicators/catalog.js';
import type { DimensionContext } from '../indicators/dimensions.js';
import { periodSpec, type PeriodSpec } from '../indicators/extras.js';
import type { ResolvedFilter } from '../indicators/filter.js';
import type { IndicatorParams } from '../indicators/params.js';
import { TIME_DIMENSIONS } from '../indicators/types.js';
import { SENTIMENT_SCORES, statusSelectsMentions, type MentionSelection } from './mentions.js';
import type { SOCIAL_CALL_SCHEMA } from './schemas.js';

// A social call's parameters as the routes and reports/indicators-social receive them, turned
// into a MentionSelection: dates in the tenant's zone under its parameter names (the
// external-social calls default to the 60 days ending today; `lastDays` asks for the last N days
// ending at the last day or today; `periods` of a time grouping replaces the range, as on the
// indicator calls), geographies intersected with the caller's scope (with
// descendants), channels, networks, sentiment, keyword and status. Mentions have no critical
// moment, logical location, cluster or survey answers: those filters are accepted, since the
// dashboards send them with every call, and do not restrict mentions.

/** The parameters a social call may carry, as its schema admits them. */
export type SocialCall = FromSchema<typeof SOCIAL_CALL_SCHEMA>;

/** A social call resolved: what it selects and how its rows are labelled. */
export interface ResolvedSocialCall {
  selection: MentionSelection;
  /** Labels and geography roll-ups of the rows (the engine's dimension functions). */
  dctx: DimensionContext;
  /** The periods of `periods`, when the call has a time grouping. */
  spec: PeriodSpec | undefined;
}

function checkIds(
  where: string,
  name: string,
  ids: readonly number[] | undefined,
  known: (id: number) => boolean,
): void {
  const unknown = (ids ?? []).find((id) => !known(id));
  if (unknown !== undefined) throw badRequest(`${where}.${name}: ${unknown} no existe en la metadata del cliente.`);
}

/** The engine's view of the call's extras that shape labels and geography roll-ups. */
function labelParams(call: SocialCall): IndicatorParams {
  const params: IndicatorParams = {};
  if (call.groupByLevel !== undefined) params.groupByLevel = call.groupByLevel;
  if (call.groupByTopLocation !== undefined) params.groupByTopLocation = call.groupByTopLocation;
  if (call.groupNameFormat === 'description') params.groupNameFormat = 'description';
  if (call.featureInclude?.includes('zoomOut')) params.featureInclude = ['zoomOut'];
  if (call.featureExclude?.includes('groupByTopLocation')) params.featureExclude = ['groupByTopLocation'];
  return params;
}

/**
 * Resolves a social call of the caller's tenant. `today` is the tenant's calendar day: a call
 * without dates reads the 60 days ending then, and `periods` end then when the call names no last
 * day. A report passes null instead and reads every date, as the other reports do. Unknown ids,
 * impossible dates and a range ending before it starts answer 400 naming the field.
 */
export function resolveSocialCall(
  principal: Principal,
  call: SocialCall,
  where: 'querystring' | 'body',
  today: string | null,
): ResolvedSocialCall {
  const files = principal.tenant;
  const tenant = files.tenant.value;
  const metadata = files.metadata.value;
  const trees = files.trees;
  const bounds = readDateRange(call, where, { accept: 'tenant', tenant });
  checkIds(where, 'geoLocationInclude', call.geoLocationInclude, (id) => trees.geographies.has(id));
  const channelIds = new Set(metadata.channels.map((c) => c.id));
  checkIds(where, 'channelInclude', call.channelInclude, (id) => channelIds.has(id));

  const time = (call.groupBy ?? []).find((d) => TIME_DIMENSIONS.has(d));
  let from = bounds.from;
  let to = bounds.to;
  let spec: PeriodSpec | undefined;
  if (today !== null && call.periods !== undefined && time !== undefined) {
    spec = periodSpec(time, call.periods, to ?? today);
    from = spec.from;
    to = spec.to;
  } else if (today !== null) {
    to ??= today;
    if (call.lastDays !== undefined) from = formatWireDate(addDays(parseWireDate(to), 1 - call.lastDays));
    from ??= formatWireDate(addDays(parseWireDate(to), 1 - SOCIAL_MENTIONS_WINDOW_DAYS));
    if (from > to) {
      const names = dateParamNames(tenant);
      throw badRequest(`${where}.${names.from}: ${from} es posterior a hoy (${today}).`);
    }
  }

  const geographies = effectiveFilter(principal, trees, { geographies: call.geoLocationInclude ?? [] }).geographies;
  const channels: IdFilter = call.channelInclude?.length ? new Set(call.channelInclude) : null;
  const selection: MentionSelection = {
    tenantId: principal.tenantId,
    timeZone: tenant.timezone,
    from,
    to,
    geographies,
    channels,
    networks: call.network?.length ? [...new Set(call.network)] : null,
    sentiment: call.sentiment !== undefined ? SENTIMENT_SCORES[call.sentiment] : null,
    keyword: call.tag ?? null,
    none: !statusSelectsMentions(call.status),
  };
  const filter: ResolvedFilter = {
    tenantId: principal.tenantId,
    timeZone: tenant.timezone,
    from,
    to,
    criticalMoments: null,
    geographies,
    logicals: null,
    channels,
    clusters: null,
    responseValues: [],
    contextValues: [],
  };
  const dctx: DimensionContext = {
    catalog: catalogOf(metadata),
    trees,
    params: labelParams(call),
    filter,
    questions: [],
  };
  return { selection, dctx, spec };
}
