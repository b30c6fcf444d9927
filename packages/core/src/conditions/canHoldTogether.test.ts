import type { RenderCondition } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { canHoldTogether, MAX_CONDITION_WORLDS } from './canHoldTogether.js';
import type { ConditionSpace } from './canHoldTogether.js';

function space(overrides: Partial<ConditionSpace> = {}): ConditionSpace {
  return {
    roots: { criticalMoment: 0, geo: 10001, logical: 15 },
    criticalMomentSelection: 'multiple',
    levels: ['cxo', 'national', 'zonal', 'distributor'],
    features: ['alerts'],
    languages: ['es', 'en'],
    ...overrides,
  };
}

const single = space({ criticalMomentSelection: 'single' });

describe('canHoldTogether', () => {
  it('includesAny [1] and includesAny [2] hold together only when several moments can be selected', () => {
    const a: RenderCondition = { criticalMoments: { includesAny: [1] } };
    const b: RenderCondition = { criticalMoments: { includesAny: [2] } };
    expect(canHoldTogether(a, b, space())).toBe(true);
    expect(canHoldTogether(a, b, single)).toBe(false);
  });

  it('equals [1] and equals [2] never hold together', () => {
    const a: RenderCondition = { criticalMoments: { equals: [1] } };
    const b: RenderCondition = { criticalMoments: { equals: [2] } };
    expect(canHoldTogether(a, b, space())).toBe(false);
    expect(canHoldTogether(a, b, single)).toBe(false);
  });

  it('the root view and includesAny [1] never hold together (root 0 is not 1)', () => {
    const root: RenderCondition = { criticalMoments: { isRoot: true } };
    expect(canHoldTogether(root, { criticalMoments: { includesAny: [1] } }, space())).toBe(false);
    expect(canHoldTogether(root, { criticalMoments: { includesAny: [0] } }, space())).toBe(true);
    expect(canHoldTogether(root, { criticalMoments: { isRoot: false } }, space())).toBe(false);
  });

  it('different levels never hold together; a user has one level', () => {
    expect(canHoldTogether({ levels: ['zonal'] }, { levels: ['national'] }, space())).toBe(false);
    expect(canHoldTogether({ levels: ['zonal', 'national'] }, { levels: ['national'] }, space())).toBe(true);
  });

  it('a level the tenant does not have never holds', () => {
    expect(canHoldTogether({ levels: ['marketing'] }, undefined, space())).toBe(false);
  });

  it('tries the levels the conditions name when the space lists none', () => {
    expect(canHoldTogether({ levels: ['marketing'] }, undefined, space({ levels: [] }))).toBe(true);
    expect(canHoldTogether({ levels: ['marketing'] }, { levels: ['cxo'] }, space({ levels: [] }))).toBe(false);
  });

  it('a user without level is tried too', () => {
    expect(
      canHoldTogether(
        { not: { levels: ['zonal'] } },
        { not: { levels: ['cxo'] } },
        space({ levels: ['zonal', 'cxo'] }),
      ),
    ).toBe(true);
  });

  it('highestScope true and false never hold together', () => {
    expect(canHoldTogether({ highestScope: true }, { highestScope: false }, space())).toBe(false);
    expect(canHoldTogether({ highestScope: true }, { highestScope: true }, space())).toBe(true);
  });

  it('a condition and its negation never hold together', () => {
    const x: RenderCondition = {
      all: [{ criticalMoments: { includesAny: [1, 2] } }, { geographies: { isRoot: false } }],
    };
    expect(canHoldTogether({ not: x }, x, space())).toBe(false);
    expect(canHoldTogether(x, { not: x }, single)).toBe(false);
  });

  it('a satisfiable condition holds together with the absent (always) condition', () => {
    const x: RenderCondition = { all: [{ criticalMoments: { includesAll: [1, 2] } }, { levels: ['zonal'] }] };
    expect(canHoldTogether(x, undefined, space())).toBe(true);
    expect(canHoldTogether(undefined, x, space())).toBe(true);
    expect(canHoldTogether(undefined, undefined, space())).toBe(true);
  });

  it('an unsatisfiable condition never holds, even with the absent condition', () => {
    expect(canHoldTogether({ any: [] }, undefined, space())).toBe(false);
    // Two moments at once cannot be selected in single mode.
    expect(canHoldTogether({ criticalMoments: { includesAll: [1, 2] } }, undefined, single)).toBe(false);
  });

  it('an id no condition names stands for any other selection', () => {
    const notSalesNorRoot: RenderCondition = {
      all: [{ not: { criticalMoments: { includesAny: [1] } } }, { criticalMoments: { isRoot: false } }],
    };
    expect(canHoldTogether(notSalesNorRoot, { not: { criticalMoments: { includesAny: [2] } } }, single)).toBe(true);
  });

  it('features are facts of the tenant: only the space features are on', () => {
    expect(canHoldTogether({ feature: 'alerts' }, undefined, space())).toBe(true);
    expect(canHoldTogether({ feature: 'reports' }, undefined, space())).toBe(false);
    expect(canHoldTogether({ not: { feature: 'alerts' } }, undefined, space())).toBe(false);
  });

  it('languages are tried among the tenant languages', () => {
    expect(canHoldTogether({ languages: ['en'] }, undefined, space())).toBe(true);
    expect(canHoldTogether({ languages: ['en'] }, undefined, space({ languages: ['es'] }))).toBe(false);
    expect(canHoldTogether({ languages: ['es'] }, undefined, space({ languages: [] }))).toBe(true);
    expect(canHoldTogether({ languages: ['es'] }, { languages: ['en'] }, space())).toBe(false);
  });

  it('channels: no channel and some channel never hold together', () => {
    expect(canHoldTogether({ channels: { isRoot: true } }, { channels: { includesAny: [7] } }, space())).toBe(false);
    expect(canHoldTogether({ channels: { includesAny: [7] } }, { channels: { includesAny: [3] } }, space())).toBe(true);
  });

  it('combines dimensions: hospital root widgets and leaf widgets', () => {
    const rootView: RenderCondition = {
      all: [{ criticalMoments: { isRoot: true } }, { geographies: { isRoot: true } }],
    };
    const leafView: RenderCondition = {
      all: [{ criticalMoments: { isRoot: false } }, { geographies: { isRoot: true } }],
    };
    const otherView: RenderCondition = { geographies: { isRoot: false } };
    expect(canHoldTogether(rootView, leafView, space())).toBe(false);
    expect(canHoldTogether(rootView, otherView, space())).toBe(false);
    expect(canHoldTogether(leafView, otherView, space())).toBe(false);
    expect(canHoldTogether(rootView, { criticalMoments: { equals: [0] } }, space())).toBe(true);
  });

  it('answers "may overlap" past the bound of worlds', () => {
    const a: RenderCondition = { criticalMoments: { equals: [1] } };
    const b: RenderCondition = { criticalMoments: { equals: [2] } };
    expect(canHoldTogether(a, b, space(), 3)).toBe(true);
    expect(canHoldTogether(a, b, space(), MAX_CONDITION_WORLDS)).toBe(false);
  });

  it('stays bounded with many ids (2^30 subsets) and answers conservatively', () => {
    const ids = Array.from({ length: 30 }, (_, i) => i + 1);
    const a: RenderCondition = { criticalMoments: { equals: ids } };
    const b: RenderCondition = { not: { criticalMoments: { equals: ids } } };
    const started = Date.now();
    expect(canHoldTogether(a, b, space())).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('finds the one satisfying world among many', () => {
    const a: RenderCondition = { criticalMoments: { includesAll: [1, 2, 3, 4, 5, 6, 7, 8] } };
    const b: RenderCondition = { geographies: { includesAll: [10, 11, 12] } };
    expect(canHoldTogether(a, b, space())).toBe(true);
  });
});
