import type { Feature, Language, RenderCondition, SelectionTest } from '@voz/schema';
import { isWithin } from './trees.js';
import type { ConditionTrees, SelectionDimension } from './trees.js';

/** Ids of the roots of the tenant's metadata trees (tenant.json `rootIds`). */
export interface ConditionRoots {
  /** Root of the critical-moment tree. */
  criticalMoment: number;
  /** Root of the geography tree. */
  geo: number;
  /** Root of the logical tree. */
  logical: number;
}

/** Everything a render condition is tested on: the filter state, the user and the tenant. */
export interface ConditionContext {
  /** Ids of the selected critical moments; empty means the root. */
  criticalMoments: readonly number[];
  /** Ids of the selected geographies; empty means the root. */
  geographies: readonly number[];
  /** Ids of the selected logical locations; empty means the root. */
  logicals: readonly number[];
  /** Ids of the selected channels; empty means no channel (channels have no root). */
  channels: readonly number[];
  /** Root ids of the tenant's trees. */
  roots: ConditionRoots;
  /**
   * The tenant's trees (`conditionTrees(metadata)`), read by `within` tests only. Without them a `within`
   * test can only recognise the listed ids themselves, not their descendants: the portal and the editor
   * always pass them.
   */
  trees?: ConditionTrees;
  /** The user's level id (tenant.json `levels`); absent when the user has none. */
  level?: string;
  /** Whether the user's geographic scope contains the geography root. */
  highestScope: boolean;
  /** Interface language shown. */
  language: Language;
  /** Features the tenant has enabled. */
  features: readonly Feature[];
}

export type { SelectionDimension } from './trees.js';

/** The selection dimensions, in the order conditions are read. */
export const SELECTION_DIMENSIONS: readonly SelectionDimension[] = [
  'criticalMoments',
  'geographies',
  'logicals',
  'channels',
];

/** A property of a render-condition node. */
export type ConditionKey = keyof RenderCondition;

// Fixed order, so that a node written (against the schema) with several properties is read the same way
// everywhere: combinators first, then leaves.
export const CONDITION_KEYS: readonly ConditionKey[] = [
  'all',
  'any',
  'not',
  'criticalMoments',
  'geographies',
  'logicals',
  'channels',
  'levels',
  'highestScope',
  'languages',
  'feature',
];

/** One property of a condition node, as a node of its own. */
export interface ConditionPart {
  /** The property. */
  key: ConditionKey;
  /** A node holding only that property (the original node when it has only that one). */
  node: RenderCondition;
}

/**
 * The properties of a node, each as a single-property node. The schema allows exactly one property per
 * node; a node with several is read as their conjunction and an empty node always holds.
 */
export function conditionParts(condition: RenderCondition): ConditionPart[] {
  const keys = CONDITION_KEYS.filter((key) => condition[key] !== undefined && condition[key] !== null);
  const [only] = keys;
  if (keys.length === 1 && only !== undefined) return [{ key: only, node: condition }];
  return keys.map((key) => ({ key, node: { [key]: condition[key] } }));
}

/** Root id of a dimension; channels have none. */
export function rootOf(dimension: SelectionDimension, roots: ConditionRoots): number | undefined {
  switch (dimension) {
    case 'criticalMoments':
      return roots.criticalMoment;
    case 'geographies':
      return roots.geo;
    case 'logicals':
      return roots.logical;
    case 'channels':
      return undefined;
  }
}

/** The selection a test compares with: an empty selection stands for the root, when the dimension has one. */
export function effectiveSelection(selection: readonly number[], root: number | undefined): readonly number[] {
  return selection.length === 0 && root !== undefined ? [root] : selection;
}

/** Whether a selection is the root alone or empty (for channels: empty). */
export function isRootSelection(selection: readonly number[], root: number | undefined): boolean {
  if (selection.length === 0) return true;
  return root !== undefined && selection.every((id) => id === root);
}

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
}

/**
 * Whether a selection test holds on a selection of a dimension (a test with several properties needs them
 * all). `within` holds when the selection (an empty one standing for the root) is not empty and every
 * selected id is one of the test's ids or, with the trees, a descendant of one; channels have no root, so
 * an empty channel selection fails it.
 */
export function selectionTestHolds(
  test: SelectionTest,
  selection: readonly number[],
  root: number | undefined,
  within?: { dimension: SelectionDimension; trees: ConditionTrees | undefined },
): boolean {
  const effective = effectiveSelection(selection, root);
  if (test.includesAny !== undefined && !test.includesAny.some((id) => effective.includes(id))) return false;
  if (test.includesAll !== undefined && !test.includesAll.every((id) => effective.includes(id))) return false;
  if (test.equals !== undefined && !sameSet(effective, test.equals)) return false;
  if (test.isRoot !== undefined && isRootSelection(selection, root) !== test.isRoot) return false;
  if (test.within !== undefined) {
    const ids = new Set(test.within);
    if (effective.length === 0) return false;
    // Without the dimension and its trees, only the listed ids themselves are inside.
    const inside = (id: number): boolean =>
      within === undefined ? ids.has(id) : isWithin(within.dimension, id, ids, within.trees);
    if (!effective.every(inside)) return false;
  }
  return true;
}

function partHolds(part: ConditionPart, ctx: ConditionContext): boolean {
  const { node } = part;
  switch (part.key) {
    case 'all':
      return (node.all ?? []).every((child) => evaluateCondition(child, ctx));
    case 'any':
      return (node.any ?? []).some((child) => evaluateCondition(child, ctx));
    case 'not':
      return !evaluateCondition(node.not, ctx);
    case 'criticalMoments':
    case 'geographies':
    case 'logicals':
    case 'channels': {
      const test = node[part.key];
      return (
        test === undefined ||
        selectionTestHolds(test, ctx[part.key], rootOf(part.key, ctx.roots), {
          dimension: part.key,
          trees: ctx.trees,
        })
      );
    }
    case 'levels':
      return ctx.level !== undefined && (node.levels ?? []).includes(ctx.level);
    case 'highestScope':
      return node.highestScope === ctx.highestScope;
    case 'languages':
      return (node.languages ?? []).includes(ctx.language);
    case 'feature':
      return node.feature !== undefined && ctx.features.includes(node.feature);
  }
}

/**
 * Whether a render condition holds in a context; an absent condition always holds. `all` of nothing
 * holds, `any` of nothing fails; for includesAny, includesAll, equals and within an empty selection
 * counts as the dimension's root (channels have no root, so an empty channel selection stays empty).
 * `within` reads `ctx.trees`.
 */
export function evaluateCondition(condition: RenderCondition | undefined, ctx: ConditionContext): boolean {
  if (condition === undefined) return true;
  return conditionParts(condition).every((part) => partHolds(part, ctx));
}
