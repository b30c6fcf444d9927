// The `within` selection test (a subtree of the tenant's trees), on a small tree and on the hospital
// tenant's real metadata.json (networks 10, 20, 30 and their centres).
import { readFileSync } from 'node:fs';
import type { RenderCondition, TenantMetadata } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { canHoldTogether } from './canHoldTogether.js';
import type { ConditionSpace } from './canHoldTogether.js';
import { describeCondition } from './describeCondition.js';
import { evaluateCondition, selectionTestHolds } from './evaluateCondition.js';
import type { ConditionContext } from './evaluateCondition.js';
import { explainCondition } from './explainCondition.js';
import { conditionTrees, isWithin } from './trees.js';
import { conditionContext } from './__fixtures__/context.js';

const hospital = JSON.parse(
  readFileSync(new URL('../../../../dashboards/hospital/metadata.json', import.meta.url), 'utf8'),
) as TenantMetadata;
const trees = conditionTrees(hospital);
const roots = { criticalMoment: 0, geo: 1, logical: 1 };

function ctx(overrides: Partial<ConditionContext> = {}): ConditionContext {
  return conditionContext({ roots, trees, highestScope: true, ...overrides });
}

const cediasa: RenderCondition = { geographies: { within: [20] } };

describe('conditionTrees', () => {
  it('reads the parents of the three trees of metadata.json; roots and channels have none', () => {
    expect(trees.parentOf('geographies', 203)).toBe(20);
    expect(trees.parentOf('geographies', 20)).toBe(1);
    expect(trees.parentOf('geographies', 1)).toBeUndefined();
    expect(trees.parentOf('criticalMoments', 11653)).toBe(200);
    expect(trees.parentOf('criticalMoments', 200)).toBe(0);
    expect(trees.parentOf('logicals', 1)).toBeUndefined();
    expect(trees.parentOf('channels', 1)).toBeUndefined();
    expect(trees.parentOf('geographies', 999_999)).toBeUndefined();
  });

  it('isWithin walks up to a listed id and stops on a cycle of a malformed tree', () => {
    expect(isWithin('geographies', 203, new Set([20]), trees)).toBe(true);
    expect(isWithin('geographies', 203, new Set([10, 30]), trees)).toBe(false);
    expect(isWithin('geographies', 203, new Set([20]), undefined)).toBe(false);
    const cycle = { parentOf: (_: unknown, id: number) => (id === 5 ? 6 : 5) };
    expect(isWithin('geographies', 5, new Set([7]), cycle)).toBe(false);
  });
});

describe('within', () => {
  it('holds for the node itself and for any of its descendants', () => {
    expect(evaluateCondition(cediasa, ctx({ geographies: [20] }))).toBe(true);
    expect(evaluateCondition(cediasa, ctx({ geographies: [207] }))).toBe(true);
    expect(evaluateCondition(cediasa, ctx({ geographies: [201, 212] }))).toBe(true);
  });

  it('needs every selected node inside: one outside fails it', () => {
    expect(evaluateCondition(cediasa, ctx({ geographies: [207, 101] }))).toBe(false);
    expect(evaluateCondition(cediasa, ctx({ geographies: [10] }))).toBe(false);
    expect(evaluateCondition({ geographies: { within: [10, 20] } }, ctx({ geographies: [207, 101] }))).toBe(true);
  });

  it('an empty selection stands for the root: it holds only when the root is listed', () => {
    expect(evaluateCondition(cediasa, ctx())).toBe(false);
    expect(evaluateCondition({ geographies: { within: [1] } }, ctx())).toBe(true);
    expect(evaluateCondition({ geographies: { within: [1] } }, ctx({ geographies: [305] }))).toBe(true);
    expect(evaluateCondition(cediasa, ctx({ geographies: [1] }))).toBe(false);
  });

  it('works on the critical-moment tree (a group of moments)', () => {
    const dialysis: RenderCondition = { criticalMoments: { within: [200] } };
    expect(evaluateCondition(dialysis, ctx({ criticalMoments: [11653] }))).toBe(true);
    expect(evaluateCondition(dialysis, ctx({ criticalMoments: [9951] }))).toBe(false);
    expect(evaluateCondition(dialysis, ctx())).toBe(false);
  });

  it('on channels (no tree, no root) every selected channel must be listed, and none selected fails', () => {
    const phone: RenderCondition = { channels: { within: [1, 2] } };
    expect(evaluateCondition(phone, ctx({ channels: [1] }))).toBe(true);
    expect(evaluateCondition(phone, ctx({ channels: [1, 3] }))).toBe(false);
    expect(evaluateCondition(phone, ctx())).toBe(false);
  });

  it('without the trees only the listed ids themselves count', () => {
    const { trees: _dropped, ...treeless } = ctx({ geographies: [207] });
    expect(evaluateCondition(cediasa, treeless)).toBe(false);
    expect(evaluateCondition(cediasa, { ...treeless, geographies: [20] })).toBe(true);
    expect(selectionTestHolds({ within: [20] }, [207], 1)).toBe(false);
    expect(selectionTestHolds({ within: [20] }, [207], 1, { dimension: 'geographies', trees })).toBe(true);
  });
});

