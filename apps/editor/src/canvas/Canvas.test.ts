import { resolveDashboard } from '@voz/core';
import type { Dashboard } from '@voz/schema';
import { createElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { reuseCards, type CardCache, type CardProps } from './Canvas.js';

const context = {
  criticalMoments: [],
  geographies: [],
  logicals: [],
  channels: [],
  roots: { criticalMoment: 0, geo: 1, logical: 2 },
  highestScope: true,
  language: 'es' as const,
  features: [],
};

/** 60 widgets, 4 to a row, as the editor benchmark's dashboard. */
function dashboard(moveW2To?: number): Dashboard {
  return {
    schemaVersion: 2,
    key: 'd',
    title: { es: 'D' },
    widgets: Array.from({ length: 60 }, (_, i) => ({
      id: `w${i + 1}`,
      type: 'nps',
      title: { es: `Indicador ${i + 1}` },
      position: [i === 1 && moveW2To !== undefined ? moveW2To : i % 4, Math.floor(i / 4) * 2],
      size: [1, 2],
    })),
  } as unknown as Dashboard;
}

const shown = (doc: Dashboard) => resolveDashboard(doc, context).widgets;

function draw(previous: CardCache, doc: Dashboard, selection: string[], errors = new Map<string, number>()) {
  const made: CardProps[] = [];
  const make = (props: CardProps): ReactElement => {
    made.push(props);
    return createElement('div', { key: props.id });
  };
  return { ...reuseCards(previous, shown(doc), selection, errors, make), made };
}

describe('the canvas cards', () => {
  it('makes a new element only for the card an edit changed, so react-grid-layout draws one card, not 60', () => {
    const first = draw(new Map(), dashboard(), ['w2']);
    expect(first.made).toHaveLength(60);

    // The document is resolved anew after every edit (new objects); one widget moved a column.
    const moved = draw(first.cache, dashboard(2), ['w2']);
    expect(moved.made.map((p) => [p.id, p.x])).toEqual([['w2', 2]]);
    const same = moved.elements.filter((element, i) => element === first.elements[i]);
    expect(same).toHaveLength(59);
    expect(moved.elements[1]).not.toBe(first.elements[1]);
  });

  it('makes them again when the selection or a card’s error count changes', () => {
    const first = draw(new Map(), dashboard(), ['w2']);
    const selected = draw(first.cache, dashboard(), ['w3']);
    expect(selected.made.map((p) => [p.id, p.selected])).toEqual([
      ['w2', false],
      ['w3', true],
    ]);
    const errors = draw(selected.cache, dashboard(), ['w3'], new Map([['w7', 2]]));
    expect(errors.made.map((p) => [p.id, p.errorCount])).toEqual([['w7', 2]]);
    // Nothing changed: every element is the one drawn before.
    const again = draw(errors.cache, dashboard(), ['w3'], new Map([['w7', 2]]));
    expect(again.made).toEqual([]);
    expect(again.elements).toEqual(errors.elements);
  });
});
