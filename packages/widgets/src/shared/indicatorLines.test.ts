import type { IndicatorRow } from '@voz/core';
import { PALETTE, type ColorScale, type IndicatorRequest } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import type { RenderContext } from '../types.js';
import { indicatorLines, requestScale } from './indicatorLines.js';
import { valueColor } from './values.js';

// The bank's general indicators table (dashboards/bank/fragments/main-indicators.json): 1–5
// averages and an NPS in one table, each request on its own scale.

const CSAT: ColorScale = {
  bands: [
    { below: 3, color: 'red' },
    { from: 3, below: 4, color: 'neutral' },
    { from: 4, color: 'green' },
  ],
};
const NPS_SCORE: ColorScale = {
  bands: [
    { below: 0, color: 'red' },
    { from: 0, below: 50, color: 'amber' },
    { from: 50, color: 'green' },
  ],
};
const CONTEXT: RenderContext = {
  language: 'es',
  locale: 'es-PE',
  decimals: 2,
  colorScales: { csat: CSAT, npsScore: NPS_SCORE },
};

const row = (value: number | null, extra: Partial<IndicatorRow> = {}): IndicatorRow => ({
  group: null,
  groupId: null,
  groupName: null,
  label: null,
  value,
  count: 10,
  ...extra,
});

const REQUESTS: IndicatorRequest[] = [
  { indicator: 'CSAT_GENERAL', colorScale: 'csat' },
  { indicator: 'NPS_GENERAL', colorScale: 'npsScore' },
  { indicator: 'TIEMPO_ESPERA_GENERAL' },
];

describe('indicatorLines', () => {
  it("gives each request's lines the request's colour scale, else the widget's", () => {
    const lines = indicatorLines(
      [[row(4.2)], [row(35)], [row(4.2)]],
      REQUESTS,
      'npsScore',
      (i) => REQUESTS[i]?.indicator ?? '',
      (r) => String(r.group),
    );
    expect(lines.map((l) => [l.label, l.scale])).toEqual([
      ['CSAT_GENERAL', 'csat'],
      ['NPS_GENERAL', 'npsScore'],
      ['TIEMPO_ESPERA_GENERAL', 'npsScore'],
    ]);
    // 4.2 is green on the CSAT scale; the same 4.2 read on the widget's NPS scale is amber; NPS 35 amber.
    expect(lines.map((l) => valueColor(l.value, l.scale, CONTEXT))).toEqual([
      PALETTE.green,
      PALETTE.amber,
      PALETTE.amber,
    ]);
  });

  it('colours every row of a report request on that request’s scale', () => {
    const rows = [[row(2.5, { group: 'Agencia' }), row(4.5, { group: 'Teléfono' })], [row(-10, { group: 'Agencia' })]];
    const lines = indicatorLines(
      rows,
      REQUESTS.slice(0, 2),
      undefined,
      (i) => `R${i}`,
      (r) => String(r.group),
    );
    expect(lines.map((l) => l.label)).toEqual(['R0 · Agencia', 'R0 · Teléfono', 'R1']);
    expect(lines.map((l) => valueColor(l.value, l.scale, CONTEXT))).toEqual([PALETTE.red, PALETTE.green, PALETTE.red]);
  });

  it('reads an inline scale on a request and falls back to the widget scale without one', () => {
    const inline: ColorScale = {
      bands: [
        { below: 50, color: 'red' },
        { from: 50, color: 'cyan' },
      ],
    };
    expect(requestScale({ colorScale: inline }, 'csat')).toBe(inline);
    expect(requestScale({}, 'csat')).toBe('csat');
    expect(requestScale(undefined, undefined)).toBeUndefined();
    expect(valueColor(60, requestScale({ colorScale: inline }, 'csat'), CONTEXT)).toBe(PALETTE.cyan);
  });
});
