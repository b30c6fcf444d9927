// @vitest-environment jsdom
// The condition read back under the builder, in the interface language: core's describer in
// Spanish by default, in English once the editor is switched to English.
import { act, cleanup, render } from '@testing-library/react';
import type { RenderCondition } from '@voz/schema';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../i18n.js';
import { ConditionBuilder } from './ConditionBuilder.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => {
  cleanup();
  applyLanguage('es');
});

const condition: RenderCondition = {
  all: [{ criticalMoments: { includesAny: [1, 2] } }, { not: { levels: ['zonal', 'cxo'] } }],
};

function renderBuilder(value: RenderCondition) {
  const view = render(
    createElement(ConditionBuilder, {
      label: 'widget',
      value,
      onChange: vi.fn(),
      roots: { criticalMoment: 0, geo: 1, logical: 2 },
      levels: ['zonal', 'cxo'],
    }),
  );
  return () => view.container.querySelector('[data-condition-text]')?.textContent;
}

describe('the condition builder’s reading of the condition', () => {
  it('is Spanish by default', () => {
    const text = renderBuilder(condition);
    expect(text()).toBe(
      'Se muestra si se cumplen todas estas condiciones: los momentos críticos seleccionados incluyen 1 o 2; ' +
        'el usuario no es de nivel zonal ni cxo.',
    );
  });

  it('is English in the English editor, and follows a switch of language', () => {
    applyLanguage('en');
    const text = renderBuilder(condition);
    expect(text()).toBe(
      'Shown if all of these conditions hold: the selected critical moments include 1 or 2; ' +
        'the user is not of level zonal or cxo.',
    );
    act(() => applyLanguage('es'));
    expect(text()).toMatch(/^Se muestra si se cumplen todas estas condiciones/);
  });

  it('names the root in English with the tenant’s roots', () => {
    applyLanguage('en');
    expect(renderBuilder({ geographies: { isRoot: true } })()).toBe(
      'Shown if no geography or only the root 1 is selected.',
    );
  });
});
