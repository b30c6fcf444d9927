import type { GroupBy } from '@voz/schema';
import { NOTIFICATION_STATUS_LABELS, formatBimester, formatIsoWeek, isoWeek, parseWireDate } from '@voz/core';
import type { MetadataTrees, Tree } from '../tenants/MetadataTrees.js';
import type { NodeLabel, TenantCatalog } from './catalog.js';
import type { ResolvedFilter } from './filter.js';
import type { IndicatorParams } from './params.js';
import { ALERT_STATUSES, ALERT_TYPES, NOTIFICATION_STATUSES, RESPONSE_STATUSES } from './params.js';
import { TIME_DIMENSIONS, type DimKey } from './types.js';

// The JavaScript side of the groupings: how a key read from SQL is rolled up (geographies to a
// level, to the top locations of the selection, or to their parents), how it is labelled, and the
// order rows are listed in. Roll-ups run on aggregated rows (one per stored geography at most),
// never on raw rows.

/** Labels of one group on one dimension. */
export interface GroupLabel {
  /** Key as shown: a name, period, status, tag or answer. */
  group: string | null;
  /** Id: the metadata id, or the key itself. */
  groupId: number | string | null;
  /** Name shown (the description with groupNameFormat 'description'). */
  groupName: string | null;
  /** Longer description, when there is one. */
  description?: string;
}

/** What the dimension functions read. */
export interface DimensionContext {
  /** Names and questions. */
  catalog: TenantCatalog;
  /** Trees with levels and ancestors. */
  trees: MetadataTrees;
  /** The request. */
  params: IndicatorParams;
  /** The resolved filter (the selection groupByTopLocation rolls up to). */
  filter: ResolvedFilter;
  /** Question ids of the indicator, in its order. */
  questions: readonly number[];
}

/** Parent of a node (undefined for the root). */
function parentOf(tree: Tree, id: number): number | undefined {
  const level = tree.levelOf(id);
  return level === undefined || level <= 1 ? undefined : tree.ancestorAt(id, level - 1);
}

/**
 * The top locations of the selection: the highest nodes of the effective geography set (request
 * intersected with scope). With nothing selected, the root's children (the country's zones), so the
 * rows still compare locations instead of collapsing into one.
 */
function topLocations(tree: Tree, selected: ReadonlySet<number> | null): Set<number> {
  if (selected === null) {
    const children = tree.descendants(tree.root.id).filter((id) => parentOf(tree, id) === tree.root.id);
    return new Set(children.length > 0 ? children : [tree.root.id]);
  }
  return new Set([...selected].filter((id) => !selected.has(parentOf(tree, id) ?? -1)));
}

/** How geography ids are rolled up for this request: groupByLevel, else groupByTopLocation; then zoomOut. */
export function geographyRollup(ctx: DimensionContext): (id: number) => number | undefined {
  const tree = ctx.trees.geographies;
  const { params } = ctx;
  let base: (id: number) => number | undefined = (id) => id;
  const level = params.groupByLevel;
  if (level !== undefined) {
    // A node above the level (a shallow branch) stays itself rather than vanishing.
    base = (id) => tree.ancestorAt(id, level) ?? id;
  } else if (params.groupByTopLocation === true && params.featureExclude?.includes('groupByTopLocation') !== true) {
    const anchors = topLocations(tree, ctx.filter.geographies);
    base = (id) => {
      const depth = tree.levelOf(id) ?? 0;
      for (let l = 1; l <= depth; l++) {
        const ancestor = tree.ancestorAt(id, l);
        if (ancestor !== undefined && anchors.has(ancestor)) return ancestor;
      }
      return undefined;
    };
  }
  if (params.featureInclude?.includes('zoomOut') !== true) return base;
  return (id) => {
    const rolled = base(id);
    return rolled === undefined ? undefined : (parentOf(tree, rolled) ?? rolled);
  };
}

/** The label of a period from the first day of the period as SQL returns it (YYYY-MM-DD). */
export function periodLabel(dimension: GroupBy, firstDay: DimKey): DimKey {
  if (typeof firstDay !== 'string') return firstDay;
  if (dimension === 'formattedMonth') return firstDay.slice(0, 7);
  if (dimension === 'formattedBimester') return formatBimester(parseWireDate(firstDay));
  if (dimension === 'formattedWeek') return formatIsoWeek(isoWeek(parseWireDate(firstDay)));
  return firstDay;
}

/**
 * Maps the keys of a fact to the keys of its group (periods labelled, geographies rolled up);
 * undefined drops the fact. Responses without an advisor belong to no advisor's group: grouped by
 * advisor, they are left out (an advisor table lists people, not a "no advisor" line); so are
 * responses without the operation field of a `context` grouping.
 */
export function keyMapper(
  dimensions: readonly GroupBy[],
  ctx: DimensionContext,
): (keys: DimKey[]) => DimKey[] | undefined {
  const geo = dimensions.includes('geoLocation') ? geographyRollup(ctx) : undefined;
  return (keys) => {
    const out: DimKey[] = [];
    for (let i = 0; i < dimensions.length; i++) {
      const key = keys[i] ?? null;
      const dimension = dimensions[i] as GroupBy;
      if ((dimension === 'advisor' || dimension === 'context') && (key === null || key === '')) return undefined;
      if (TIME_DIMENSIONS.has(dimension)) out.push(periodLabel(dimension, key));
      else if (dimension === 'geoLocation' && geo) {
        if (typeof key !== 'number') return undefined;
        const rolled = geo(key);
        if (rolled === undefined) return undefined;
        out.push(rolled);
      } else out.push(key);
    }
    return out;
  };
}

