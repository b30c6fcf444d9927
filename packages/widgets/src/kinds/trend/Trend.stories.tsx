import type { Meta, StoryObj } from '@storybook/react-vite';
import type { IndicatorRow } from '@voz/core';
import { WidgetPreview } from '@voz/dashboard';
import { PALETTE } from '@voz/schema';
import { expect, waitFor, within } from 'storybook/test';
import {
  EMPTY_STORY,
  ERROR_STORY,
  frameIn,
  LOADING_STORY,
  months,
  STORY_RENDER,
  widgetOf,
} from '../../stories/fixtures.js';

const widget = widgetOf('trend', {
  title: { es: 'Tendencia y proyección NPS', en: 'NPS trend and projection' },
  helpText: {
    es: 'NPS de los últimos 6 meses y su regresión lineal proyectada 3 meses.',
    en: 'NPS of the last 6 months and its linear regression projected 3 months.',
  },
  size: [2, 2],
  config: { colorScale: 'nps100', showRegression: true, showSample: true },
  indicators: [
    {
      indicator: 'VENTA_NPS',
      groupBy: ['formattedMonth'],
      dataType: 'list',
      extras: { periods: 6, aggregation: 'linearRegression' },
    },
  ],
});

const meta = {
  title: 'Widgets/Tendencia',
  component: WidgetPreview,
  args: { widget, render: STORY_RENDER },
} satisfies Meta<typeof WidgetPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

const SCALE_COLORS = [PALETTE.red, PALETTE.amber, PALETTE.green];

/** 1,000 measured months ending −100, −50, 0, empty, 50, 100, and a projection of 3 months. */
function extremeRows(): IndicatorRow[] {
  const last = [-100, -50, 0, null, 50, 100];
  const measured = months(1000, 0, 50).map((row, i, all) => {
    const k = i - (all.length - last.length);
    if (k < 0) return row;
    const value = last[k] ?? null;
    return { ...row, value, count: value === null ? 0 : k + 1 };
  });
  const projected = ['2026-12', '2027-01', '2027-02'].map((g, i) => ({
    group: g,
    groupId: g,
    groupName: g,
    label: g,
    value: 90 + 5 * i,
    count: 0,
    projected: true,
  }));
  return [...measured, ...projected];
}

export const Typical: Story = {
  // The tenants' smooth factor (defaults.smoothFactor 0.5) rounds the line between its points.
  args: { data: 'mock', render: { ...STORY_RENDER, smoothFactor: 0.5 } },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const canvas = within(frame);
    await expect(canvas.getByRole('heading', { name: 'Tendencia y proyección NPS' })).toBeVisible();
    await waitFor(() => expect(frame.querySelector('[data-lines]')).not.toBeNull());
    await expect(frame.querySelector('[data-lines]')).toHaveAttribute('data-smooth-factor', '0.5');
    await expect(frame.querySelector('[data-lines] path:not([data-dashed])')?.getAttribute('d')).toMatch(/^M[^L]*C/);
    // The projection: a dashed line and three lighter dots, named in the legend and the summary.
    await waitFor(() => expect(frame.querySelectorAll('[data-lines] path[data-dashed]')).toHaveLength(1));
    await expect(frame.querySelectorAll('[data-dots] circle[data-projected]')).toHaveLength(3);
    await expect(within(frame.querySelector<HTMLElement>('[data-legend]')!).getByText('Proyección')).toBeVisible();
    // Measured dots take the colour of their value on the NPS scale.
    const measured = [...frame.querySelectorAll('[data-dots] circle:not([data-projected])')];
    await expect(measured).toHaveLength(6);
    for (const dot of measured) await expect(SCALE_COLORS).toContain(dot.getAttribute('fill'));
    // showSample: n under the labelled periods.
    const notes = [...frame.querySelectorAll('[data-tick-note]')].map((n) => n.textContent);
    await expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) await expect(note).toMatch(/^n = [\d.]+$/);
    const summary = frame.querySelector('[data-summary]')?.textContent ?? '';
    await expect(summary).toMatch(
      /^Tendencia y proyección NPS, de jun 2026 a nov 2026: jun 2026 -?\d+,\d \(n = [\d.]+\);.* Proyección: dic 2026 -?\d+,\d; ene 2027 -?\d+,\d; feb 2027 -?\d+,\d\.$/,
    );
  },
};

export const Loading: Story = LOADING_STORY;

export const Empty: Story = EMPTY_STORY;

export const Error: Story = ERROR_STORY;

/** NPS −100, 0 and 100, an empty sample, 1,000 measured months (the latest 24 drawn) and the projection. */
export const Extreme: Story = {
  args: { data: { rows: [extremeRows()] } },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const summary = frame.querySelector('[data-summary]')?.textContent ?? '';
    await expect(summary).toContain(
      'jun 2026 -100,0 (n = 1); jul 2026 -50,0 (n = 2); ago 2026 0,0 (n = 3); sept 2026 sin dato (n = 0); oct 2026 50,0 (n = 5); nov 2026 100,0 (n = 6).',
    );
    await expect(summary).toContain('Proyección: dic 2026 90,0; ene 2027 95,0; feb 2027 100,0.');
    await expect(summary).toContain('Se muestran los últimos 24 de 1.000 períodos.');
    await waitFor(() => expect(frame.querySelector('[data-dots] circle[data-point="2026-06"]')).not.toBeNull());
    await expect(frame.querySelector('[data-dots] circle[data-point="2026-06"]')?.getAttribute('fill')).toBe(
      PALETTE.red,
    );
    await expect(frame.querySelector('[data-dots] circle[data-point="2026-08"]')?.getAttribute('fill')).toBe(
      PALETTE.amber,
    );
    await expect(
      frame.querySelector('[data-dots] circle[data-point="2026-11"]:not([data-projected])')?.getAttribute('fill'),
    ).toBe(PALETTE.green);
    // The empty sample draws no dot: 23 measured dots and 3 projected ones.
    await expect(frame.querySelectorAll('[data-dots] circle')).toHaveLength(26);
    // Without a smooth factor the segments are straight.
    await expect(frame.querySelector('[data-lines] path:not([data-dashed])')?.getAttribute('d')).not.toContain('C');
  },
};
