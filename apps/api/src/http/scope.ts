import type { MetadataTrees, Tree } from '../tenants/MetadataTrees.js';
import type { Principal } from './principal.js';

/** Ids a query may read on one dimension: `null` means no restriction. */
export type IdFilter = ReadonlySet<number> | null;

/** What one request may read, after intersecting its filters with the caller's scope. */
export interface EffectiveFilter {
  criticalMoments: IdFilter;
  geographies: IdFilter;
  logicals: IdFilter;
}

function dimension(tree: Tree, requested: readonly number[], scope: readonly number[] | null): IdFilter {
  // An empty request, or one naming the root, asks for everything.
  const asked = requested.length === 0 || requested.includes(tree.root.id) ? null : tree.expand(requested);
  const allowed = scope === null || scope.length === 0 || scope.includes(tree.root.id) ? null : tree.expand(scope);
  if (asked === null) return allowed;
  if (allowed === null) return asked;
  return new Set([...asked].filter((id) => allowed.has(id)));
}

/**
 * Intersects what a request asks for with the caller's data scope (with descendants), whatever
 * the URL says: a zonal user asking for another zone's geography gets an empty set (no rows).
 * Admins and platform accounts have the whole tenant. An empty scope list means no restriction
 * on that dimension.
 */
export function effectiveFilter(
  principal: Principal,
  trees: MetadataTrees,
  requested: { criticalMoments?: readonly number[]; geographies?: readonly number[]; logicals?: readonly number[] },
): EffectiveFilter {
  const scope = principal.wholeTenant ? null : principal.scope;
  return {
    criticalMoments: dimension(trees.criticalMoments, requested.criticalMoments ?? [], scope?.criticalMoments ?? null),
    geographies: dimension(trees.geographies, requested.geographies ?? [], scope?.geographies ?? null),
    logicals: dimension(trees.logicals, requested.logicals ?? [], scope?.logicals ?? null),
  };
}

/** True when the caller's scope contains the geography root (the "highest" scope). */
export function hasHighestScope(principal: Principal, trees: MetadataTrees): boolean {
  return (
    principal.wholeTenant ||
    principal.scope.geographies.length === 0 ||
    principal.scope.geographies.includes(trees.geographies.root.id)
  );
}
