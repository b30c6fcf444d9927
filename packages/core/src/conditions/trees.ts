import type { TenantMetadata } from '@voz/schema';

/** A dimension of the filter state that selection tests look at. */
export type SelectionDimension = 'criticalMoments' | 'geographies' | 'logicals' | 'channels';

/**
 * The tenant's trees as `within` tests read them: the parent of a node of a dimension's tree. Roots, ids
 * the tree does not hold and channels (a flat list) have no parent.
 */
export interface ConditionTrees {
  /** Parent id of `id` in the dimension's tree, or undefined. */
  parentOf(dimension: SelectionDimension, id: number): number | undefined;
}

/** A node of a metadata tree, as far as the parents are concerned. */
interface TreeNode {
  id: number;
  children?: readonly TreeNode[];
}

function parents(root: TreeNode): Map<number, number> {
  const map = new Map<number, number>();
  const stack: TreeNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as TreeNode;
    for (const child of node.children ?? []) {
      // Ids are unique in a tree (a lint says so); on a repeated id the first parent found is kept.
      if (!map.has(child.id) && child.id !== root.id) map.set(child.id, node.id);
      stack.push(child);
    }
  }
  return map;
}

/** The trees of a tenant's metadata.json (critical moments, geographies, logicals), for `within`. */
export function conditionTrees(
  metadata: Pick<TenantMetadata, 'criticalMoments' | 'geographies' | 'logicals'>,
): ConditionTrees {
  const maps: Readonly<Record<Exclude<SelectionDimension, 'channels'>, Map<number, number>>> = {
    criticalMoments: parents(metadata.criticalMoments),
    geographies: parents(metadata.geographies.root),
    logicals: parents(metadata.logicals),
  };
  return {
    parentOf: (dimension, id) => (dimension === 'channels' ? undefined : maps[dimension].get(id)),
  };
}

/**
 * Whether `id` is one of `ids` or a descendant of one. Without trees (or for ids the tree does not hold)
 * only the listed ids themselves count. A malformed tree with a cycle cannot loop: each id is visited once.
 */
export function isWithin(
  dimension: SelectionDimension,
  id: number,
  ids: ReadonlySet<number>,
  trees: ConditionTrees | undefined,
): boolean {
  const seen = new Set<number>();
  let current: number | undefined = id;
  while (current !== undefined && !seen.has(current)) {
    if (ids.has(current)) return true;
    seen.add(current);
    current = trees?.parentOf(dimension, current);
  }
  return false;
}
