import type { Feature, Language, RenderCondition } from '@voz/schema';
import { SELECTION_DIMENSIONS, conditionParts, evaluateCondition, rootOf } from './evaluateCondition.js';
import type { ConditionContext, ConditionRoots, SelectionDimension } from './evaluateCondition.js';
import type { ConditionTrees } from './trees.js';

/** The filter states and users a tenant allows, over which two conditions are compared. */
export interface ConditionSpace {
  /** Root ids of the tenant's trees. */
  roots: ConditionRoots;
  /** Whether users pick one critical moment at a time or several together. */
  criticalMomentSelection: 'single' | 'multiple';
  /** The tenant's level ids; when empty, the levels the conditions name are tried instead. */
  levels: readonly string[];
  /** Features the tenant has enabled (facts of the tenant, never enumerated). */
  features: readonly Feature[];
  /** Interface languages the tenant offers; Spanish alone when empty. */
  languages: readonly Language[];
  /**
   * The tenant's trees (`conditionTrees(metadata)`), for `within` tests; without them two conditions of
   * which one tests `within` on a tree are answered "may overlap".
   */
  trees?: ConditionTrees;
}

/** Most worlds canHoldTogether walks; a larger space is answered "may overlap" without walking it. */
export const MAX_CONDITION_WORLDS = 200_000;

interface Mentions {
  ids: Record<SelectionDimension, Set<number>>;
  /** The ids named by `within` tests (also in `ids`). */
  within: Record<SelectionDimension, Set<number>>;
  dimensions: Set<SelectionDimension>;
  levels: Set<string> | undefined;
  highestScope: boolean;
  languages: boolean;
}

function collectMentions(condition: RenderCondition | undefined, into: Mentions): void {
  if (condition === undefined) return;
  for (const { key, node } of conditionParts(condition)) {
    switch (key) {
      case 'all':
      case 'any':
        for (const child of node[key] ?? []) collectMentions(child, into);
        break;
      case 'not':
        collectMentions(node.not, into);
        break;
      case 'criticalMoments':
      case 'geographies':
      case 'logicals':
      case 'channels': {
        into.dimensions.add(key);
        const test = node[key] ?? {};
        for (const id of [...(test.includesAny ?? []), ...(test.includesAll ?? []), ...(test.equals ?? [])]) {
          into.ids[key].add(id);
        }
        for (const id of test.within ?? []) {
          into.ids[key].add(id);
          into.within[key].add(id);
        }
        break;
      }
      case 'levels':
        into.levels ??= new Set();
        for (const level of node.levels ?? []) into.levels.add(level);
        break;
      case 'highestScope':
        into.highestScope = true;
        break;
      case 'languages':
        into.languages = true;
        break;
      case 'feature':
        break;
    }
  }
}

/** A finite list of values read by index, so huge lists never need to exist in memory. */
interface Axis<T> {
  size: number;
  at(index: number): T;
}

function listAxis<T>(values: readonly T[]): Axis<T> {
  return { size: values.length, at: (index) => values[index] as T };
}

function selectionAxis(ids: readonly number[], single: boolean): Axis<readonly number[]> {
  if (single) return { size: ids.length + 1, at: (index) => (index === 0 ? [] : [ids[index - 1] as number]) };
  return {
    size: 2 ** ids.length,
    at: (index) => {
      const picked: number[] = [];
      // Only spaces within the bound of worlds are walked, so indices stay far under 2^31.
      for (let bit = 0; bit < ids.length && index >>> bit !== 0; bit++) {
        if (((index >>> bit) & 1) === 1) picked.push(ids[bit] as number);
      }
      return picked;
    },
  };
}

function candidateIds(
  dimension: SelectionDimension,
  mentioned: Set<number>,
  within: Set<number>,
  roots: ConditionRoots,
  freshParents: Map<number, number | undefined>,
): number[] {
  const root = rootOf(dimension, roots);
  const ids = new Set(mentioned);
  if (root !== undefined) ids.add(root);
  if (within.size === 0 || root === undefined) {
    // One id no condition names stands for "anything else the user may pick".
    ids.add(Math.max(-1, ...ids) + 1);
    return [...ids].sort((a, b) => a - b);
  }
  // With `within` tests on a tree an id no condition names is told apart only by the deepest `within` node
  // above it: one stand-in under the root for "anything outside them", and one under each `within` node.
  // Negative ids never name a real node, so they cannot change the ancestry of the ids the tree holds.
  let next = -1;
  for (const parent of [root, ...within]) {
    freshParents.set(next, parent);
    ids.add(next);
    next -= 1;
  }
  return [...ids].sort((a, b) => a - b);
}

