import type { Channel, TenantMetadata, TreeNode } from '@voz/schema';
import { sql } from 'kysely';
import { badRequest, notFound } from '../http/errors.js';
import { effectiveFilter, type EffectiveFilter } from '../http/scope.js';
import {
  conflict,
  refuseIdOnCreate,
  type EntityContext,
  type EntityStore,
  type ListPage,
  type ListParams,
} from './entity.js';
import type { ContractBody } from './json-schema.js';
import { changeMetadata, currentMetadata } from './metadata-file.js';

// Stores of the company structure, over the tenant's metadata.json (see metadata-file.ts). Lists
// are computed in memory (a tenant has at most a few thousand nodes): filtered by the caller's
// scope, the text filter (case- and accent-insensitive) and the entity's filters, sorted, paged.

/** A node of any metadata tree. */
export interface MetadataNode {
  id: number;
  name: string;
  description?: string;
  children?: MetadataNode[];
}

/** A node with where it sits. */
export interface PlacedNode<Node extends MetadataNode> {
  node: Node;
  /** Id of the parent, null for the root. */
  parentId: number | null;
  /** Depth, 1 for the root. */
  level: number;
}

/** Accounts column holding ids of a structure kind (an account's scope). */
export type AccountScopeColumn = 'critical_moments' | 'geo_locations' | 'logical_locations' | 'channels' | 'clusters';

/** Lower-case, without accents: "Reparación" matches "reparacion". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Every node of a tree, depth first, with its parent and level. */
export function flatten<Node extends MetadataNode>(root: Node): PlacedNode<Node>[] {
  const out: PlacedNode<Node>[] = [];
  const walk = (node: Node, parentId: number | null, level: number): void => {
    out.push({ node, parentId, level });
    for (const child of (node.children ?? []) as Node[]) walk(child, node.id, level + 1);
  };
  walk(root, null, 1);
  return out;
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const text = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));
  return text(a).localeCompare(text(b), 'es', { sensitivity: 'base' });
}

/** Sorts, counts and pages items in memory. */
export function pageOf<Item extends { id: number }>(items: Item[], params: ListParams): ListPage<Item> {
  const sorted = [...items].sort((x, y) => {
    for (const { field, direction } of params.sort) {
      const c = compare((x as Record<string, unknown>)[field], (y as Record<string, unknown>)[field]);
      if (c !== 0) return direction === 'desc' ? -c : c;
    }
    return x.id - y.id;
  });
  const start = params.page * params.size;
  return { items: sorted.slice(start, start + params.size), total: items.length };
}

/** Whether the text filter matches a name or description. */
export function matchesText(filter: string | undefined, ...texts: (string | undefined)[]): boolean {
  if (!filter) return true;
  const wanted = fold(filter);
  return texts.some((t) => t !== undefined && fold(t).includes(wanted));
}

