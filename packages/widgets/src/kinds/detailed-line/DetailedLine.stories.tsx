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

const widget = widgetOf('detailed-line', {
  title: { es: 'Satisfacción por mes y zona', en: 'Satisfaction by month and zone' },
  helpText: {
    es: 'Una línea por zona: promedio mensual de satisfacción.',
    en: 'One line per zone: monthly average satisfaction.',
  },
  size: [2, 2],
  config: { showLegend: true },
  indicators: [
    {
      indicator: 'VENTA_SATISFACCION',
      groupBy: ['formattedMonth', 'geoLocation'],
      dataType: 'list',
      extras: { periods: 6, groupByLevel: 2 },
    },
  ],
});

const meta = {
  title: 'Widgets/Líneas por mes y geografía',
  component: WidgetPreview,
  args: { widget, render: STORY_RENDER },
} satisfies Meta<typeof WidgetPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 40 zones × 25 months (1,000 rows): the first zone has a 40-character name, the largest sample and climbs from 0 to 100. */
function zoneRows(): IndicatorRow[] {
  return Array.from({ length: 40 }, (_, z) =>
    months(25, z === 0 ? 0 : 50, z === 0 ? 100 : 60).map((row) => {
      const zone = z === 0 ? LONG_LABEL : `Zona ${z + 1}`;
      return {
        ...row,
        label: `${row.group} · ${zone}`,
        group_0: row.group,
        group_1: zone,
        groupName_1: zone,
        count: z === 0 ? 5000 : 10 + z,
      };
    }),
  ).flat();
}

export const Typical: Story = {
  args: { data: 'mock' },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const canvas = within(frame);
    await expect(canvas.getByRole('heading', { name: 'Satisfacción por mes y zona' })).toBeVisible();
    // One line per geography (group_1) over six months.
    await waitFor(() => expect(frame.querySelectorAll('[data-lines] path')).toHaveLength(4));
    const legend = within(frame.querySelector<HTMLElement>('[data-legend]')!);
    await expect(legend.getByText('Región Metropolitana')).toBeVisible();
    await expect(legend.getByText('Valparaíso')).toBeVisible();
    await expect(canvas.getByText('nov 2026')).toBeVisible();
    const summary = frame.querySelector('[data-summary]')?.textContent ?? '';
    await expect(summary).toMatch(
      /^Satisfacción por mes y zona, de jun 2026 a nov 2026\. Último valor: Región Metropolitana \d+,\d \(nov 2026\); /,
    );
  },
};

export const Loading: Story = LOADING_STORY;

export const Empty: Story = EMPTY_STORY;

export const Error: Story = ERROR_STORY;

/** 1,000 rows: 40 zones (8 drawn, those with the largest sample) over 25 months (the latest 24 drawn). */
export const Extreme: Story = {
  args: { data: { rows: [zoneRows()] } },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const summary = frame.querySelector('[data-summary]')?.textContent ?? '';
    await expect(summary).toContain(`Último valor: ${LONG_LABEL} 100,0 (nov 2026); Zona 34 `);
    await expect(summary).toContain('Se muestran 8 de 40 series. Se muestran los últimos 24 de 25 períodos.');
    await waitFor(() => expect(frame.querySelectorAll('[data-lines] path')).toHaveLength(8));
    const items = frame.querySelectorAll('[data-legend] li');
    await expect(items).toHaveLength(8);
    // The long name is truncated in the legend, whole in its title.
    await expect(items[0]?.getAttribute('title')).toBe(LONG_LABEL);
    await expect(items[0]?.querySelector('.truncate')?.textContent).toBe(LONG_LABEL);
  },
};
