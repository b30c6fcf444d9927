import type { Meta, StoryObj } from '@storybook/react-vite';
import type { IndicatorRow } from '@voz/core';
import { WidgetPreview } from '@voz/dashboard';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  bodyRows,
  EMPTY_STORY,
  ERROR_STORY,
  frameIn,
  groups,
  LOADING_STORY,
  LONG_LABEL,
  STORY_RENDER,
  widgetOf,
} from '../../stories/fixtures.js';

// A sales advisors table: NPS (on its −100–100 scale) and satisfaction (on the widget's 0–10 scale) of
// each advisor, 10 per page.
const widget = widgetOf('advisor-table', {
  title: { es: 'Asesores de venta', en: 'Sales advisors' },
  helpText: {
    es: 'NPS y satisfacción de cada asesor, con su posición en el ranking.',
    en: 'NPS and satisfaction of each advisor.',
  },
  size: [4, 3],
  config: { pageSize: 10, colorScale: 'nps10' },
  indicators: [
    {
      indicator: 'VENTA_NPS',
      label: { es: 'NPS', en: 'NPS' },
      colorScale: 'nps100',
      groupBy: ['logicalLocation'],
      dataType: 'list',
      extras: { aggregation: 'rankingPosition' },
    },
    {
      indicator: 'VENTA_SATISFACCION',
      label: { es: 'Satisfacción', en: 'Satisfaction' },
      groupBy: ['logicalLocation'],
      dataType: 'list',
    },
  ],
});

/** One request: the extremes of NPS. */
const extremeWidget = widgetOf('advisor-table', {
  title: { es: 'Asesores de venta', en: 'Sales advisors' },
  size: [4, 3],
  config: { pageSize: 10, colorScale: 'nps100' },
  indicators: [{ indicator: 'VENTA_NPS', groupBy: ['logicalLocation'], dataType: 'list' }],
});

/** 1,000 advisors from −100 (the 40-character name) to 100, without positions, one with an empty sample. */
function extremeRows(): IndicatorRow[] {
  const rows = groups(1000, -100, 100);
  rows[500] = { ...rows[500]!, value: null, count: 0 };
  return rows;
}

const meta = {
  title: 'Widgets/Tabla de asesores',
  component: WidgetPreview,
  args: { widget, render: STORY_RENDER },
} satisfies Meta<typeof WidgetPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Typical: Story = {
  args: { data: 'mock' },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const canvas = within(frame);
    await expect(canvas.getByRole('heading', { name: 'Asesores de venta' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Asesores de venta' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.replace(/[▲▼]/g, ''));
    await expect(headers).toEqual(['Posición', 'Asesor', 'NPS', 'Satisfacción', 'Muestra']);
    // Ranked by position, NPS and satisfaction written with one decimal.
    const rows = bodyRows(table);
    await expect(rows).toHaveLength(10);
    await expect(rows.map((r) => r[0])).toEqual(rows.map((_, i) => String(i + 1)));
    for (const row of rows) {
      await expect(row[2]).toMatch(/^-?\d+,\d$/);
      await expect(row[3]).toMatch(/^\d+,\d$/);
    }
    // More advisors than a page: the second page holds the rest.
    await expect(canvas.getByText('Página 1 de 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(canvas.getByText('Página 2 de 2')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await expect(bodyRows(table)[0]?.[0]).toBe('11');
    // Sort by name from the keyboard.
    const header = canvas.getByRole('columnheader', { name: /^Asesor/ });
    within(header).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('ascending'));
    const names = bodyRows(table).map((r) => r[1] ?? '');
    await expect([...names].sort((a, b) => a.localeCompare(b, 'es'))).toEqual(names);
  },
};

export const Loading: Story = LOADING_STORY;

export const Empty: Story = EMPTY_STORY;

export const Error: Story = ERROR_STORY;

export const Extreme: Story = {
  args: { widget: extremeWidget, data: { rows: [extremeRows()] } },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const canvas = within(frame);
    const table = canvas.getByRole('table', { name: 'Asesores de venta' });
    // 1,000 advisors: 10 drawn, positions computed from the values (best 100, first).
    let rows = bodyRows(table);
    await expect(rows).toHaveLength(10);
    await expect(canvas.getByText('Página 1 de 100')).toBeVisible();
    await expect(rows[0]?.slice(0, 3)).toEqual(['1', 'Grupo 1000', '100,0']);
    // No label: the indicator code heads the value column.
    await expect(canvas.getByRole('columnheader', { name: /^VENTA_NPS/ })).toBeVisible();
    // Reversed: the last position is −100, the 40-character name, with its full text in a title.
    await userEvent.click(within(canvas.getByRole('columnheader', { name: /^Posición/ })).getByRole('button'));
    await waitFor(() => expect(bodyRows(table)[0]?.[0]).toBe('999'));
    rows = bodyRows(table);
    await expect(rows[0]?.slice(1, 3)).toEqual([LONG_LABEL, '-100,0']);
    await expect(table.querySelector(`[title="${LONG_LABEL}"]`)).not.toBeNull();
    await expect(canvas.getByText(/1\.000 asesores; en primer lugar, Grupo 1000 \(100,0\)/)).toBeInTheDocument();
  },
};

/**
 * Bus drivers (dashboards/bus/demo.json viaje-nps-by-driver): the names' header from advisorLabel,
 * the NPS score on its request's −100–100 scale and the satisfaction on the widget's 0–10 scale —
 * 35 is amber as an NPS, where the 0–10 scale would paint it green.
 */
export const DriversOnTheirScales: Story = {
  args: {
    widget: widgetOf('advisor-table', {
      title: { es: 'NPS por conductor', en: 'NPS by driver' },
      size: [4, 2],
      config: { colorScale: 'nps10', advisorLabel: { es: 'Conductor', en: 'Driver' } },
      indicators: [
        { indicator: 'VIAJE_NPS', label: { es: 'NPS', en: 'NPS' }, groupBy: ['advisor'], colorScale: 'nps100' },
        { indicator: 'VIAJE_SATISFACCION', label: { es: 'Satisfacción', en: 'Satisfaction' }, groupBy: ['advisor'] },
      ],
    }),
    data: { rows: [groups(2, -20, 35), groups(2, 5, 9.1)] },
  },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const table = within(frame).getByRole('table', { name: 'NPS por conductor' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.replace(/[▲▼]/g, ''));
    await expect(headers).toEqual(['Posición', 'Conductor', 'NPS', 'Satisfacción', 'Muestra']);
    const badges = [...table.querySelectorAll<HTMLElement>('[data-value]')];
    await expect(badges.map((b) => b.textContent)).toEqual(['35,0', '9,1', '-20,0', '5,0']);
    await expect(badges.map((b) => getComputedStyle(b).backgroundColor)).toEqual([
      'rgb(243, 175, 90)',
      'rgb(136, 221, 118)',
      'rgb(205, 66, 69)',
      'rgb(205, 66, 69)',
    ]);
  },
};
