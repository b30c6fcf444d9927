// Where plans hang: the geographies at the tenant's actionPlans.geoLeafLevel (SUCURSAL or BRANCH,
// matched against the level names of metadata.json, else the deepest level), as apps/api
// tenant-lookups.ts planGeoLevel finds them; the user's scope keeps its own.
import type { Tenant, TenantMetadata } from '@voz/schema';

interface Node {
  id: number;
  name: string;
  children?: readonly Node[];
}

const BRANCH_WORDS = new Set(['SUCURSAL', 'SUCURSALES', 'BRANCH', 'BRANCHES']);
const normalise = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toUpperCase();

/** The geography level plans are attached to (1 = root), and its name. */
export function planLevel(
  metadata: Pick<TenantMetadata, 'geographies'>,
  tenant: Pick<Tenant, 'actionPlans'>,
): { level: number; name: { es: string; en?: string } | null } {
  const { levels, root } = metadata.geographies;
  const wanted = tenant.actionPlans?.geoLeafLevel;
  const words = wanted ? new Set([...BRANCH_WORDS, normalise(wanted)]) : BRANCH_WORDS;
  const named = levels.find((l) => words.has(normalise(l.name.es)) || (l.name.en && words.has(normalise(l.name.en))));
  if (named) return { level: named.level, name: named.name };
  let deepest = 1;
  const walk = (node: Node, depth: number): void => {
    deepest = Math.max(deepest, depth);
    for (const child of node.children ?? []) walk(child, depth + 1);
  };
  walk(root, 1);
  return { level: deepest, name: levels.find((l) => l.level === deepest)?.name ?? null };
}

/** The geographies at the plan level a user may pick (`allowed`: the scope's ids), in tree order. */
export function planPlaces(
  metadata: Pick<TenantMetadata, 'geographies'>,
  tenant: Pick<Tenant, 'actionPlans'>,
  allowed: ReadonlySet<number>,
): { id: number; name: string }[] {
  const { level } = planLevel(metadata, tenant);
  const out: { id: number; name: string }[] = [];
  const walk = (node: Node, depth: number): void => {
    if (depth === level) {
      if (allowed.has(node.id)) out.push({ id: node.id, name: node.name });
      return;
    }
    for (const child of node.children ?? []) walk(child, depth + 1);
  };
  walk(metadata.geographies.root, 1);
  return out;
}

/** Every node of a forest with its depth, in tree order (for selects of moments). */
export function flatten(forest: readonly Node[]): { id: number; name: string; depth: number }[] {
  const out: { id: number; name: string; depth: number }[] = [];
  const walk = (node: Node, depth: number): void => {
    out.push({ id: node.id, name: node.name, depth });
    for (const child of node.children ?? []) walk(child, depth + 1);
  };
  for (const node of forest) walk(node, 0);
  return out;
}
