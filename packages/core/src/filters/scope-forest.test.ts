import { describe, expect, it } from 'vitest';
import { metadata } from './__fixtures__/auto-b.js';
import type { FilterNode } from './scope-forest.js';
import { findNode, forestIds, scopeForest } from './scope-forest.js';

const geo = metadata.geographies.root;
const ids = (forest: readonly FilterNode[]): number[] => forest.map((node) => node.id);

describe('scopeForest', () => {
  it('an empty scope, or one holding the root, is the whole tree', () => {
    expect(scopeForest(geo, [])).toEqual([geo]);
    expect(scopeForest(geo, [10001])).toEqual([geo]);
    expect(scopeForest(geo, [10010, 10001])).toEqual([geo]);
  });

  it('a zonal scope is its zone subtree', () => {
    const forest = scopeForest(geo, [10010]);
    expect(ids(forest)).toEqual([10010]);
    expect(forest[0]).toBe(findNode(geo, 10010));
  });

  it('a scope node under another scope node is not repeated', () => {
    expect(ids(scopeForest(geo, [10201, 10010, 10101]))).toEqual([10010]);
    expect(ids(scopeForest(geo, [10215, 10109, 10012]))).toEqual([10012, 10109]);
  });

  it('gives the topmost nodes in tree order, whatever the scope order', () => {
    expect(ids(scopeForest(geo, [10218, 10013 - 1, 10104]))).toEqual([10104, 10012, 10218]);
  });

  it('ignores unknown ids; none known gives nothing', () => {
    expect(ids(scopeForest(geo, [999999, 10012]))).toEqual([10012]);
    expect(scopeForest(geo, [999999])).toEqual([]);
  });

  it('works on the logical and critical-moment trees', () => {
    expect(ids(scopeForest(metadata.logicals, [3, 21]))).toEqual([3]);
    expect(ids(scopeForest(metadata.criticalMoments, [2, 11251]))).toEqual([2, 11251]);
  });
});

describe('forestIds', () => {
  it('collects every id of a forest', () => {
    expect(forestIds(scopeForest(geo, [10010]))).toEqual(
      new Set([10010, 10101, 10201, 10202, 10102, 10203, 10103, 10204, 10205]),
    );
    expect(forestIds([])).toEqual(new Set());
    expect(forestIds([geo]).size).toBe(1 + 4 + 10 + 18);
  });
});

describe('findNode', () => {
  it('finds a node anywhere in the tree', () => {
    expect(findNode(geo, 10214)?.name).toBe('Los Libertadores Huechuraba');
    expect(findNode(geo, 10001)).toBe(geo);
    expect(findNode(geo, 1)).toBeUndefined();
  });
});
