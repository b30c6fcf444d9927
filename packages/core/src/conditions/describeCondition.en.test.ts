// The describer in English (the editor's English interface): every branch the Spanish tests of
// explainCondition.test.ts and within.test.ts cover, and the Spanish default left as it was.
import type { Feature, RenderCondition } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { CONDITION_WORDS, describeCondition, describeCurrentState, FEATURE_NAMES } from './describeCondition.js';
import type { ConditionContext } from './evaluateCondition.js';
import { explainCondition } from './explainCondition.js';
import { conditionContext } from './__fixtures__/context.js';

const ctx = conditionContext;

const en = (condition: RenderCondition, roots?: ConditionContext['roots']): string =>
  describeCondition(condition, roots, 'en');
const explainEn = (condition: RenderCondition, context: ConditionContext): string | undefined =>
  explainCondition(condition, context, '/renderCondition', 'en')?.message;

describe('describeCondition in English', () => {
  it('words every selection test', () => {
    expect(en({ criticalMoments: { includesAny: [1, 2] } })).toBe('the selected critical moments include 1 or 2');
    expect(en({ criticalMoments: { includesAll: [1, 2, 3] } })).toBe(
      'the selected critical moments include 1, 2 and 3',
    );
    expect(en({ geographies: { equals: [14451] } })).toBe('the selection of geographies is exactly 14451');
    expect(en({ criticalMoments: { isRoot: true } })).toBe('no critical moment or only the root is selected');
    expect(en({ logicals: { isRoot: false } })).toBe('some logical location other than the root is selected');
    expect(en({ channels: { isRoot: true } })).toBe('no channel is selected');
  });

  it('names the root with the roots', () => {
    const roots = { criticalMoment: 0, geo: 10001, logical: 15 };
    expect(en({ criticalMoments: { isRoot: true } }, roots)).toBe('no critical moment or only the root 0 is selected');
    expect(en({ geographies: { isRoot: false } }, roots)).toBe('some geography other than the root 10001 is selected');
  });

  it('words within on trees and on channels, and their negations', () => {
    expect(en({ geographies: { within: [20] } })).toBe(
      'all the selected geographies are within 20 (the node or its descendants)',
    );
    expect(en({ geographies: { within: [10, 20] } }, { criticalMoment: 0, geo: 1, logical: 1 })).toBe(
      'all the selected geographies are within 10 or 20 (those nodes or their descendants; with no selection, the root 1 counts)',
    );
    expect(en({ not: { criticalMoments: { within: [100, 200] } } })).toBe(
      'some selected critical moment is outside 100 and 200 (those nodes and their descendants)',
    );
    expect(en({ not: { logicals: { within: [5] } } })).toBe(
      'some selected logical location is outside 5 (the node and its descendants)',
    );
    expect(en({ channels: { within: [1, 2] } })).toBe(
      'some channel is selected and all the selected channels are 1 or 2',
    );
    expect(en({ not: { channels: { within: [7] } } })).toBe('no channel is selected or some selected channel is not 7');
  });

  it('words negations of every leaf kind', () => {
    expect(en({ not: { criticalMoments: { includesAny: [1, 2] } } })).toBe(
      'the selected critical moments do not include 1 or 2',
    );
    expect(en({ not: { criticalMoments: { includesAll: [1, 2] } } })).toBe(
      'the selected critical moments do not include both 1 and 2',
    );
    expect(en({ not: { criticalMoments: { includesAll: [1, 2, 3] } } })).toBe(
      'the selected critical moments do not include all of 1, 2 and 3',
    );
    expect(en({ not: { criticalMoments: { includesAll: [1] } } })).toBe(
      'the selected critical moments do not include 1',
    );
    expect(en({ not: { geographies: { equals: [1] } } })).toBe('the selection of geographies is not exactly 1');
    expect(en({ not: { channels: { isRoot: true } } })).toBe('some channel is selected');
    expect(en({ not: { levels: ['zonal', 'cxo'] } })).toBe('the user is not of level zonal or cxo');
    expect(en({ not: { highestScope: true } })).toBe('the user’s geographic scope is not the highest');
    expect(en({ not: { languages: ['es', 'en'] } })).toBe('the interface language is not Spanish or English');
    expect(en({ not: { feature: 'alerts' } })).toBe('the client does not have the feature “Alerts” (alerts) enabled');
  });

  it('words levels, scope, languages and features', () => {
    expect(en({ levels: ['zonal', 'national'] })).toBe('the user is of level zonal or national');
    expect(en({ highestScope: true })).toBe(
      'the user’s geographic scope is the highest (it contains the geographic root)',
    );
    expect(en({ languages: ['en'] })).toBe('the interface language is English');
    expect(en({ feature: 'actionPlans' })).toBe('the client has the feature “Action plans” (actionPlans) enabled');
  });

  it('words lists: all, any, their negations, empty and single-item ones', () => {
    expect(en({ all: [{ levels: ['zonal'] }] })).toBe('the user is of level zonal');
    expect(en({ all: [] })).toBe('always (the list of conditions is empty)');
    expect(en({ any: [] })).toBe('never (the list of conditions is empty)');
    expect(en({ all: [{ levels: ['zonal'] }, { highestScope: false }] })).toBe(
      'all of these conditions hold: the user is of level zonal; the user’s geographic scope is not the highest',
    );
    expect(
      en({ any: [{ criticalMoments: { includesAny: [1] } }, { all: [{ levels: ['zonal'] }, { feature: 'alerts' }] }] }),
    ).toBe(
      'at least one of these conditions holds: the selected critical moments include 1; ' +
        '(all of these conditions hold: the user is of level zonal; the client has the feature “Alerts” (alerts) enabled)',
    );
    expect(en({ not: { any: [{ levels: ['zonal'] }, { highestScope: true }] } })).toBe(
      'none of these conditions holds: the user is of level zonal; the user’s geographic scope is the highest (it contains the geographic root)',
    );
    expect(en({ not: { all: [{ levels: ['zonal'] }, { feature: 'alerts' }] } })).toBe(
      'not all of these conditions hold: the user is of level zonal; the client has the feature “Alerts” (alerts) enabled',
    );
    expect(en({ not: { not: { levels: ['zonal'] } } })).toBe('the user is of level zonal');
    expect(en({})).toBe('always');
    expect(en({ not: {} })).toBe('never');
  });

  it('joins the properties of a node written with several with "and", negated with "or"', () => {
    expect(en({ levels: ['zonal'], highestScope: true })).toBe(
      'the user is of level zonal and the user’s geographic scope is the highest (it contains the geographic root)',
    );
    expect(en({ not: { levels: ['zonal'], highestScope: true } })).toBe(
      'the user is not of level zonal or the user’s geographic scope is not the highest',
    );
  });

  it('has an English name for every feature, and keeps the Spanish tables the default', () => {
    const features = Object.keys(FEATURE_NAMES) as Feature[];
    expect(Object.keys(CONDITION_WORDS.en.features).sort()).toEqual([...features].sort());
    expect(CONDITION_WORDS.es.features).toBe(FEATURE_NAMES);
    expect(describeCondition({ levels: ['zonal'] })).toBe('el usuario es de nivel zonal');
    expect(describeCondition({ levels: ['zonal'] }, undefined, 'es')).toBe('el usuario es de nivel zonal');
  });
});

