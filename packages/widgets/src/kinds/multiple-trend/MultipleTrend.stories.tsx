import type { Meta, StoryObj } from '@storybook/react-vite';
import type { IndicatorRow } from '@voz/core';
import { WidgetPreview } from '@voz/dashboard';
import { expect, waitFor, within } from 'storybook/test';
import {
  EMPTY_STORY,
  ERROR_STORY,
  frameIn,
  LOADING_STORY,
  LONG_LABEL,
  months,
  STORY_RENDER,
  widgetOf,
} from '../../stories/fixtures.js';

const request = (indicator: string, es: string, en: string): Record<string, unknown> => ({
  indicator,
  label: { es, en },
  groupBy: ['formattedMonth'],
  dataType: 'list',
  extras: { periods: 6, formula: 'nps' },
});

const widget = widgetOf('multiple-trend', {
  title: { es: 'NPS por etapa del viaje', en: 'NPS by journey stage' },
  helpText: {
    es: 'NPS mensual de venta, posventa y test drive.',
    en: 'Monthly NPS of sales, after-sales and test drive.',
  },
  size: [2, 2],
  config: { showLegend: true, decimals: 1 },
  indicators: [
    request('VENTA_NPS', 'NPS venta', 'Sales NPS'),
    request('POSVENTA_NPS', 'NPS posventa', 'After-sales NPS'),
    request('TEST_DRIVE_NPS', 'NPS test drive', 'Test drive NPS'),
  ],
});

/** The same widget with a 40-character label on its third request. */
const longWidget = widgetOf('multiple-trend', {
  ...widget,
  indicators: [...(widget.indicators ?? []).slice(0, 2), request('TEST_DRIVE_NPS', LONG_LABEL, LONG_LABEL)],
});

const meta = {
  title: 'Widgets/Tendencias múltiples por mes',
  component: WidgetPreview,
  args: { widget, render: STORY_RENDER },
} satisfies Meta<typeof WidgetPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Six months with an empty sample (null) in the middle and −100 at the end. */
function withGap(): IndicatorRow[] {
  return months(6, 0, -100).map((row, i) => (i === 2 ? { ...row, value: null, count: 0 } : row));
}

export const Typical: Story = {
  args: { data: 'mock' },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const canvas = within(frame);
    await expect(canvas.getByRole('heading', { name: 'NPS por etapa del viaje' })).toBeVisible();
    // One line per request, each its own colour, named in the legend.
    await waitFor(() => expect(frame.querySelectorAll('[data-lines] path')).toHaveLength(3));
    const strokes = [...frame.querySelectorAll('[data-lines] path')].map((p) => p.getAttribute('stroke'));
    await expect(new Set(strokes).size).toBe(3);
    const legend = within(frame.querySelector<HTMLElement>('[data-legend]')!);
    for (const name of ['NPS venta', 'NPS posventa', 'NPS test drive'])
      await expect(legend.getByText(name)).toBeVisible();
    const summary = frame.querySelector('[data-summary]')?.textContent ?? '';
    await expect(summary).toMatch(
      /Último valor: NPS venta -?\d+,\d \(nov 2026\); NPS posventa -?\d+,\d \(nov 2026\); NPS test drive -?\d+,\d \(nov 2026\)\.$/,
    );
  },
};

export const Loading: Story = LOADING_STORY;

export const Empty: Story = EMPTY_STORY;

export const Error: Story = ERROR_STORY;

/** NPS of 100 in one month only, a series with a gap falling to −100, a flat 0 named with 40 characters. */
export const Extreme: Story = {
  args: { widget: longWidget, data: { rows: [months(1, 100, 100), withGap(), months(6, 0, 0)] } },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const summary = frame.querySelector('[data-summary]')?.textContent ?? '';
    await expect(summary).toBe(
      `NPS por etapa del viaje, de jun 2026 a nov 2026. Último valor: NPS venta 100,0 (nov 2026); NPS posventa -100,0 (nov 2026); ${LONG_LABEL} 0,0 (nov 2026).`,
    );
    // 1 + 5 (the empty sample has no dot) + 6 dots.
    await waitFor(() => expect(frame.querySelectorAll('[data-dots] circle')).toHaveLength(12));
    await expect(frame.querySelector(`[data-legend] li[title="${LONG_LABEL}"]`)).not.toBeNull();
  },
};
