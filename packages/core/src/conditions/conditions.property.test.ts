import type { Feature, Language, RenderCondition, SelectionTest } from '@voz/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canHoldTogether } from './canHoldTogether.js';
import type { ConditionSpace } from './canHoldTogether.js';
import { evaluateCondition } from './evaluateCondition.js';
import type { ConditionContext } from './evaluateCondition.js';
import { explainCondition } from './explainCondition.js';
import type { ConditionTrees } from './trees.js';

// Small id and level sets, so random conditions and random filter states meet often.
const ids = fc.uniqueArray(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 3 });
const levelIds = ['cxo', 'national', 'zonal'] as const;
const features: readonly Feature[] = ['alerts', 'reports'];
const languages: readonly Language[] = ['es', 'en'];

const selectionTest: fc.Arbitrary<SelectionTest> = fc.oneof(
  ids.map((list) => ({ includesAny: list })),
  ids.map((list) => ({ includesAll: list })),
  ids.map((list) => ({ equals: list })),
  fc.boolean().map((isRoot) => ({ isRoot })),
  ids.map((list) => ({ within: list })),
);

const leaf: fc.Arbitrary<RenderCondition> = fc.oneof(
  selectionTest.map((test) => ({ criticalMoments: test })),
  selectionTest.map((test) => ({ geographies: test })),
  selectionTest.map((test) => ({ channels: test })),
  fc.subarray([...levelIds], { minLength: 1 }).map((levels) => ({ levels })),
  fc.boolean().map((highestScope) => ({ highestScope })),
  fc.subarray([...languages], { minLength: 1 }).map((list) => ({ languages: list })),
  fc.constantFrom(...features).map((feature) => ({ feature })),
);

function tree(leaves: fc.Arbitrary<RenderCondition>): fc.Arbitrary<RenderCondition> {
  return fc.letrec<{ node: RenderCondition }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaves,
      fc.array(tie('node'), { maxLength: 3 }).map((all) => ({ all })),
      fc.array(tie('node'), { maxLength: 3 }).map((any) => ({ any })),
      tie('node').map((not) => ({ not })),
    ),
  })).node;
}

const condition = tree(leaf);
// One selection dimension only, so that every space of worlds stays under the bound and is walked whole.
const smallCondition = tree(
  fc.oneof(
    selectionTest.map((test) => ({ criticalMoments: test })),
    fc.subarray([...levelIds], { minLength: 1 }).map((levels) => ({ levels })),
    fc.boolean().map((highestScope) => ({ highestScope })),
    fc.constantFrom(...features).map((feature) => ({ feature })),
  ),
);

const roots = { criticalMoment: 0, geo: 1, logical: 2 };
// A fixed tree per dimension over the ids 0–7 (child → parent), several levels deep, so `within` tests
// meet both ancestors and strangers.
const PARENTS: Readonly<Record<'criticalMoments' | 'geographies' | 'logicals', ReadonlyMap<number, number>>> = {
  criticalMoments: new Map([
    [1, 0],
    [2, 0],
    [3, 1],
    [4, 1],
    [5, 3],
    [6, 2],
    [7, 2],
  ]),
  geographies: new Map([
    [0, 1],
    [2, 1],
    [3, 2],
    [4, 2],
    [5, 0],
    [6, 5],
    [7, 3],
  ]),
  logicals: new Map([
    [0, 2],
    [1, 2],
    [3, 0],
    [4, 3],
    [5, 1],
    [6, 5],
    [7, 6],
  ]),
};
const trees: ConditionTrees = {
  parentOf: (dimension, id) => (dimension === 'channels' ? undefined : PARENTS[dimension].get(id)),
};
const space: ConditionSpace = {
  roots,
  criticalMomentSelection: 'multiple',
  levels: levelIds,
  features: ['alerts'],
  languages,
  trees,
};

