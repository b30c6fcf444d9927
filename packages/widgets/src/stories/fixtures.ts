import { expect, waitFor, within } from 'storybook/test';
import type { IndicatorRow } from '@voz/core';
import { CSAT_SCALE } from '../shared/scales.js';
import type { RenderContext } from '../types.js';
import type { Widget } from '@voz/schema';

// Rows and widgets the stories share: typical widgets of each kind come from the stories
// themselves; these are the extremes every kind must survive (negative NPS, 0, 100 %, one row,
// 1,000 rows, 40-character Spanish labels).

/** A 40-character Spanish label. */
export const LONG_LABEL = 'Concesionario Automotriz Región de Ñuble';

/** One row with a value (and an NPS split when asked). */
export function single(value: number | null, count = 250, nps = false): IndicatorRow {
  const row: IndicatorRow = { group: null, groupId: null, groupName: null, label: null, value, count };
  if (nps && value !== null) {
    const passives = Math.round(count * 0.2);
    const promoters = Math.round((count - passives + (value / 100) * count) / 2);
    Object.assign(row, { promoters, passives, detractors: count - passives - promoters });
  }
  return row;
}

/** n grouped rows with values from `from` to `to`, the first one with a 40-character label. */
export function groups(
  n: number,
  from = 0,
  to = 10,
  extra: (i: number) => Partial<IndicatorRow> = () => ({}),
): IndicatorRow[] {
  return Array.from({ length: n }, (_, i) => {
    const name = i === 0 ? LONG_LABEL : `Grupo ${i + 1}`;
    const value = n === 1 ? to : from + ((to - from) * i) / (n - 1);
    return { group: name, groupId: i + 1, groupName: name, label: name, value, count: 10 + i, ...extra(i) };
  });
}

/** n monthly rows (oldest first) from `from` to `to`. */
export function months(n: number, from: number, to: number): IndicatorRow[] {
  return Array.from({ length: n }, (_, i) => {
    const index = 2026 * 12 + 10 - (n - 1 - i);
    const label = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    const value = n === 1 ? to : from + ((to - from) * i) / (n - 1);
    return { group: label, groupId: label, groupName: label, label, value, count: 100 + i };
  });
}

/** A widget of a kind with a title, at a size, with one indicator request unless told (undefined removes a field). */
export function widgetOf(type: Widget['type'], extra: Record<string, unknown> = {}): Widget {
  const widget: Record<string, unknown> = {
    id: `story-${type}`,
    type,
    title: { es: 'Título del widget', en: 'Widget title' },
    size: [1, 2],
    indicators: [{ indicator: 'VENTA_NPS' }],
    ...extra,
  };
  // `undefined` in extra leaves a field out (a spacer has no title, a label no indicators).
  for (const key of Object.keys(widget)) if (widget[key] === undefined) delete widget[key];
  return widget as unknown as Widget;
}

type Scale = NonNullable<RenderContext['colorScales'][string]>;
const band = (b: Record<string, unknown>): Scale['bands'][number] => b as unknown as Scale['bands'][number];

/** Colour scales of the stories: the catalogue's thresholds (dashboard-catalogue §9.2). */
export const STORY_SCALES: Readonly<Record<string, Scale>> = {
  percent: {
    bands: [
      band({ upTo: 40, color: 'red' }),
      band({ above: 40, upTo: 80, color: 'neutral' }),
      band({ above: 80, color: 'green' }),
    ],
  },
  // The catalogue's CSAT thresholds: the same scale the csat and ease kinds default to.
  csat: CSAT_SCALE,
  nps10: {
    bands: [
      band({ upTo: 6, color: 'red' }),
      band({ above: 6, upTo: 8, color: 'amber' }),
      band({ above: 8, color: 'green' }),
    ],
  },
  nps100: {
    bands: [
      band({ below: 0, color: 'red' }),
      band({ from: 0, upTo: 50, color: 'amber' }),
      band({ above: 50, color: 'green' }),
    ],
  },
  customerJourney: {
    bands: [
      band({ upTo: 3, color: 'red' }),
      band({ above: 3, below: 4, color: 'amber' }),
      band({ from: 4, color: 'green' }),
    ],
  },
  sentiment: {
    bands: [
      band({ below: 39, color: 'red' }),
      band({ from: 39, below: 70, color: 'amber' }),
      band({ from: 70, color: 'green' }),
    ],
  },
};

/** Render settings of the stories: Spanish, es-CL, 1 decimal, the catalogue's scales. */
export const STORY_RENDER: Partial<RenderContext> = {
  language: 'es',
  locale: 'es-CL',
  decimals: 1,
  colorScales: STORY_SCALES,
};

/** The widget frame of a one-widget story once it reaches a state (data-state), within 10 s. */
export async function frameIn(canvasElement: HTMLElement, state: string): Promise<HTMLElement> {
  const frame = canvasElement.querySelector<HTMLElement>('[data-widget-id]');
  await waitFor(() => expect(frame?.dataset.state).toBe(state), { timeout: 10_000 });
  return frame!;
}

/** Body rows of a table, each as the text of its cells. */
export function bodyRows(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((td) => td.textContent ?? ''));
}

type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

/** The loading state every kind that fetches rows shows: busy, a skeleton and "Cargando…". */
export const LOADING_STORY: { args: { data: 'loading' }; play: Play } = {
  args: { data: 'loading' },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'loading');
    await expect(frame.getAttribute('aria-busy')).toBe('true');
    await expect(within(frame).getByText('Cargando…')).toBeInTheDocument();
  },
};

/** The empty state: "Sin datos para el período". */
export const EMPTY_STORY: { args: { data: 'empty' }; play: Play } = {
  args: { data: 'empty' },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'empty');
    await expect(within(frame).getByText('Sin datos para el período')).toBeVisible();
  },
};

/** The error state: the message and a "Reintentar" button. */
export const ERROR_STORY: { args: { data: 'error' }; play: Play } = {
  args: { data: 'error' },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'error');
    await expect(within(frame).getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};
