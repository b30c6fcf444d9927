import type { Meta, StoryObj } from '@storybook/react-vite';
import type { IndicatorRow } from '@voz/core';
import { WidgetPreview } from '@voz/dashboard';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  EMPTY_STORY,
  ERROR_STORY,
  frameIn,
  groups,
  LOADING_STORY,
  LONG_LABEL,
  STORY_RENDER,
  widgetOf,
} from '../../stories/fixtures.js';

// The national sales dashboard's table (dashboards/auto-b/nacionalVenta.json), on the NPS scale.
const widget = widgetOf('nps-table', {
  title: { es: 'NPS por distribuidor', en: 'NPS by distributor' },
  helpText: {
    es: 'NPS de cada distribuidor con su distribución de promotores, pasivos y detractores.',
    en: 'NPS of each distributor.',
  },
  size: [4, 3],
  config: { pageSize: 15, colorScale: 'nps100' },
  indicators: [
    {
      indicator: 'VENTA_NPS',
      groupBy: ['geoLocation'],
      dataType: 'list',
      keyExtract: ['groupName', 'value', 'promoters', 'passives', 'detractors', 'count'],
      extras: { groupByLevel: 3 },
    },
  ],
});

const meta = {
  title: 'Widgets/Tabla NPS',
  component: WidgetPreview,
  args: { widget, render: STORY_RENDER },
} satisfies Meta<typeof WidgetPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The text of column `index` of every drawn body row. */
function column(table: HTMLElement, index: number): string[] {
  return [...table.querySelectorAll('tbody tr')].map((tr) => tr.children[index]?.textContent ?? '');
}

/** A value written in es-CL ("-12,5") read back as a number. */
const numberOf = (text: string): number => Number(text.replace(/\s*%$/, '').replace(/\./g, '').replace(',', '.'));

export const Typical: Story = {
  args: { data: 'mock' },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const canvas = within(frame);
    await expect(canvas.getByRole('heading', { name: 'NPS por distribuidor' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'NPS por distribuidor' });
    await expect(canvas.getByRole('columnheader', { name: /Promotores/ })).toBeVisible();
    await expect(canvas.getByText('Automotora Pampa Norte')).toBeVisible();
    const values = column(table, 1);
    await expect(values.length).toBeGreaterThan(1);
    for (const value of values) await expect(value).toMatch(/^-?\d+,\d$/);
    for (const share of column(table, 2)) await expect(share).toMatch(/^\d+,\d %$/);
    // Highest NPS first; the value column says so.
    const nps = values.map(numberOf);
    await expect(nps.every((v, i) => i === 0 || v <= nps[i - 1]!)).toBe(true);
    const header = canvas.getByRole('columnheader', { name: /^NPS/ });
    await expect(header.getAttribute('aria-sort')).toBe('descending');
    // Sorting from the keyboard: the header is a button.
    within(header).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('ascending'));
    const ascending = column(table, 1).map(numberOf);
    await expect(ascending.every((v, i) => i === 0 || v >= ascending[i - 1]!)).toBe(true);
    // Few groups: no pagination.
    await expect(canvas.queryByRole('button', { name: 'Siguiente' })).toBeNull();
  },
};

export const Loading: Story = LOADING_STORY;

export const Empty: Story = EMPTY_STORY;

export const Error: Story = ERROR_STORY;

/** Promoters and detractors (no passives) that give an NPS of `value` on `count` answers. */
function split(value: number | null, count: number): Partial<IndicatorRow> {
  const promoters = Math.round((count * (100 + (value ?? 0))) / 200);
  return { promoters, passives: 0, detractors: count - promoters };
}

/** 1,000 groups from −100 (the 40-character label) to 100, the last one with an empty sample. */
function extremeRows(): IndicatorRow[] {
  const rows = groups(1000, -100, 100, (i) => split(-100 + (200 * i) / 999, 10 + i));
  rows[999] = {
    ...rows[999]!,
    group: 'Sin respuestas',
    groupName: 'Sin respuestas',
    label: 'Sin respuestas',
    value: null,
    count: 0,
    promoters: 0,
    passives: 0,
    detractors: 0,
  };
  rows[998] = { ...rows[998]!, value: 100, ...split(100, rows[998]!.count) };
  return rows;
}

export const Extreme: Story = {
  args: { data: { rows: [extremeRows()] } },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const canvas = within(frame);
    const table = canvas.getByRole('table', { name: 'NPS por distribuidor' });
    // 1,000 groups: 15 drawn per page.
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(15);
    await expect(canvas.getByText('Página 1 de 67')).toBeVisible();
    await expect(canvas.getByText(/Se muestran 15 filas por página \(67 páginas\)/)).toBeInTheDocument();
    // Best first: 100 with every answer a promoter.
    await expect(column(table, 1)[0]).toBe('100,0');
    await expect(column(table, 2)[0]).toBe('100,0 %');
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(canvas.getByText('Página 2 de 67')).toBeVisible();
    // A new sort goes back to page 1: lowest first, −100 with its 40-character label (full text in a title).
    await userEvent.click(within(canvas.getByRole('columnheader', { name: /^NPS/ })).getByRole('button'));
    await waitFor(() => expect(canvas.getByText('Página 1 de 67')).toBeVisible());
    await expect(column(table, 1)[0]).toBe('-100,0');
    await expect(column(table, 4)[0]).toBe('100,0 %');
    await expect(table.querySelector(`[title="${LONG_LABEL}"]`)).not.toBeNull();
    // The empty sample is written as a dash, sorted last whatever the direction.
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(column(table, 1)[0]).not.toBe('—');
  },
};