/** Refuses to remove a structure id that accounts still have in their scope (409). */
async function assertNotInScopes(
  ctx: EntityContext,
  column: AccountScopeColumn,
  id: number,
  noun: string,
): Promise<void> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM accounts
    WHERE tenant_id = ${ctx.principal.tenantId}
      AND (${id} = ANY(${sql.ref(column)})
        ${column === 'critical_moments' ? sql`OR default_critical_moment = ${id}` : sql``})
  `.execute(ctx.deps.db);
  const n = Number(rows[0]?.n ?? 0);
  if (n > 0) throw conflict(`${noun} ${id} está en el alcance de ${n} usuario(s); quítelo de sus cuentas primero.`);
}

/** What makes one metadata tree an entity. */
export interface TreeStoreOptions<Node extends MetadataNode, Item, Body> {
  /** Spanish noun ("el momento crítico"). */
  noun: string;
  /** The tree's root in a metadata document. */
  root(metadata: TenantMetadata): Node;
  /** Which dimension of the caller's scope limits what it reads. */
  scope: keyof EffectiveFilter;
  /** Accounts column referencing the tree's ids. */
  accountColumn: AccountScopeColumn;
  /** The answered item of a placed node. */
  toItem(placed: PlacedNode<Node>): Item;
  /** Text searched by `filter`. */
  texts(node: Node): (string | undefined)[];
  /** The entity's list filters. */
  matches(item: Item, filters: Readonly<Record<string, unknown>>): boolean;
  /** Writes the body's editable fields on a node (creating or replacing them). */
  apply(node: Node, body: Body, metadata: TenantMetadata): void;
  /** Checks where a node would sit (e.g. a geography deeper than the named levels): throws 400. */
  checkPlacement?(metadata: TenantMetadata, parentLevel: number, subtreeDepth: number): void;
}

/** The body fields every tree node takes: its id (refused on create) and where it goes. */
type TreeBody = ContractBody<TreeNode, never, 'id'> & { parentId?: number | null };

function depthOf(node: MetadataNode): number {
  return 1 + Math.max(0, ...(node.children ?? []).map(depthOf));
}

/**
 * An EntityStore over one tree of metadata.json: nodes are answered flat with parentId, level and
 * childIds; a new node goes under `parentId` (the root when absent) with id = the tree's max id + 1;
 * an update may move a node (not under itself); the root cannot be deleted, a node with children
 * or in an account's scope cannot either (409).
 */
export function treeStore<Node extends MetadataNode, Item extends { id: number }, Body extends TreeBody>(
  options: TreeStoreOptions<Node, Item, Body>,
): EntityStore<Item, Body, number> {
  const visibleIds = (ctx: EntityContext): ReadonlySet<number> | null => {
    const files = ctx.deps.store.get(ctx.principal.tenantId);
    if (!files) throw notFound();
    return effectiveFilter(ctx.principal, files.trees, {})[options.scope];
  };
  const placedIn = (metadata: TenantMetadata): PlacedNode<Node>[] => flatten(options.root(metadata));
  const find = (metadata: TenantMetadata, id: number): PlacedNode<Node> | undefined =>
    placedIn(metadata).find((p) => p.node.id === id);
  const itemIn = (metadata: TenantMetadata, id: number): Item => {
    const placed = find(metadata, id);
    if (!placed) throw new Error(`node ${id} vanished`);
    return options.toItem(placed);
  };
  const parentFor = (metadata: TenantMetadata, parentId: number): PlacedNode<Node> => {
    const parent = find(metadata, parentId);
    if (!parent) throw badRequest(`body.parentId: no existe el nodo padre ${parentId}.`);
    return parent;
  };
  const detach = (parent: Node, id: number): void => {
    const kept = (parent.children ?? []).filter((c) => c.id !== id);
    if (kept.length > 0) parent.children = kept;
    else delete parent.children;
  };

  return {
    list(ctx: EntityContext, params: ListParams): Promise<ListPage<Item>> {
      const visible = visibleIds(ctx);
      const items = placedIn(currentMetadata(ctx.deps, ctx.principal.tenantId))
        .filter((p) => visible === null || visible.has(p.node.id))
        .filter((p) => matchesText(params.filter, ...options.texts(p.node)))
        .map((p) => options.toItem(p))
        .filter((item) => options.matches(item, params.filters));
      return Promise.resolve(pageOf(items, params));
    },

    get(ctx: EntityContext, id: number): Promise<Item | undefined> {
      const visible = visibleIds(ctx);
      if (visible !== null && !visible.has(id)) return Promise.resolve(undefined);
      const placed = find(currentMetadata(ctx.deps, ctx.principal.tenantId), id);
      return Promise.resolve(placed ? options.toItem(placed) : undefined);
    },

    create(ctx: EntityContext, body: Body): Promise<Item> {
      refuseIdOnCreate(body);
      return changeMetadata(ctx.deps, ctx.principal.tenantId, (metadata) => {
        const all = placedIn(metadata);
        const parent = parentFor(metadata, body.parentId ?? options.root(metadata).id);
        options.checkPlacement?.(metadata, parent.level, 1);
        const id = Math.max(...all.map((p) => p.node.id)) + 1;
        const node = { id } as Node;
        options.apply(node, body, metadata);
        parent.node.children = [...(parent.node.children ?? []), node];
        return itemIn(metadata, id);
      });
    },

    update(ctx: EntityContext, id: number, body: Body): Promise<Item | undefined> {
      return changeMetadata(ctx.deps, ctx.principal.tenantId, (metadata) => {
        const placed = find(metadata, id);
        if (!placed) return undefined;
        options.apply(placed.node, body, metadata);
        const target = body.parentId;
        if (target !== undefined && target !== placed.parentId) {
          if (placed.parentId === null || target === null) {
            throw badRequest('body.parentId: la raíz del árbol no se mueve ni se reemplaza.');
          }
          if (flatten(placed.node).some((p) => p.node.id === target)) {
            throw badRequest(`body.parentId: el nodo ${id} no puede quedar bajo sí mismo (${target}).`);
          }
          const parent = parentFor(metadata, target);
          options.checkPlacement?.(metadata, parent.level, depthOf(placed.node));
          const old = find(metadata, placed.parentId);
          if (old) detach(old.node, id);
          parent.node.children = [...(parent.node.children ?? []), placed.node];
        }
        return itemIn(metadata, id);
      });
    },

    async remove(ctx: EntityContext, id: number): Promise<boolean> {
      const existing = find(currentMetadata(ctx.deps, ctx.principal.tenantId), id);
      if (!existing) return false;
      await assertNotInScopes(ctx, options.accountColumn, id, options.noun);
      return changeMetadata(ctx.deps, ctx.principal.tenantId, (metadata) => {
        const placed = find(metadata, id);
        if (!placed) return false;
        if (placed.parentId === null) throw badRequest(`${options.noun} ${id} es la raíz del árbol: no se elimina.`);
        const children = placed.node.children?.length ?? 0;
        if (children > 0) {
          throw conflict(`${options.noun} ${id} tiene ${children} hijo(s); elimínelos o muévalos primero.`);
        }
        const parent = find(metadata, placed.parentId);
        if (parent) detach(parent.node, id);
        return true;
      });
    },
  };
}

/** A channel or cluster. */
export interface FlatEntry {
  id: number;
  name: string;
  description?: string;
}

/** The body of a channel or cluster (a cluster's fields are a channel's). */
export type FlatBody = ContractBody<Channel, 'name', 'id' | 'description'>;

/** What makes a flat list of metadata.json an entity. */
export interface FlatStoreOptions {
  /** `channels` or `clusters`. */
  key: 'channels' | 'clusters';
  /** Spanish noun ("el canal"). */
  noun: string;
  /** Accounts column referencing the ids. */
  accountColumn: AccountScopeColumn;
}

function flatItem(entry: FlatEntry): FlatEntry {
  return {
    id: entry.id,
    name: entry.name,
    ...(entry.description !== undefined ? { description: entry.description } : {}),
  };
}

/**
 * An EntityStore over a flat list of metadata.json (channels, clusters): names unique in the list
 * (case-insensitively, 409), id = max id + 1, deletion refused while accounts reference the id.
 */
export function flatStore(options: FlatStoreOptions): EntityStore<FlatEntry, FlatBody, number> {
  const listOf = (metadata: TenantMetadata): FlatEntry[] => metadata[options.key] ?? [];
  const assertUniqueName = (entries: FlatEntry[], name: string, id: number | undefined): void => {
    if (entries.some((e) => e.id !== id && fold(e.name) === fold(name))) {
      throw conflict(`Ya existe ${options.noun} "${name}".`);
    }
  };
  const apply = (entry: FlatEntry, body: FlatBody): void => {
    entry.name = body.name;
    if (body.description === null) delete entry.description;
    else if (body.description !== undefined) entry.description = body.description;
  };

  return {
    list(ctx: EntityContext, params: ListParams): Promise<ListPage<FlatEntry>> {
      const items = listOf(currentMetadata(ctx.deps, ctx.principal.tenantId))
        .filter((e) => matchesText(params.filter, e.name, e.description))
        .map(flatItem);
      return Promise.resolve(pageOf(items, params));
    },

    get(ctx: EntityContext, id: number): Promise<FlatEntry | undefined> {
      const found = listOf(currentMetadata(ctx.deps, ctx.principal.tenantId)).find((e) => e.id === id);
      return Promise.resolve(found ? flatItem(found) : undefined);
    },

    create(ctx: EntityContext, body: FlatBody): Promise<FlatEntry> {
      refuseIdOnCreate(body);
      return changeMetadata(ctx.deps, ctx.principal.tenantId, (metadata) => {
        const entries = listOf(metadata);
        assertUniqueName(entries, body.name, undefined);
        const entry: FlatEntry = { id: Math.max(0, ...entries.map((e) => e.id)) + 1, name: '' };
        apply(entry, body);
        metadata[options.key] = [...entries, entry];
        return flatItem(entry);
      });
    },

    update(ctx: EntityContext, id: number, body: FlatBody): Promise<FlatEntry | undefined> {
      return changeMetadata(ctx.deps, ctx.principal.tenantId, (metadata) => {
        const entries = listOf(metadata);
        const entry = entries.find((e) => e.id === id);
        if (!entry) return undefined;
        assertUniqueName(entries, body.name, id);
        apply(entry, body);
        return flatItem(entry);
      });
    },

    async remove(ctx: EntityContext, id: number): Promise<boolean> {
      if (!listOf(currentMetadata(ctx.deps, ctx.principal.tenantId)).some((e) => e.id === id)) return false;
      await assertNotInScopes(ctx, options.accountColumn, id, options.noun);
      return changeMetadata(ctx.deps, ctx.principal.tenantId, (metadata) => {
        const entries = listOf(metadata);
        if (!entries.some((e) => e.id === id)) return false;
        metadata[options.key] = entries.filter((e) => e.id !== id);
        return true;
      });
    },
  };
}
