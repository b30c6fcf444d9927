import type { BarDatum, BarSvgProps } from '@nivo/bar';

// The nivo theme every chart of the library shares: Tailwind slate text and grid, the app's font,
// small type that fits 300 × 150 px cells. Keep this API small and stable: several renderers
// (bars, lines, pies) import it.

/** A nivo theme (the same PartialTheme type every nivo chart takes). */
export type NivoTheme = NonNullable<BarSvgProps<BarDatum>['theme']>;

/** Tailwind slate colours the theme uses. */
export const SLATE = {
  200: '#e2e8f0',
  300: '#cbd5e1',
  400: '#94a3b8',
  500: '#64748b',
  600: '#475569',
  700: '#334155',
  900: '#0f172a',
} as const;

/** The charts' theme: 11 px slate-600 text, slate-200 grid lines, a white tooltip. */
export const nivoTheme: NivoTheme = {
  background: 'transparent',
  text: { fontFamily: 'inherit', fontSize: 11, fill: SLATE[600] },
  axis: {
    domain: { line: { stroke: SLATE[300], strokeWidth: 1 } },
    ticks: { line: { stroke: SLATE[300], strokeWidth: 1 }, text: { fontSize: 11, fill: SLATE[600] } },
    legend: { text: { fontSize: 11, fill: SLATE[700], fontWeight: 600 } },
  },
  grid: { line: { stroke: SLATE[200], strokeWidth: 1 } },
  legends: { text: { fontSize: 11, fill: SLATE[600] } },
  labels: { text: { fontSize: 11, fontWeight: 600, fill: SLATE[900] } },
  tooltip: {
    container: {
      background: '#ffffff',
      color: SLATE[900],
      fontSize: 12,
      borderRadius: 6,
      boxShadow: '0 1px 3px rgb(15 23 42 / 0.2)',
      padding: '4px 8px',
    },
  },
};
