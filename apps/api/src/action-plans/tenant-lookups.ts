import type { TenantMetadata } from '@voz/schema';
import type { TenantFiles } from '../tenants/TenantStore.js';

// What the action-plan routes read from a tenant's files: the geography level plans hang from,
// node names for the answers, and which indicator codes exist. Cached per metadata object, which
// the TenantStore replaces when the file changes.

/** Names of tree nodes by id. */
export interface NodeNames {
  geographies: ReadonlyMap<number, string>;
  criticalMoments: ReadonlyMap<number, string>;
}

interface Named {
  id: number;
  name: string;
  children?: Named[];
}

const namesCache = new WeakMap<TenantMetadata, NodeNames>();

function collect(root: Named): Map<number, string> {
  const out = new Map<number, string>();
  const stack: Named[] = [root];
  while (stack.length) {
    const node = stack.pop() as Named;
    out.set(node.id, node.name);
    stack.push(...(node.children ?? []));
  }
  return out;
}

/** Geography and critical-moment names of a tenant, by id. */
export function nodeNames(files: TenantFiles): NodeNames {
  const metadata = files.metadata.value;
  let names = namesCache.get(metadata);
  if (!names) {
    names = {
      geographies: collect(metadata.geographies.root),
      criticalMoments: collect(metadata.criticalMoments),
    };
    namesCache.set(metadata, names);
  }
  return names;
}

/** Words naming the branch level in tenant files (both values of actionPlans.geoLeafLevel mean it). */
const BRANCH_WORDS = new Set(['SUCURSAL', 'SUCURSALES', 'BRANCH', 'BRANCHES']);

const normalise = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toUpperCase();

/**
 * The geography level (1 = root) plans are attached to: the level of metadata.json whose Spanish
 * or English name is the branch (SUCURSAL / BRANCH, the two values tenant.json's
 * actionPlans.geoLeafLevel takes), else the deepest level of the tree.
 */
export function planGeoLevel(files: TenantFiles): number {
  const { levels, root } = files.metadata.value.geographies;
  const wanted = files.tenant.value.actionPlans?.geoLeafLevel;
  const words = wanted ? new Set([...BRANCH_WORDS, normalise(wanted)]) : BRANCH_WORDS;
  const named = levels.find((l) => words.has(normalise(l.name.es)) || (l.name.en && words.has(normalise(l.name.en))));
  if (named) return named.level;
  let deepest = 1;
  const walk = (node: Named, level: number): void => {
    deepest = Math.max(deepest, level);
    for (const child of node.children ?? []) walk(child, level + 1);
  };
  walk(root, 1);
  return deepest;
}

/** Geography ids at the plan level, in file order. */
export function planGeographies(files: TenantFiles): number[] {
  const level = planGeoLevel(files);
  const out: number[] = [];
  const walk = (node: Named, depth: number): void => {
    if (depth === level) out.push(node.id);
    else for (const child of node.children ?? []) walk(child, depth + 1);
  };
  walk(files.metadata.value.geographies.root, 1);
  return out;
}

/** Whether a code names an indicator of the tenant's indicators.json. */
export function hasIndicator(files: TenantFiles, code: string): boolean {
  return Object.prototype.hasOwnProperty.call(files.indicators.value.indicators, code);
}
