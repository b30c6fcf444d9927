/** A node of a metadata tree (geographies, logicals, critical moments) as the filters use it. */
export interface FilterNode {
  /** Numeric id, unique in the tree. */
  id: number;
  /** Name shown to users. */
  name: string;
  /** Longer name. */
  description?: string;
  /** Code searched by the filter's text search (§5: login, e-mail, description and code). */
  code?: string;
  /** Child nodes. */
  children?: readonly FilterNode[];
}

/**
 * The part of a tree a user may pick from: the subtrees rooted at the topmost scope nodes, in tree
 * order (a scope node under another scope node is not repeated); an empty scope, or one holding the
 * root, gives [root]. Scope ids unknown to the tree are ignored; if none is known, [] (the user sees
 * nothing).
 */
export function scopeForest(root: FilterNode, scope: readonly number[]): FilterNode[] {
  if (scope.length === 0 || scope.includes(root.id)) return [root];
  const wanted = new Set(scope);
  const forest: FilterNode[] = [];
  // Depth-first, pre-order: a scope node is taken whole and its subtree is not searched further.
  const stack: FilterNode[] = [...(root.children ?? [])].reverse();
  while (stack.length > 0) {
    const node = stack.pop() as FilterNode;
    if (wanted.has(node.id)) forest.push(node);
    else stack.push(...[...(node.children ?? [])].reverse());
  }
  return forest;
}

/** Every id of a forest (for validating selections). */
export function forestIds(forest: readonly FilterNode[]): Set<number> {
  const ids = new Set<number>();
  const stack = [...forest];
  while (stack.length > 0) {
    const node = stack.pop() as FilterNode;
    ids.add(node.id);
    stack.push(...(node.children ?? []));
  }
  return ids;
}

/** A node of a tree by id (depth-first), or undefined. */
export function findNode<T extends { id: number; children?: readonly T[] }>(root: T, id: number): T | undefined {
  const stack: T[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as T;
    if (node.id === id) return node;
    stack.push(...(node.children ?? []));
  }
  return undefined;
}