const selection = fc.uniqueArray(fc.integer({ min: 0, max: 7 }), { maxLength: 4 });
const context: fc.Arbitrary<ConditionContext> = fc.record({
  criticalMoments: selection,
  geographies: selection,
  logicals: selection,
  channels: selection,
  roots: fc.constant(roots),
  trees: fc.constant(trees),
  level: fc.option(fc.constantFrom(...levelIds), { nil: undefined }),
  highestScope: fc.boolean(),
  language: fc.constantFrom(...languages),
  features: fc.constant(space.features),
});

describe('render conditions (properties)', () => {
  it('explainCondition is null exactly when evaluateCondition holds', () => {
    fc.assert(
      fc.property(condition, context, (c, ctx) => {
        expect(explainCondition(c, ctx, '/renderCondition') === null).toBe(evaluateCondition(c, ctx));
      }),
    );
  });

  it('the node an explanation points at fails, and the pointer starts at the base', () => {
    fc.assert(
      fc.property(condition, context, (c, ctx) => {
        const explanation = explainCondition(c, ctx, '/renderCondition');
        if (explanation === null) return;
        expect(evaluateCondition(explanation.condition, ctx)).toBe(false);
        expect(explanation.pointer.startsWith('/renderCondition')).toBe(true);
        expect(explanation.message.startsWith('Se muestra solo si ')).toBe(true);
      }),
    );
  });

  it('not negates', () => {
    fc.assert(
      fc.property(condition, context, (c, ctx) => {
        expect(evaluateCondition({ not: c }, ctx)).toBe(!evaluateCondition(c, ctx));
      }),
    );
  });

  it('canHoldTogether never says "never" for two conditions some filter state satisfies together', () => {
    fc.assert(
      fc.property(condition, condition, context, (a, b, ctx) => {
        if (evaluateCondition(a, ctx) && evaluateCondition(b, ctx)) expect(canHoldTogether(a, b, space)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('in single mode too, for states with at most one moment', () => {
    const single: ConditionSpace = { ...space, criticalMomentSelection: 'single' };
    const singleContext = context.chain((ctx) =>
      fc.option(fc.integer({ min: 0, max: 7 }), { nil: undefined }).map((moment) => ({
        ...ctx,
        criticalMoments: moment === undefined ? [] : [moment],
      })),
    );
    fc.assert(
      fc.property(condition, condition, singleContext, (a, b, ctx) => {
        if (evaluateCondition(a, ctx) && evaluateCondition(b, ctx)) expect(canHoldTogether(a, b, single)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('within holds exactly when every selected id (the root for none) has a listed id on its way up', () => {
    const dimensions = ['criticalMoments', 'geographies', 'logicals'] as const;
    fc.assert(
      fc.property(fc.constantFrom(...dimensions), ids, selection, (dimension, listed, picked) => {
        const root =
          dimension === 'criticalMoments'
            ? roots.criticalMoment
            : dimension === 'geographies'
              ? roots.geo
              : roots.logical;
        const ancestry = (id: number): number[] => {
          const parent = PARENTS[dimension].get(id);
          return parent === undefined ? [id] : [id, ...ancestry(parent)];
        };
        const effective = picked.length === 0 ? [root] : picked;
        const expected = effective.every((id) => ancestry(id).some((node) => listed.includes(node)));
        const ctx: ConditionContext = {
          criticalMoments: [],
          geographies: [],
          logicals: [],
          channels: [],
          roots,
          trees,
          highestScope: true,
          language: 'es',
          features: [],
          [dimension]: picked,
        };
        expect(evaluateCondition({ [dimension]: { within: listed } }, ctx)).toBe(expected);
      }),
    );
  });

  it('without the trees, canHoldTogether answers "may overlap" for a within test on a tree', () => {
    const { trees: _dropped, ...treeless } = space;
    expect(canHoldTogether({ geographies: { within: [2] } }, { geographies: { equals: [0] } }, treeless)).toBe(true);
    expect(canHoldTogether({ geographies: { within: [2] } }, { geographies: { equals: [0] } }, space)).toBe(false);
  });

  it('a condition and its negation never hold together', () => {
    fc.assert(
      fc.property(smallCondition, (c) => {
        expect(canHoldTogether(c, { not: c }, space)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
