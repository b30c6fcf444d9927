import type { TenantMetadata } from '@voz/schema';
import { STARTUP_LIST_LIMIT } from './constants.js';

interface Node<T> {
  children?: T[];
}

/**
 * The first `limit` nodes of a tree in reading order (a parent before its children, siblings in
 * order), as a tree: a node kept always keeps its parent, so the cut tree stays connected.
 */
function capTree<T extends Node<T>>(root: T, limit: number): T {
  let left = limit;
  const walk = (node: T): T => {
    left -= 1;
    if (!node.children) return node;
    const children: T[] = [];
    for (const child of node.children) {
      if (left <= 0) break;
      children.push(walk(child));
    }
    return { ...node, children };
  };
  return walk(root);
}

/**
 * What the portal keeps of a tenant's metadata at start-up (platform-core §9): at most
 * STARTUP_LIST_LIMIT (1000) items each of critical moments, geographies, logical locations, channels
 * and clusters. Trees keep their first items in reading order, so every item kept has its parent.
 * Metadata within the limit comes back as it was.
 */
export function capStartupLists(metadata: TenantMetadata, limit: number = STARTUP_LIST_LIMIT): TenantMetadata {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive integer, got ${limit}`);
  return {
    ...metadata,
    criticalMoments: capTree(metadata.criticalMoments, limit),
    geographies: { ...metadata.geographies, root: capTree(metadata.geographies.root, limit) },
    logicals: capTree(metadata.logicals, limit),
    channels: metadata.channels.slice(0, limit),
    ...(metadata.clusters ? { clusters: metadata.clusters.slice(0, limit) } : {}),
  };
}
