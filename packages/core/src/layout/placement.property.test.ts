import type { Dashboard, GridPosition, Widget } from '@voz/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GRID_COLUMNS, rectsOverlap } from './grid.js';
import { resolveDashboard } from './resolveDashboard.js';
import type { ResolveContext, ResolvedWidget } from './resolveDashboard.js';

const context: ResolveContext = {
  criticalMoments: [],
  geographies: [],
  logicals: [],
  channels: [],
  roots: { criticalMoment: 0, geo: 1, logical: 2 },
  highestScope: false,
  language: 'es',
  features: [],
};

const widgetSpec = fc.record({
  size: fc.tuple(fc.integer({ min: 1, max: GRID_COLUMNS }), fc.integer({ min: 1, max: 3 })),
  position: fc.option(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 6 })), { nil: undefined }),
  hidden: fc.boolean(),
});

function build(
  specs: { size: [number, number]; position: [number, number] | undefined; hidden: boolean }[],
): Dashboard {
  const widgets = specs.map((spec, index) => {
    const widget: Record<string, unknown> = { id: `w${index}`, type: 'gauge', size: spec.size };
    if (spec.position !== undefined) widget['position'] = spec.position;
    if (spec.hidden) widget['renderCondition'] = { feature: 'alerts' };
    return widget as unknown as Widget;
  });
  return { schemaVersion: 2, key: 'p', title: { es: 'P' }, widgets };
}

function overlap(a: ResolvedWidget, b: ResolvedWidget): boolean {
  return rectsOverlap({ position: a.position, size: a.size }, { position: b.position, size: b.size });
}

describe('automatic placement (properties)', () => {
  it('places every widget inside the columns without covering a visible widget', () => {
    fc.assert(
      fc.property(fc.array(widgetSpec, { maxLength: 12 }), (specs) => {
        const result = resolveDashboard(build(specs), context);
        const visible = result.widgets.filter((item) => item.visible);
        for (const item of result.widgets) {
          if (!item.autoPlaced) continue;
          expect(item.position[0]).toBeGreaterThanOrEqual(0);
          expect(item.position[0] + item.size[0]).toBeLessThanOrEqual(GRID_COLUMNS);
          for (const other of visible) if (other !== item) expect(overlap(item, other)).toBe(false);
        }
        // Auto-placed hidden widgets do not cover each other either.
        const greyed = result.widgets.filter((item) => item.autoPlaced && !item.visible);
        for (const a of greyed) for (const b of greyed) if (a !== b) expect(overlap(a, b)).toBe(false);
      }),
    );
  });

  it('written positions are kept and rows cover every visible widget', () => {
    fc.assert(
      fc.property(fc.array(widgetSpec, { maxLength: 12 }), (specs) => {
        const result = resolveDashboard(build(specs), context);
        result.widgets.forEach((item, index) => {
          const written = specs[index]?.position;
          if (written !== undefined) expect(item.position).toEqual(written);
          expect(item.autoPlaced).toBe(written === undefined);
          if (item.visible) expect(item.position[1] + item.size[1]).toBeLessThanOrEqual(result.rows);
        });
      }),
    );
  });

  it('hidden widgets change nothing for the visible ones', () => {
    fc.assert(
      fc.property(fc.array(widgetSpec, { maxLength: 12 }), (specs) => {
        const all = resolveDashboard(build(specs), context);
        const onlyVisible = resolveDashboard(build(specs.filter((spec) => !spec.hidden)), context);
        const positions = (widgets: ResolvedWidget[]): GridPosition[] =>
          widgets.filter((item) => item.visible).map((item) => item.position);
        expect(positions(all.widgets)).toEqual(positions(onlyVisible.widgets));
        expect(all.rows).toBe(onlyVisible.rows);
      }),
    );
  });
});
