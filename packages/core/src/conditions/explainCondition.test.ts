import type { RenderCondition } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { describeCondition, describeCurrentState } from './describeCondition.js';
import { explainCondition } from './explainCondition.js';
import { conditionContext } from './__fixtures__/context.js';

const ctx = conditionContext;

describe('explainCondition', () => {
  it('is null when the condition holds or is absent', () => {
    expect(explainCondition(undefined, ctx())).toBeNull();
    expect(explainCondition({ all: [] }, ctx())).toBeNull();
    expect(explainCondition({ criticalMoments: { isRoot: true } }, ctx(), '/renderCondition')).toBeNull();
  });

  it('names a failing leaf with a Spanish message and the current selection', () => {
    const leaf: RenderCondition = { criticalMoments: { includesAny: [1, 2] } };
    const explanation = explainCondition(leaf, ctx({ criticalMoments: [3] }), '/renderCondition');
    expect(explanation).toEqual({
      pointer: '/renderCondition',
      condition: leaf,
      message: 'Se muestra solo si los momentos críticos seleccionados incluyen 1 o 2 (ahora: 3)',
    });
    expect(explanation?.condition).toBe(leaf);
  });

  it('descends into the first failing child of all', () => {
    const failing: RenderCondition = { levels: ['zonal'] };
    const condition: RenderCondition = {
      all: [{ criticalMoments: { includesAny: [1] } }, failing, { feature: 'alerts' }],
    };
    const explanation = explainCondition(condition, ctx({ criticalMoments: [1], level: 'cxo' }), '/renderCondition');
    expect(explanation?.pointer).toBe('/renderCondition/all/1');
    expect(explanation?.condition).toBe(failing);
    expect(explanation?.message).toBe('Se muestra solo si el usuario es de nivel zonal (el usuario es de nivel cxo)');
  });

  it('descends through nested all nodes to the deepest failing leaf', () => {
    const condition: RenderCondition = { all: [{ all: [{ highestScope: false }, { highestScope: true }] }] };
    const explanation = explainCondition(condition, ctx(), '/renderCondition');
    expect(explanation?.pointer).toBe('/renderCondition/all/0/all/1');
    expect(explanation?.message).toBe(
      'Se muestra solo si el alcance geográfico del usuario es el más alto (contiene la raíz geográfica)',
    );
  });

  it('points at a failing any node itself and lists its options', () => {
    const any: RenderCondition = {
      any: [{ criticalMoments: { includesAny: [1] } }, { all: [{ levels: ['zonal'] }, { highestScope: true }] }],
    };
    const explanation = explainCondition(
      { all: [{ all: [] }, any] },
      ctx({ criticalMoments: [2] }),
      '/renderCondition',
    );
    expect(explanation?.pointer).toBe('/renderCondition/all/1');
    expect(explanation?.condition).toBe(any);
    expect(explanation?.message).toBe(
      'Se muestra solo si se cumple alguna de estas condiciones: los momentos críticos seleccionados incluyen 1; ' +
        '(se cumplen todas estas condiciones: el usuario es de nivel zonal; el alcance geográfico del usuario es el más alto (contiene la raíz geográfica))',
    );
  });

  it('points at a failing not node and words its negation', () => {
    const not: RenderCondition = { not: { criticalMoments: { includesAny: [3] } } };
    const explanation = explainCondition(not, ctx({ criticalMoments: [3, 1] }), '/renderCondition');
    expect(explanation?.pointer).toBe('/renderCondition');
    expect(explanation?.condition).toBe(not);
    expect(explanation?.message).toBe(
      'Se muestra solo si los momentos críticos seleccionados no incluyen 3 (ahora: 3, 1)',
    );
  });

  it('uses an empty base pointer by default', () => {
    expect(explainCondition({ any: [] }, ctx())?.pointer).toBe('');
    expect(explainCondition({ any: [] }, ctx())?.message).toBe(
      'Se muestra solo si nunca (la lista de condiciones está vacía)',
    );
  });

  it('says that an empty selection is the root', () => {
    const explanation = explainCondition({ geographies: { includesAny: [14451] } }, ctx(), '/renderCondition');
    expect(explanation?.message).toBe(
      'Se muestra solo si las geografías seleccionadas incluyen 14451 (ahora: ninguno, que equivale a la raíz 10001)',
    );
  });

  it('explains isRoot with the root id, and channels without one', () => {
    expect(explainCondition({ criticalMoments: { isRoot: true } }, ctx({ criticalMoments: [1] }))?.message).toBe(
      'Se muestra solo si no se seleccionó ningún momento crítico o solo la raíz 0 (ahora: 1)',
    );
    expect(explainCondition({ logicals: { isRoot: false } }, ctx())?.message).toBe(
      'Se muestra solo si se seleccionó alguna ubicación lógica distinta de la raíz 15 (ahora: ninguno, que equivale a la raíz 15)',
    );
    expect(explainCondition({ channels: { isRoot: false } }, ctx())?.message).toBe(
      'Se muestra solo si se seleccionó algún canal (ahora: ninguno)',
    );
  });

  it('explains levels for a user without level, languages and features', () => {
    expect(explainCondition({ levels: ['zonal', 'national'] }, ctx())?.message).toBe(
      'Se muestra solo si el usuario es de nivel zonal o national (el usuario no tiene nivel)',
    );
    expect(explainCondition({ languages: ['en'] }, ctx())?.message).toBe(
      'Se muestra solo si el idioma de la interfaz es inglés (ahora: español)',
    );
    expect(explainCondition({ feature: 'actionPlans' }, ctx())?.message).toBe(
      'Se muestra solo si el cliente tiene activada la función «Planes de acción» (actionPlans)',
    );
  });

  it('reports the failing property of a node written with several', () => {
    const explanation = explainCondition({ levels: ['zonal'], feature: 'alerts' }, ctx({ level: 'zonal' }));
    expect(explanation?.condition).toEqual({ feature: 'alerts' });
    expect(explanation?.pointer).toBe('');
  });
});

