import type { Dashboard, Widget } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { momentViews } from './momentViews.js';
import type { ResolveContext } from './resolveDashboard.js';

const context: ResolveContext = {
  criticalMoments: [],
  geographies: [],
  logicals: [],
  channels: [],
  roots: { criticalMoment: 0, geo: 1, logical: 15 },
  highestScope: true,
  language: 'es',
  features: [],
};

function w(id: string, extra: Partial<Widget> = {}): Widget {
  return { id, type: 'gauge', size: [1, 1], position: [0, 0], ...extra } as Widget;
}

function dashboard(widgets: Widget[], extra: Partial<Dashboard> = {}): Dashboard {
  return { schemaVersion: 2, key: 'cxo', title: { es: 'CXO' }, widgets, ...extra };
}

const selections = (views: ReturnType<typeof momentViews>): number[][] => views.map((v) => v.criticalMoments);

describe('momentViews', () => {
  it('keeps one selection per distinct set of visible widgets, the root first', () => {
    const doc = dashboard([
      w('general', { renderCondition: { criticalMoments: { isRoot: true } } }),
      w('sales', { renderCondition: { criticalMoments: { includesAny: [1] } } }),
      w('service', { renderCondition: { criticalMoments: { includesAny: [2] } } }),
    ]);
    // 3 and 4 show nothing of their own: they look alike, and only the first of them is kept.
    const views = momentViews(doc, context, [1, 2, 3, 4]);
    expect(selections(views)).toEqual([[], [1], [2], [3]]);
    expect(views.map((v) => v.resolved.widgets.filter((x) => x.visible).map((x) => x.widget.id))).toEqual([
      ['general'],
      ['sales'],
      ['service'],
      [],
    ]);
  });

  it('tells apart selections that only move a widget (layout variants)', () => {
    const doc = dashboard([
      w('nps', { layouts: [{ when: { criticalMoments: { includesAny: [0] } }, position: [2, 0] }] }),
    ]);
    // Nothing chosen stands for the root (0), so the root view has the variant and 1 (like 2) moves it back.
    expect(selections(momentViews(doc, context, [0, 1, 2]))).toEqual([[], [1]]);
  });

  it('tells apart selections that only change the background', () => {
    const doc = dashboard([w('nps')], {
      background: {
        default: 'default',
        variants: [{ when: { criticalMoments: { includesAny: [2] } }, style: 'hero' }],
      },
    });
    const views = momentViews(doc, context, [1, 2]);
    expect(selections(views)).toEqual([[], [2]]);
    expect(views.map((v) => v.resolved.background)).toEqual(['default', 'hero']);
  });

  it('a dashboard without conditions has the one view of the root', () => {
    expect(selections(momentViews(dashboard([w('a'), w('b', { position: [1, 0] })]), context, [1, 2]))).toEqual([[]]);
  });
});
