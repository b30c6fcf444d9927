import type { GroupBy, IndicatorDefinition, Tenant } from '@voz/schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Principal } from '../../http/principal.js';
import type { MetadataTrees } from '../../tenants/MetadataTrees.js';
import type { TenantCatalog } from '../catalog.js';
import type { ResolvedFilter } from '../filter.js';
import type { IndicatorParams } from '../params.js';
import type { DimKey, Fact, IndicatorPath, IndicatorRow, Measures } from '../types.js';

/** Everything one indicator call reads. */
export interface EngineContext {
  /** The database. */
  db: Kysely<Database>;
  /** The caller. */
  principal: Principal;
  /** Indicator code as requested. */
  name: string;
  /** Its definition. */
  definition: IndicatorDefinition;
  /** The request. */
  params: IndicatorParams;
  /** tenant.json. */
  tenant: Tenant;
  /** Labels and questions. */
  catalog: TenantCatalog;
  /** Trees of the metadata. */
  trees: MetadataTrees;
  /** Today in the tenant's zone, YYYY-MM-DD. */
  today: string;
  /** Read raw rows even where the daily pre-aggregates could answer (tests compare the paths). */
  forceScan: boolean;
}

/** Facts of a query and where they came from. */
export interface FactsResult {
  /** Aggregated rows. */
  facts: Fact[];
  /** fast: daily pre-aggregates; scan: raw rows; none: no query (an empty filter). */
  path: IndicatorPath;
}

/** The measured fields of a row (value, count and what the source adds). */
export type MeasuredFields = Pick<IndicatorRow, 'value' | 'count'> & Partial<IndicatorRow>;

/** A row with the keys of its group, for the decorations a source adds after grouping. */
export interface KeyedRow {
  /** Keys of the group, one per dimension. */
  keys: DimKey[];
  /** The row. */
  row: IndicatorRow;
}

/** How one `source` of indicators.json is computed. */
export interface IndicatorSource {
  /** Whether the source can group by a dimension. */
  supports(dimension: GroupBy, ctx: EngineContext): boolean;
  /** The aggregated facts of the request under a filter, grouped by the dimensions. */
  facts(ctx: EngineContext, dimensions: readonly GroupBy[], filter: ResolvedFilter): Promise<FactsResult>;
  /** Value, count and the source's fields of a group from its parts (per question for surveys). */
  finish(parts: ReadonlyMap<number, Measures>, ctx: EngineContext, dimensions: readonly GroupBy[]): MeasuredFields;
  /** Keys every answer lists on a dimension (statuses, types), even with no rows. */
  enumerate?(dimension: GroupBy, ctx: EngineContext): readonly DimKey[] | undefined;
  /** Adds fields computed from further queries (tags of comment rows). */
  decorate?(
    ctx: EngineContext,
    dimensions: readonly GroupBy[],
    filter: ResolvedFilter,
    rows: KeyedRow[],
  ): Promise<void>;
}

/** Adds measures into an accumulator. */
export function addMeasures(into: Measures, from: Readonly<Measures>): void {
  for (const [key, value] of Object.entries(from)) into[key] = (into[key] ?? 0) + value;
}

/** All parts' measures added together (parts in ascending order, so sums are reproducible). */
export function totalOf(parts: ReadonlyMap<number, Measures>): Measures {
  const total: Measures = {};
  for (const part of [...parts.keys()].sort((a, b) => a - b)) addMeasures(total, parts.get(part) ?? {});
  return total;
}