describe('describeCurrentState in English', () => {
  it('is empty for combinators and self-explaining leaves', () => {
    expect(describeCurrentState({ any: [] }, ctx(), 'en')).toBe('');
    expect(describeCurrentState({ highestScope: true }, ctx(), 'en')).toBe('');
    expect(describeCurrentState({ feature: 'alerts' }, ctx(), 'en')).toBe('');
  });

  it('shows the selection, the root an empty one amounts to, the level and the language', () => {
    expect(describeCurrentState({ channels: { includesAny: [7] } }, ctx({ channels: [3, 4] }), 'en')).toBe(
      '(currently: 3, 4)',
    );
    expect(describeCurrentState({ channels: { includesAny: [7] } }, ctx(), 'en')).toBe('(currently: none)');
    expect(describeCurrentState({ not: { geographies: { includesAny: [7] } } }, ctx(), 'en')).toBe(
      '(currently: none, which amounts to the root 10001)',
    );
    expect(describeCurrentState({ levels: ['zonal'] }, ctx(), 'en')).toBe('(the user has no level)');
    expect(describeCurrentState({ levels: ['zonal'] }, ctx({ level: 'cxo' }), 'en')).toBe('(the user is of level cxo)');
    expect(describeCurrentState({ languages: ['en'] }, ctx(), 'en')).toBe('(currently: Spanish)');
  });
});

describe('explainCondition in English', () => {
  it('names a failing leaf with an English message and the current selection', () => {
    expect(explainEn({ criticalMoments: { includesAny: [1, 2] } }, ctx({ criticalMoments: [3] }))).toBe(
      'Shown only if the selected critical moments include 1 or 2 (currently: 3)',
    );
  });

  it('descends into all, and words a failing any and not', () => {
    const all: RenderCondition = { all: [{ criticalMoments: { includesAny: [1] } }, { levels: ['zonal'] }] };
    expect(explainCondition(all, ctx({ criticalMoments: [1], level: 'cxo' }), '/renderCondition', 'en')).toEqual({
      pointer: '/renderCondition/all/1',
      condition: { levels: ['zonal'] },
      message: 'Shown only if the user is of level zonal (the user is of level cxo)',
    });
    expect(explainEn({ any: [] }, ctx())).toBe('Shown only if never (the list of conditions is empty)');
    expect(explainEn({ not: { criticalMoments: { includesAny: [3] } } }, ctx({ criticalMoments: [3, 1] }))).toBe(
      'Shown only if the selected critical moments do not include 3 (currently: 3, 1)',
    );
  });

  it('explains roots, channels, levels, languages and features', () => {
    expect(explainEn({ geographies: { includesAny: [14451] } }, ctx())).toBe(
      'Shown only if the selected geographies include 14451 (currently: none, which amounts to the root 10001)',
    );
    expect(explainEn({ criticalMoments: { isRoot: true } }, ctx({ criticalMoments: [1] }))).toBe(
      'Shown only if no critical moment or only the root 0 is selected (currently: 1)',
    );
    expect(explainEn({ logicals: { isRoot: false } }, ctx())).toBe(
      'Shown only if some logical location other than the root 15 is selected (currently: none, which amounts to the root 15)',
    );
    expect(explainEn({ channels: { isRoot: false } }, ctx())).toBe(
      'Shown only if some channel is selected (currently: none)',
    );
    expect(explainEn({ levels: ['zonal', 'national'] }, ctx())).toBe(
      'Shown only if the user is of level zonal or national (the user has no level)',
    );
    expect(explainEn({ languages: ['en'] }, ctx())).toBe(
      'Shown only if the interface language is English (currently: Spanish)',
    );
    expect(explainEn({ feature: 'actionPlans' }, ctx())).toBe(
      'Shown only if the client has the feature “Action plans” (actionPlans) enabled',
    );
  });

  it('stays Spanish by default, whatever language the condition tests', () => {
    expect(explainCondition({ languages: ['es'] }, ctx({ language: 'en' }))?.message).toBe(
      'Se muestra solo si el idioma de la interfaz es español (ahora: inglés)',
    );
  });
});
