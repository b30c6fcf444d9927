import type { Tenant, TenantMetadata } from '@voz/schema';

interface Node {
  id: number;
  children?: Node[];
}

/** One tree of metadata.json: descendants and ancestors of every node, by id. */
export class Tree {
  private readonly parent = new Map<number, number>();
  private readonly kids = new Map<number, number[]>();
  private readonly depth = new Map<number, number>();
  private everyNode: readonly number[] | undefined;

  constructor(readonly root: Node) {
    const walk = (node: Node, level: number): void => {
      this.depth.set(node.id, level);
      this.kids.set(
        node.id,
        (node.children ?? []).map((c) => c.id),
      );
      for (const child of node.children ?? []) {
        this.parent.set(child.id, node.id);
        walk(child, level + 1);
      }
    };
    walk(root, 1);
  }

  /** True when the id is a node of the tree. */
  has(id: number): boolean {
    return this.depth.has(id);
  }

  /** Level of a node (the root is 1), or undefined. */
  levelOf(id: number): number | undefined {
    return this.depth.get(id);
  }

  /** The node and every node under it. */
  descendants(id: number): number[] {
    if (!this.has(id)) return [];
    const out: number[] = [];
    const stack = [id];
    while (stack.length) {
      const next = stack.pop() as number;
      out.push(next);
      stack.push(...(this.kids.get(next) ?? []));
    }
    return out;
  }

  /** Every node of the tree, the root first (computed once: calls on the whole tree read it). */
  nodes(): readonly number[] {
    this.everyNode ??= this.descendants(this.root.id);
    return this.everyNode;
  }

  /** Every node under any of the ids (with them); unknown ids are dropped. */
  expand(ids: readonly number[]): Set<number> {
    const out = new Set<number>();
    for (const id of ids) for (const d of this.descendants(id)) out.add(d);
    return out;
  }

  /** The ancestor of a node at a given level (the node itself when it is at that level). */
  ancestorAt(id: number, level: number): number | undefined {
    let current: number | undefined = id;
    while (current !== undefined && (this.depth.get(current) ?? 0) > level) current = this.parent.get(current);
    return current !== undefined && this.depth.get(current) === level ? current : undefined;
  }

  /** Parent of a node; undefined for the root and for unknown ids. */
  parentOf(id: number): number | undefined {
    return this.parent.get(id);
  }

  /** Children of a node (none for a leaf or an unknown id). */
  childrenOf(id: number): readonly number[] {
    return this.kids.get(id) ?? [];
  }

  /** Nodes without children. */
  leaves(): number[] {
    return [...this.kids].filter(([, children]) => children.length === 0).map(([id]) => id);
  }
}

/** The three trees of a tenant's metadata. */
export class MetadataTrees {
  readonly criticalMoments: Tree;
  readonly geographies: Tree;
  readonly logicals: Tree;

  constructor(
    metadata: TenantMetadata,
    readonly roots: Tenant['rootIds'],
  ) {
    this.criticalMoments = new Tree(metadata.criticalMoments);
    this.geographies = new Tree(metadata.geographies.root);
    this.logicals = new Tree(metadata.logicals);
  }
}