function nodeLabel(node: NodeLabel | undefined, id: number, ctx: DimensionContext): GroupLabel {
  const name = node?.name ?? String(id);
  const shown = ctx.params.groupNameFormat === 'description' ? (node?.description ?? name) : name;
  return {
    group: name,
    groupId: id,
    groupName: shown,
    ...(node?.description ? { description: node.description } : {}),
  };
}

const NONE_LABEL: Partial<Record<GroupBy, string>> = { channel: 'Sin canal', mlCluster: 'Sin clúster' };

/** Labels of one key of a dimension. */
export function labelOf(dimension: GroupBy, key: DimKey, ctx: DimensionContext): GroupLabel {
  if (key === null) {
    const name = NONE_LABEL[dimension] ?? 'Sin dato';
    return { group: name, groupId: null, groupName: name };
  }
  const { catalog } = ctx;
  const id = typeof key === 'number' ? key : Number(key);
  switch (dimension) {
    case 'geoLocation':
      return nodeLabel(catalog.geographies.get(id), id, ctx);
    case 'logicalLocation':
      return nodeLabel(catalog.logicals.get(id), id, ctx);
    case 'criticalMoment':
      return nodeLabel(catalog.criticalMoments.get(id), id, ctx);
    case 'channel':
      return nodeLabel(catalog.channels.get(id), id, ctx);
    case 'mlCluster':
      return nodeLabel(catalog.clusters.get(id), id, ctx);
    case 'question': {
      const info = catalog.questions.get(id);
      const name = info?.question.name ?? String(id);
      const text = info?.question.text.es;
      return {
        group: name,
        groupId: id,
        groupName: ctx.params.groupNameFormat === 'description' ? (text ?? name) : name,
        ...(text ? { description: text } : {}),
      };
    }
    case 'status': {
      // Invitation statuses are lowercase keys: shown by their Spanish names (Registradas, Enviadas…).
      const text = String(key);
      const name = (NOTIFICATION_STATUS_LABELS.es as Record<string, string | undefined>)[text] ?? text;
      return { group: text, groupId: key, groupName: name };
    }
    default: {
      const text = String(key);
      return { group: text, groupId: key, groupName: text };
    }
  }
}

const FIXED_ORDER: Partial<Record<GroupBy, readonly string[]>> = {
  status: [...RESPONSE_STATUSES, ...NOTIFICATION_STATUSES],
  alertStatus: ALERT_STATUSES,
  alertType: ALERT_TYPES,
};

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Default order of two keys of a dimension: tree order, the indicator's question order, time, fixed lists. */
export function compareKeys(dimension: GroupBy, a: DimKey, b: DimKey, ctx: DimensionContext): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  const { catalog } = ctx;
  const byNode = (map: Map<number, NodeLabel>): number =>
    (map.get(Number(a))?.order ?? Number.MAX_SAFE_INTEGER) - (map.get(Number(b))?.order ?? Number.MAX_SAFE_INTEGER) ||
    Number(a) - Number(b);
  switch (dimension) {
    case 'geoLocation':
      return byNode(catalog.geographies);
    case 'logicalLocation':
      return byNode(catalog.logicals);
    case 'criticalMoment':
      return byNode(catalog.criticalMoments);
    case 'channel':
      return byNode(catalog.channels);
    case 'mlCluster':
      return byNode(catalog.clusters);
    case 'question': {
      const rank = (q: number): number => {
        const i = ctx.questions.indexOf(q);
        return i >= 0 ? i : ctx.questions.length + (catalog.questions.get(q)?.order ?? q);
      };
      return rank(Number(a)) - rank(Number(b));
    }
    case 'numberAnswer':
      return Number(a) - Number(b);
    case 'context': {
      // Numbers (bus numbers) in numeric order; text and dates (YYYY-MM-DD) as text.
      const [na, nb] = [Number(a), Number(b)];
      return Number.isFinite(na) && Number.isFinite(nb) ? na - nb : compareText(String(a), String(b));
    }
    case 'responseValue': {
      const options = ctx.questions.flatMap((q) => catalog.questions.get(q)?.question.options ?? []);
      const ia = options.indexOf(String(a));
      const ib = options.indexOf(String(b));
      if (ia >= 0 && ib >= 0) return ia - ib;
      if (ia >= 0 || ib >= 0) return ia >= 0 ? -1 : 1;
      return compareText(String(a), String(b));
    }
    default: {
      const fixed = FIXED_ORDER[dimension];
      if (fixed) {
        const ia = fixed.indexOf(String(a));
        const ib = fixed.indexOf(String(b));
        if (ia !== ib) return (ia < 0 ? fixed.length : ia) - (ib < 0 ? fixed.length : ib);
      }
      return compareText(String(a), String(b));
    }
  }
}