/**
 * Whether two conditions can hold at the same time for some filter state and user of the space (an
 * absent condition always holds). Each dimension a condition mentions is tried with the ids the
 * conditions name, its root and one other id: every single pick (or none) for critical moments in single
 * mode, every subset otherwise; levels are the space's plus "no level"; features are the space's, fixed.
 * Dimensions neither condition mentions stay empty (the root). A dimension tested with `within` is tried
 * with the named ids, its root, one other id under the root and one other id under each `within` node,
 * their ancestry read from the space's trees (without trees the answer is `true`). When there are more
 * than `maxWorlds` worlds to try the answer is `true`, the conservative "may overlap".
 */
export function canHoldTogether(
  a: RenderCondition | undefined,
  b: RenderCondition | undefined,
  space: ConditionSpace,
  maxWorlds: number = MAX_CONDITION_WORLDS,
): boolean {
  const both: RenderCondition = { all: [a, b].filter((c): c is RenderCondition => c !== undefined) };
  const mentions: Mentions = {
    ids: { criticalMoments: new Set(), geographies: new Set(), logicals: new Set(), channels: new Set() },
    within: { criticalMoments: new Set(), geographies: new Set(), logicals: new Set(), channels: new Set() },
    dimensions: new Set(),
    levels: undefined,
    highestScope: false,
    languages: false,
  };
  collectMentions(both, mentions);
  const treeWithin = SELECTION_DIMENSIONS.some(
    (dimension) => dimension !== 'channels' && mentions.within[dimension].size > 0,
  );
  // Without the trees, how the named ids nest is unknown.
  if (treeWithin && space.trees === undefined) return true;
  const freshParents: Record<SelectionDimension, Map<number, number | undefined>> = {
    criticalMoments: new Map(),
    geographies: new Map(),
    logicals: new Map(),
    channels: new Map(),
  };
  const trees: ConditionTrees | undefined =
    space.trees === undefined
      ? undefined
      : {
          parentOf: (dimension, id) => {
            const fresh = freshParents[dimension];
            return fresh.has(id) ? fresh.get(id) : space.trees?.parentOf(dimension, id);
          },
        };

  const selections = SELECTION_DIMENSIONS.map((dimension) =>
    mentions.dimensions.has(dimension)
      ? selectionAxis(
          candidateIds(
            dimension,
            mentions.ids[dimension],
            mentions.within[dimension],
            space.roots,
            freshParents[dimension],
          ),
          dimension === 'criticalMoments' && space.criticalMomentSelection === 'single',
        )
      : listAxis<readonly number[]>([[]]),
  );
  const spaceLevels = space.levels.length > 0 ? space.levels : [...(mentions.levels ?? [])];
  const levels = listAxis<string | undefined>(
    mentions.levels === undefined ? [undefined] : [...spaceLevels, undefined],
  );
  const scopes = listAxis(mentions.highestScope ? [true, false] : [false]);
  const spaceLanguages: readonly Language[] = space.languages.length > 0 ? space.languages : ['es'];
  const languages = listAxis(mentions.languages ? spaceLanguages : spaceLanguages.slice(0, 1));
  const axes: Axis<unknown>[] = [...selections, levels, scopes, languages];

  // Past the bound the answer is "may overlap" whether or not a world is found first, so a space larger
  // than the bound need not be walked at all.
  const worlds = axes.reduce((product, axis) => product * axis.size, 1);
  if (worlds > maxWorlds) return true;

  const odometer = axes.map(() => 0);
  const ctx: ConditionContext = {
    criticalMoments: [],
    geographies: [],
    logicals: [],
    channels: [],
    roots: space.roots,
    ...(trees === undefined ? {} : { trees }),
    level: levels.at(0),
    highestScope: scopes.at(0),
    language: languages.at(0),
    features: space.features,
  };
  const setAxis = (axis: number, index: number): void => {
    const dimension = SELECTION_DIMENSIONS[axis];
    if (dimension !== undefined) ctx[dimension] = selections[axis]?.at(index) ?? [];
    else if (axis === 4) ctx.level = levels.at(index);
    else if (axis === 5) ctx.highestScope = scopes.at(index);
    else ctx.language = languages.at(index);
  };
  axes.forEach((_, axis) => setAxis(axis, 0));
  for (;;) {
    if (evaluateCondition(both, ctx)) return true;
    // Advance the odometer (only the axes that change are read again); when every axis wraps around,
    // every world has been tried.
    let axis = 0;
    for (; axis < axes.length; axis++) {
      const next = (odometer[axis] ?? 0) + 1;
      const wraps = next >= (axes[axis]?.size ?? 1);
      odometer[axis] = wraps ? 0 : next;
      if ((axes[axis]?.size ?? 1) > 1) setAxis(axis, odometer[axis] ?? 0);
      if (!wraps) break;
    }
    if (axis === axes.length) return false;
  }
}
