import type { RenderCondition } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import {
  conditionParts,
  effectiveSelection,
  evaluateCondition,
  isRootSelection,
  rootOf,
  selectionTestHolds,
} from './evaluateCondition.js';
import { conditionContext } from './__fixtures__/context.js';

const ctx = conditionContext;

describe('evaluateCondition: combinators', () => {
  it('holds when the condition is absent', () => {
    expect(evaluateCondition(undefined, ctx())).toBe(true);
  });

  it('all of nothing holds, any of nothing fails', () => {
    expect(evaluateCondition({ all: [] }, ctx())).toBe(true);
    expect(evaluateCondition({ any: [] }, ctx())).toBe(false);
  });

  it('all needs every child, any needs one', () => {
    const sales: RenderCondition = { criticalMoments: { includesAny: [1] } };
    const zonal: RenderCondition = { levels: ['zonal'] };
    const state = ctx({ criticalMoments: [1], level: 'national' });
    expect(evaluateCondition({ all: [sales, zonal] }, state)).toBe(false);
    expect(evaluateCondition({ any: [sales, zonal] }, state)).toBe(true);
    expect(evaluateCondition({ all: [sales] }, state)).toBe(true);
    expect(evaluateCondition({ any: [zonal] }, state)).toBe(false);
  });

  it('not negates, and double negation is the condition', () => {
    const sales: RenderCondition = { criticalMoments: { includesAny: [1] } };
    expect(evaluateCondition({ not: sales }, ctx({ criticalMoments: [1] }))).toBe(false);
    expect(evaluateCondition({ not: sales }, ctx({ criticalMoments: [2] }))).toBe(true);
    expect(evaluateCondition({ not: { not: sales } }, ctx({ criticalMoments: [1] }))).toBe(true);
  });

  it('nests: the distributor dashboard shows sales widgets for the root or sales', () => {
    const salesOrRoot: RenderCondition = {
      any: [{ criticalMoments: { isRoot: true } }, { criticalMoments: { includesAny: [1] } }],
    };
    expect(evaluateCondition(salesOrRoot, ctx())).toBe(true);
    expect(evaluateCondition(salesOrRoot, ctx({ criticalMoments: [0] }))).toBe(true);
    expect(evaluateCondition(salesOrRoot, ctx({ criticalMoments: [2, 1] }))).toBe(true);
    expect(evaluateCondition(salesOrRoot, ctx({ criticalMoments: [2] }))).toBe(false);
  });

  it('reads a node with several properties (against the schema) as their conjunction', () => {
    const both = { levels: ['zonal'], highestScope: true } as RenderCondition;
    expect(evaluateCondition(both, ctx({ level: 'zonal', highestScope: true }))).toBe(true);
    expect(evaluateCondition(both, ctx({ level: 'zonal', highestScope: false }))).toBe(false);
  });

  it('an empty node (against the schema) holds', () => {
    expect(evaluateCondition({}, ctx())).toBe(true);
  });
});

describe('evaluateCondition: selection tests', () => {
  it('includesAny holds when one of the ids is selected', () => {
    const c: RenderCondition = { criticalMoments: { includesAny: [1, 2] } };
    expect(evaluateCondition(c, ctx({ criticalMoments: [2] }))).toBe(true);
    expect(evaluateCondition(c, ctx({ criticalMoments: [3, 1] }))).toBe(true);
    expect(evaluateCondition(c, ctx({ criticalMoments: [3] }))).toBe(false);
  });

  it('an empty selection counts as the root for includesAny, includesAll and equals', () => {
    expect(evaluateCondition({ criticalMoments: { includesAny: [0] } }, ctx())).toBe(true);
    expect(evaluateCondition({ criticalMoments: { includesAll: [0] } }, ctx())).toBe(true);
    expect(evaluateCondition({ criticalMoments: { equals: [0] } }, ctx())).toBe(true);
    expect(evaluateCondition({ geographies: { equals: [10001] } }, ctx())).toBe(true);
    expect(evaluateCondition({ logicals: { includesAny: [15] } }, ctx())).toBe(true);
    expect(evaluateCondition({ criticalMoments: { includesAny: [1] } }, ctx())).toBe(false);
  });

  it('includesAll needs every id', () => {
    const c: RenderCondition = { criticalMoments: { includesAll: [1, 2] } };
    expect(evaluateCondition(c, ctx({ criticalMoments: [1, 2, 3] }))).toBe(true);
    expect(evaluateCondition(c, ctx({ criticalMoments: [1] }))).toBe(false);
  });

  it('equals compares as sets (order and repeats do not matter)', () => {
    const c: RenderCondition = { geographies: { equals: [14451] } };
    expect(evaluateCondition(c, ctx({ geographies: [14451] }))).toBe(true);
    expect(evaluateCondition(c, ctx({ geographies: [14451, 14451] }))).toBe(true);
    expect(evaluateCondition(c, ctx({ geographies: [14451, 2] }))).toBe(false);
    expect(evaluateCondition({ geographies: { equals: [1, 2] } }, ctx({ geographies: [2, 1] }))).toBe(true);
  });

  it('isRoot holds for an empty selection or the root alone', () => {
    const root: RenderCondition = { criticalMoments: { isRoot: true } };
    const notRoot: RenderCondition = { criticalMoments: { isRoot: false } };
    expect(evaluateCondition(root, ctx())).toBe(true);
    expect(evaluateCondition(root, ctx({ criticalMoments: [0] }))).toBe(true);
    expect(evaluateCondition(root, ctx({ criticalMoments: [0, 1] }))).toBe(false);
    expect(evaluateCondition(root, ctx({ criticalMoments: [1] }))).toBe(false);
    expect(evaluateCondition(notRoot, ctx())).toBe(false);
    expect(evaluateCondition(notRoot, ctx({ criticalMoments: [0, 1] }))).toBe(true);
  });

  it('channels have no root: empty stays empty', () => {
    expect(evaluateCondition({ channels: { isRoot: true } }, ctx())).toBe(true);
    expect(evaluateCondition({ channels: { isRoot: true } }, ctx({ channels: [7] }))).toBe(false);
    expect(evaluateCondition({ channels: { isRoot: false } }, ctx({ channels: [7] }))).toBe(true);
    expect(evaluateCondition({ channels: { includesAny: [0] } }, ctx())).toBe(false);
    expect(evaluateCondition({ channels: { equals: [7] } }, ctx({ channels: [7] }))).toBe(true);
  });

  it('uses each dimension own root', () => {
    const state = ctx({ roots: { criticalMoment: 29, geo: 214, logical: 15 } });
    expect(evaluateCondition({ criticalMoments: { equals: [29] } }, state)).toBe(true);
    expect(evaluateCondition({ geographies: { isRoot: true } }, { ...state, geographies: [214] })).toBe(true);
    expect(evaluateCondition({ geographies: { isRoot: true } }, { ...state, geographies: [29] })).toBe(false);
  });
});