describe('within in Spanish', () => {
  it('describeCondition says "dentro de" and, negated, "fuera de"', () => {
    expect(describeCondition(cediasa)).toBe(
      'todas las geografías seleccionadas están dentro de 20 (el nodo o sus descendientes)',
    );
    expect(describeCondition({ geographies: { within: [10, 20] } }, roots)).toBe(
      'todas las geografías seleccionadas están dentro de 10 o 20 (esos nodos o sus descendientes; sin selección cuenta la raíz 1)',
    );
    expect(describeCondition({ not: { criticalMoments: { within: [100, 200] } } })).toBe(
      'alguno de los momentos críticos seleccionados está fuera de 100 y 200 (esos nodos y sus descendientes)',
    );
    expect(describeCondition({ channels: { within: [1, 2] } })).toBe(
      'se seleccionó algún canal y todos los canales seleccionados son 1 o 2',
    );
    expect(describeCondition({ not: { channels: { within: [7] } } })).toBe(
      'no se seleccionó ningún canal o alguno de los canales seleccionados no es 7',
    );
  });

  it('explainCondition names the failing within leaf and the current selection', () => {
    expect(explainCondition(cediasa, ctx({ geographies: [207] }), '/renderCondition')).toBeNull();
    expect(
      explainCondition({ all: [{ criticalMoments: { isRoot: true } }, cediasa] }, ctx({ geographies: [101] })),
    ).toEqual({
      pointer: '/all/1',
      condition: cediasa,
      message:
        'Se muestra solo si todas las geografías seleccionadas están dentro de 20 (el nodo o sus descendientes; sin selección cuenta la raíz 1) (ahora: 101)',
    });
  });
});

describe('canHoldTogether with within', () => {
  const space: ConditionSpace = {
    roots,
    criticalMomentSelection: 'single',
    levels: ['corporativo', 'red', 'centro'],
    features: [],
    languages: ['es', 'en'],
    trees,
  };

  it('two disjoint subtrees, or a subtree and the root, never hold together', () => {
    expect(canHoldTogether(cediasa, { geographies: { within: [10] } }, space)).toBe(false);
    expect(canHoldTogether(cediasa, { geographies: { isRoot: true } }, space)).toBe(false);
    expect(canHoldTogether(cediasa, { geographies: { equals: [101] } }, space)).toBe(false);
  });

  it('a subtree holds together with its nodes, its ancestors and the nodes under it no condition names', () => {
    expect(canHoldTogether(cediasa, { geographies: { equals: [207] } }, space)).toBe(true);
    expect(canHoldTogether(cediasa, { geographies: { within: [1] } }, space)).toBe(true);
    // Only a CEDIASA centre (no condition names one) is inside 20 and not 20 itself.
    expect(canHoldTogether(cediasa, { not: { geographies: { equals: [20] } } }, space)).toBe(true);
    expect(canHoldTogether(cediasa, { geographies: { isRoot: false } }, space)).toBe(true);
  });

  it('the hospital demo views: a network or its centres, and the "other" view, exclude each other', () => {
    const other: RenderCondition = {
      all: [
        { geographies: { isRoot: false } },
        { not: { geographies: { within: [10] } } },
        { not: cediasa },
        { not: { geographies: { within: [30] } } },
      ],
    };
    expect(canHoldTogether(cediasa, other, space)).toBe(false);
    // Centres of two networks selected together are "other".
    expect(canHoldTogether({ geographies: { includesAll: [101, 201] } }, other, space)).toBe(true);
  });

  it('without the trees a within test on a tree may overlap anything', () => {
    const { trees: _dropped, ...treeless } = space;
    expect(canHoldTogether(cediasa, { geographies: { within: [10] } }, treeless)).toBe(true);
    // Channels have no tree: nothing to know.
    expect(canHoldTogether({ channels: { within: [1] } }, { channels: { equals: [2] } }, treeless)).toBe(false);
  });
});
