import { WIDGET_KINDS, schemaDocuments, type WidgetKindInfo } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { colouringOf } from './color-scale-range.js';

// color-scale-range knows what each kind colours only from the annotations of schemas/widget.schema.json
// (x-voz-requestScale, x-voz-percentageMappers, x-voz-countsWhen), never from a list of kinds of its own.

interface KindDef {
  properties: { type: { const: string } };
  'x-voz-requestScale'?: 'all' | 'first';
  'x-voz-percentageMappers'?: string[];
  'x-voz-countsWhen'?: Record<string, string>[];
}

const widgetDoc = schemaDocuments.widget as unknown as { oneOf: { $ref: string }[]; $defs: Record<string, KindDef> };
const defs = widgetDoc.oneOf.map((b) => widgetDoc.$defs[b.$ref.replace('#/$defs/', '')]!);

describe('color-scale-range reads what a kind colours from the widget schema', () => {
  it('gives every kind of the schema the colouring its annotations say', () => {
    expect(defs.length).toBe(WIDGET_KINDS.length);
    for (const def of defs) {
      const type = def.properties.type.const;
      expect(colouringOf(type), type).toEqual({
        ...(def['x-voz-requestScale'] ? { requestScale: def['x-voz-requestScale'] } : {}),
        percentageMappers: def['x-voz-percentageMappers'] ?? [],
        countsWhen: def['x-voz-countsWhen'] ?? [],
      });
    }
  });

  it('follows the annotations, not a list of kinds: a kind annotated otherwise is read otherwise', () => {
    // pie has none of these annotations in the schema, and survey-count-trend and the tables do;
    // swapped, the colouring follows the annotations.
    const swapped: WidgetKindInfo[] = WIDGET_KINDS.map((k) => {
      const { requestScale: _r, percentageMappers: _p, countsWhen: _c, ...plain } = k;
      return k.type === 'pie'
        ? { ...plain, requestScale: 'all', percentageMappers: ['yesNo'], countsWhen: [{ variant: 'yesNo' }] }
        : plain;
    });
    expect(colouringOf('pie', swapped)).toEqual({
      requestScale: 'all',
      percentageMappers: ['yesNo'],
      countsWhen: [{ variant: 'yesNo' }],
    });
    for (const type of ['survey-count-trend', 'advisor-table', 'nps-table', 'gauge', 'bar', 'ranking'])
      expect(colouringOf(type, swapped), type).toEqual({ percentageMappers: [], countsWhen: [] });
  });

  it('knows the kinds it skipped, tables and gauges before (the schema carries them now)', () => {
    expect(colouringOf('survey-count-trend').countsWhen).toEqual([{}]);
    expect(colouringOf('general-indicators-table').requestScale).toBe('all');
    expect(colouringOf('advisor-table').requestScale).toBe('all');
    expect(colouringOf('nps-table').requestScale).toBe('first');
    for (const type of ['gauge', 'semicircle', 'radial-summary'])
      expect(colouringOf(type).percentageMappers, type).toEqual(['responsePercentage', 'dataQuality']);
  });
});