describe('evaluateCondition: user and tenant leaves', () => {
  it('levels holds for one of the levels, never for a user without level', () => {
    const c: RenderCondition = { levels: ['zonal', 'national'] };
    expect(evaluateCondition(c, ctx({ level: 'zonal' }))).toBe(true);
    expect(evaluateCondition(c, ctx({ level: 'cxo' }))).toBe(false);
    expect(evaluateCondition(c, ctx())).toBe(false);
  });

  it('highestScope compares with the user scope', () => {
    expect(evaluateCondition({ highestScope: true }, ctx({ highestScope: true }))).toBe(true);
    expect(evaluateCondition({ highestScope: true }, ctx({ highestScope: false }))).toBe(false);
    expect(evaluateCondition({ highestScope: false }, ctx({ highestScope: false }))).toBe(true);
  });

  it('languages and feature', () => {
    expect(evaluateCondition({ languages: ['en'] }, ctx({ language: 'en' }))).toBe(true);
    expect(evaluateCondition({ languages: ['en'] }, ctx())).toBe(false);
    expect(evaluateCondition({ feature: 'alerts' }, ctx({ features: ['alerts'] }))).toBe(true);
    expect(evaluateCondition({ feature: 'alerts' }, ctx({ features: ['reports'] }))).toBe(false);
  });
});

describe('selection helpers', () => {
  it('effectiveSelection replaces an empty selection by the root when there is one', () => {
    expect(effectiveSelection([], 0)).toEqual([0]);
    expect(effectiveSelection([], undefined)).toEqual([]);
    expect(effectiveSelection([3], 0)).toEqual([3]);
  });

  it('isRootSelection', () => {
    expect(isRootSelection([], undefined)).toBe(true);
    expect(isRootSelection([0, 0], 0)).toBe(true);
    expect(isRootSelection([0], undefined)).toBe(false);
  });

  it('selectionTestHolds needs every property of a test written with several', () => {
    expect(selectionTestHolds({ includesAny: [1], isRoot: false }, [1], 0)).toBe(true);
    expect(selectionTestHolds({ includesAny: [0], isRoot: false }, [], 0)).toBe(false);
    expect(selectionTestHolds({}, [5], 0)).toBe(true);
  });

  it('rootOf maps dimensions to roots', () => {
    const roots = { criticalMoment: 1, geo: 2, logical: 3 };
    expect(rootOf('criticalMoments', roots)).toBe(1);
    expect(rootOf('geographies', roots)).toBe(2);
    expect(rootOf('logicals', roots)).toBe(3);
    expect(rootOf('channels', roots)).toBeUndefined();
  });

  it('conditionParts keeps a single-property node as it is and splits others', () => {
    const single: RenderCondition = { levels: ['zonal'] };
    expect(conditionParts(single)).toEqual([{ key: 'levels', node: single }]);
    expect(conditionParts(single)[0]?.node).toBe(single);
    expect(conditionParts({ feature: 'alerts', all: [] })).toEqual([
      { key: 'all', node: { all: [] } },
      { key: 'feature', node: { feature: 'alerts' } },
    ]);
    expect(conditionParts({})).toEqual([]);
  });
});
