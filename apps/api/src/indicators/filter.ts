import type { TenantMetadata } from '@voz/schema';
import { parseWireDate } from '@voz/core';
import { badRequest } from '../http/errors.js';
import type { Principal } from '../http/principal.js';
import { effectiveFilter, type IdFilter } from '../http/scope.js';
import type { Tree } from '../tenants/MetadataTrees.js';
import type { IndicatorParams } from './params.js';

/** Ids a query reads on one dimension: null is every id, an empty set is none. */
export type IdSet = ReadonlySet<number> | null;

/**
 * What the queries of one indicator call read, once the request is intersected with the
 * indicator's definition and with the caller's data scope (platform-core §6, issue 3 item 6).
 */
export interface ResolvedFilter {
  /** Tenant every query filters on. */
  tenantId: string;
  /** IANA zone of the tenant: days are its calendar days. */
  timeZone: string;
  /** First day, inclusive, or null. */
  from: string | null;
  /** Last day, inclusive, or null. */
  to: string | null;
  /** Critical moments (with descendants) after definition, include, exclude and scope. */
  criticalMoments: IdSet;
  /** Geographies (with descendants) after include and scope. */
  geographies: IdSet;
  /** Logical locations (with descendants) after include and scope. */
  logicals: IdSet;
  /** Channels asked for. */
  channels: IdSet;
  /** Clusters asked for. */
  clusters: IdSet;
  /** Answers filtered on: [question id, accepted options]. */
  responseValues: [string, string[]][];
  /** Operation fields filtered on: [field name, accepted values]. */
  contextValues: [string, string[]][];
}

/** True when some dimension admits no id, so every query answers the empty sample. */
export function isEmptyFilter(filter: ResolvedFilter): boolean {
  return [filter.criticalMoments, filter.geographies, filter.logicals, filter.channels, filter.clusters].some(
    (set) => set !== null && set.size === 0,
  );
}

/** True when the filter only involves dates, moments and geographies (what the daily tables hold). */
export function onlyDailyDimensions(filter: ResolvedFilter): boolean {
  return (
    filter.logicals === null &&
    filter.channels === null &&
    filter.clusters === null &&
    filter.responseValues.length === 0 &&
    filter.contextValues.length === 0
  );
}

function checkIds(name: string, ids: readonly number[] | undefined, known: (id: number) => boolean): void {
  const unknown = (ids ?? []).find((id) => !known(id));
  if (unknown !== undefined) throw badRequest(`${name}: ${unknown} no existe en la metadata del cliente.`);
}

function checkDate(name: string, value: string | undefined): void {
  if (value === undefined) return;
  try {
    parseWireDate(value);
  } catch {
    throw badRequest(`${name}: ${value} no es una fecha válida (AAAA-MM-DD).`);
  }
}

function intersect(a: IdSet, b: IdSet): IdSet {
  if (a === null) return b;
  if (b === null) return a;
  return new Set([...a].filter((id) => b.has(id)));
}

function subtract(a: IdSet, b: ReadonlySet<number>, tree: Tree): IdSet {
  if (b.size === 0) return a;
  const all = a ?? new Set(tree.nodes());
  return new Set([...all].filter((id) => !b.has(id)));
}

/** The parts of the tenant the filter reads. */
export interface FilterTenant {
  /** Tenant id. */
  tenantId: string;
  /** IANA time zone. */
  timeZone: string;
  /** metadata.json. */
  metadata: TenantMetadata;
}

/**
 * Validates the filter parameters against the tenant's metadata (unknown ids and impossible dates
 * answer 400 naming the parameter) and intersects them with the indicator's moments and the
 * caller's scope. `definitionMoments`: the moments the indicator counts (with descendants), or
 * undefined for all.
 */
export function resolveFilter(
  principal: Principal,
  params: IndicatorParams,
  definitionMoments: readonly number[] | undefined,
): ResolvedFilter {
  const { trees } = principal.tenant;
  const metadata = principal.tenant.metadata.value;
  // Messages name the dates as the tenant sends them (dateFrom, or customerServiceTimeFrom).
  const dateNames = principal.tenant.tenant.value.formatting?.dateParams ?? { from: 'dateFrom', to: 'dateTo' };
  checkDate(dateNames.from, params.dateFrom);
  checkDate(dateNames.to, params.dateTo);
  if (params.dateFrom !== undefined && params.dateTo !== undefined && params.dateFrom > params.dateTo) {
    throw badRequest(`${dateNames.from}: ${params.dateFrom} es posterior a ${dateNames.to} (${params.dateTo}).`);
  }
  checkIds('criticalMomentInclude', params.criticalMomentInclude, (id) => trees.criticalMoments.has(id));
  checkIds('criticalMomentExclude', params.criticalMomentExclude, (id) => trees.criticalMoments.has(id));
  checkIds('geoLocationInclude', params.geoLocationInclude, (id) => trees.geographies.has(id));
  checkIds('logicalLocationInclude', params.logicalLocationInclude, (id) => trees.logicals.has(id));
  const channelIds = new Set(metadata.channels.map((c) => c.id));
  const clusterIds = new Set((metadata.clusters ?? []).map((c) => c.id));
  checkIds('channelInclude', params.channelInclude, (id) => channelIds.has(id));
  checkIds('clusterInclude', params.clusterInclude, (id) => clusterIds.has(id));
  for (const question of Object.keys(params.responseValues ?? {})) {
    if (!questionExists(metadata, Number(question))) {
      throw badRequest(`responseValues: la pregunta ${question} no existe en la metadata del cliente.`);
    }
  }
  const declared = new Set((metadata.responseContext?.fields ?? []).map((f) => f.name));
  for (const field of Object.keys(params.contextValues ?? {})) {
    if (!declared.has(field)) {
      throw badRequest(`contextValues: ${field} no está declarado en responseContext.fields de metadata.json.`);
    }
  }

  // The scope intersection: whatever the request names, the caller reads only its own scope.
  const scoped = effectiveFilter(principal, trees, {
    criticalMoments: params.criticalMomentInclude ?? [],
    geographies: params.geoLocationInclude ?? [],
    logicals: params.logicalLocationInclude ?? [],
  });
  const defined: IdFilter = definitionMoments === undefined ? null : trees.criticalMoments.expand(definitionMoments);
  const excluded = trees.criticalMoments.expand(params.criticalMomentExclude ?? []);
  const nonEmpty = (ids: readonly number[] | undefined): IdSet => (ids && ids.length > 0 ? new Set(ids) : null);
  return {
    tenantId: principal.tenantId,
    timeZone: principal.tenant.tenant.value.timezone,
    from: params.dateFrom ?? null,
    to: params.dateTo ?? null,
    criticalMoments: subtract(intersect(scoped.criticalMoments, defined), excluded, trees.criticalMoments),
    geographies: scoped.geographies,
    logicals: scoped.logicals,
    channels: nonEmpty(params.channelInclude),
    clusters: nonEmpty(params.clusterInclude),
    responseValues: Object.entries(params.responseValues ?? {})
      .filter(([, options]) => options.length > 0)
      .sort(([a], [b]) => Number(a) - Number(b)),
    contextValues: Object.entries(params.contextValues ?? {})
      .filter(([, values]) => values.length > 0)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  };
}

function questionExists(metadata: TenantMetadata, id: number): boolean {
  const stack = [metadata.criticalMoments];
  while (stack.length > 0) {
    const moment = stack.pop();
    if (!moment) break;
    if ((moment.questions ?? []).some((q) => q.id === id)) return true;
    stack.push(...(moment.children ?? []));
  }
  return false;
}
