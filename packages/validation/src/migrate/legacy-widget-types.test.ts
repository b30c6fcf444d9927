import { WIDGET_KINDS, getValidator } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { LEGACY_WIDGET_TYPES } from './legacy-widget-types.js';
import { migrateDocument } from './migrateDocument.js';

const validateWidget = getValidator('widget');
const kinds = new Map(WIDGET_KINDS.map((kind) => [kind.type, kind]));

describe('LEGACY_WIDGET_TYPES', () => {
  it('maps every legacy name to a registered v2 kind', () => {
    for (const [name, { kind }] of LEGACY_WIDGET_TYPES) expect(kinds.has(kind), name).toBe(true);
  });

  it('reaches every v2 kind from at least one legacy name', () => {
    const reached = new Set([...LEGACY_WIDGET_TYPES.values()].map((mapping) => mapping.kind));
    expect([...kinds.keys()].filter((kind) => !reached.has(kind))).toEqual([]);
  });

  it('uses legacy camelCase names only (never a kebab-case v2 kind name)', () => {
    for (const name of LEGACY_WIDGET_TYPES.keys()) expect(name).toMatch(/^[a-z][A-Za-z]*$/);
  });

  it('implies only config options the kind accepts, with accepted values', () => {
    for (const [name, { kind, config }] of LEGACY_WIDGET_TYPES) {
      if (config === undefined) continue;
      const widget = { id: 'w', type: kind, title: { es: 'T' }, size: [2, 2], config };
      expect(validateWidget(widget), `${name}: ${JSON.stringify(validateWidget.errors)}`).toBe(true);
    }
  });

  it.each([...LEGACY_WIDGET_TYPES.keys()])('migrates a minimal %s widget into a valid v2 widget', (name) => {
    const mapping = LEGACY_WIDGET_TYPES.get(name)!;
    const size = kinds.get(mapping.kind)!.minSize;
    const doc = {
      schemaVersion: 1,
      key: 'k',
      title: 'T',
      widgets: [{ title: 'T', size: [...size], config: { id: 'w', type: name } }],
    };
    const result = migrateDocument(doc);
    const widget = (result.document as { widgets: Record<string, unknown>[] }).widgets[0]!;
    expect(widget.type).toBe(mapping.kind);
    expect(widget.config).toEqual(mapping.config);
    expect(validateWidget(widget), JSON.stringify(validateWidget.errors)).toBe(true);
    expect(result.notes).toEqual([]);
  });

  it('maps the names the brief singles out', () => {
    expect(LEGACY_WIDGET_TYPES.get('snByGeo')).toEqual({ kind: 'radial-by-geo' });
    expect(LEGACY_WIDGET_TYPES.get('topTwoBox')).toEqual({ kind: 'customer-journey-top-two-box' });
    expect(LEGACY_WIDGET_TYPES.get('empty')).toEqual({ kind: 'spacer' });
    expect(LEGACY_WIDGET_TYPES.get('pieYesNo')).toEqual({ kind: 'pie', config: { variant: 'yesNo' } });
    expect(LEGACY_WIDGET_TYPES.get('bestWorst')).toEqual({ kind: 'ranking', config: { mode: 'both' } });
    expect(LEGACY_WIDGET_TYPES.get('alertsByWeek')).toEqual({ kind: 'alerts-trend', config: { period: 'week' } });
  });
});
