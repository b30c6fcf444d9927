import type { GeoNode, TenantMetadata } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { metadata } from '../filters/__fixtures__/auto-b.js';
import { STARTUP_LIST_LIMIT } from './constants.js';
import { capStartupLists } from './startup-lists.js';

/** Every node of a tree, in reading order, with its parent's id. */
function flatten<T extends { id: number; children?: T[] }>(
  node: T,
  parent: number | null = null,
): [number, number | null][] {
  return [[node.id, parent], ...(node.children ?? []).flatMap((c) => flatten(c, node.id))];
}

/** A geography root with `zones` zones of `perZone` branches each (1 + zones × (1 + perZone) nodes). */
function bigGeography(zones: number, perZone: number): GeoNode {
  return {
    id: 0,
    name: 'País',
    children: Array.from({ length: zones }, (_, z) => ({
      id: 1 + z,
      name: `Zona ${z + 1}`,
      children: Array.from({ length: perZone }, (_, b) => ({ id: 1000 + z * perZone + b, name: `Sucursal ${b}` })),
    })),
  };
}

describe('capStartupLists (platform-core §9: start-up loads up to 1000 items of each list)', () => {
  const big: TenantMetadata = {
    ...metadata,
    geographies: { ...metadata.geographies, root: bigGeography(3, 600) },
    channels: Array.from({ length: STARTUP_LIST_LIMIT + 200 }, (_, i) => ({ id: i + 1, name: `Canal ${i + 1}` })),
  };

  it('keeps the first items of a longer tree, each with its parent', () => {
    const capped = capStartupLists(big);
    const kept = flatten(capped.geographies.root);
    expect(kept).toHaveLength(STARTUP_LIST_LIMIT);
    expect(kept).toEqual(flatten(big.geographies.root).slice(0, STARTUP_LIST_LIMIT));
    const ids = new Set(kept.map(([id]) => id));
    for (const [, parent] of kept) if (parent !== null) expect(ids.has(parent)).toBe(true);
  });

  it('keeps the first items of a longer list', () => {
    const capped = capStartupLists(big);
    expect(capped.channels).toHaveLength(STARTUP_LIST_LIMIT);
    expect(capped.channels.at(-1)?.id).toBe(STARTUP_LIST_LIMIT);
  });

  it('leaves lists within the limit as they were', () => {
    expect(capStartupLists(metadata)).toEqual(metadata);
    const capped = capStartupLists(big);
    expect(capped.criticalMoments).toEqual(metadata.criticalMoments);
    expect(capped.logicals).toEqual(metadata.logicals);
  });

  it('cuts at any limit asked, and refuses a limit that is not a positive integer', () => {
    expect(flatten(capStartupLists(big, 5).geographies.root).map(([id]) => id)).toEqual([0, 1, 1000, 1001, 1002]);
    expect(() => capStartupLists(big, 0)).toThrow(RangeError);
  });
});