describe('describeCondition', () => {
  it('words every selection test', () => {
    expect(describeCondition({ criticalMoments: { includesAll: [1, 2, 3] } })).toBe(
      'los momentos críticos seleccionados incluyen 1, 2 y 3',
    );
    expect(describeCondition({ geographies: { equals: [14451] } })).toBe(
      'la selección de geografías es exactamente 14451',
    );
    expect(describeCondition({ criticalMoments: { isRoot: true } })).toBe(
      'no se seleccionó ningún momento crítico o solo la raíz',
    );
  });

  it('words negations of every leaf kind', () => {
    expect(describeCondition({ not: { criticalMoments: { includesAny: [1, 2] } } })).toBe(
      'los momentos críticos seleccionados no incluyen 1 ni 2',
    );
    expect(describeCondition({ not: { criticalMoments: { includesAll: [1, 2] } } })).toBe(
      'los momentos críticos seleccionados no incluyen a la vez 1 y 2',
    );
    expect(describeCondition({ not: { geographies: { equals: [1] } } })).toBe(
      'la selección de geografías no es exactamente 1',
    );
    expect(describeCondition({ not: { channels: { isRoot: true } } })).toBe('se seleccionó algún canal');
    expect(describeCondition({ not: { levels: ['zonal', 'cxo'] } })).toBe('el usuario no es de nivel zonal ni cxo');
    expect(describeCondition({ not: { highestScope: true } })).toBe(
      'el alcance geográfico del usuario no es el más alto',
    );
    expect(describeCondition({ not: { languages: ['es', 'en'] } })).toBe(
      'el idioma de la interfaz no es español ni inglés',
    );
    expect(describeCondition({ not: { feature: 'alerts' } })).toBe(
      'el cliente no tiene activada la función «Alertas» (alerts)',
    );
  });

  it('words negated lists and single-item lists', () => {
    expect(describeCondition({ all: [{ levels: ['zonal'] }] })).toBe('el usuario es de nivel zonal');
    expect(describeCondition({ not: { any: [{ levels: ['zonal'] }, { highestScope: true }] } })).toBe(
      'no se cumple ninguna de estas condiciones: el usuario es de nivel zonal; el alcance geográfico del usuario es el más alto (contiene la raíz geográfica)',
    );
    expect(describeCondition({ not: { all: [{ levels: ['zonal'] }, { feature: 'alerts' }] } })).toBe(
      'no se cumplen a la vez todas estas condiciones: el usuario es de nivel zonal; el cliente tiene activada la función «Alertas» (alerts)',
    );
    expect(describeCondition({ not: { not: { levels: ['zonal'] } } })).toBe('el usuario es de nivel zonal');
  });
});

describe('describeCurrentState', () => {
  it('is empty for combinators and self-explaining leaves', () => {
    expect(describeCurrentState({ any: [] }, ctx())).toBe('');
    expect(describeCurrentState({ highestScope: true }, ctx())).toBe('');
    expect(describeCurrentState({ feature: 'alerts' }, ctx())).toBe('');
  });

  it('shows the selection of the dimension tested', () => {
    expect(describeCurrentState({ channels: { includesAny: [7] } }, ctx({ channels: [3, 4] }))).toBe('(ahora: 3, 4)');
  });
});
