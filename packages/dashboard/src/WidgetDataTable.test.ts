// @vitest-environment jsdom
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import type { IndicatorRow } from '@voz/core';
import { createI18n, I18nProvider } from '@voz/i18n';
import type { Widget } from '@voz/schema';
import { widgetKind, type RendererProps } from '@voz/widgets';
import { createElement, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATA_TABLE_MAX_ROWS, dataTableOf } from './WidgetDataTable.js';
import { WidgetPreview } from './WidgetPreview.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
afterEach(cleanup);

const row = (label: string, value: number | null, count: number, more: Partial<IndicatorRow> = {}): IndicatorRow => ({
  group: label,
  groupId: label,
  groupName: label,
  label,
  value,
  count,
  ...more,
});

const bar = {
  id: 'frame-bar',
  type: 'bar',
  title: { es: 'NPS por canal', en: 'NPS by channel' },
  size: [2, 2],
  indicators: [{ indicator: 'VENTA_NPS' }],
} as unknown as Widget;

function Drawn(props: RendererProps): ReactElement {
  return createElement('p', null, `Barras de ${props.title}`);
}

function show(widget: Widget, rows: IndicatorRow[][], language: 'es' | 'en' = 'es'): ReturnType<typeof render> {
  return render(
    createElement(
      I18nProvider,
      { i18n: createI18n(language) },
      createElement(WidgetPreview, { widget, data: { rows }, render: { language } }),
    ),
  );
}

describe('the data table of a widget frame', () => {
  it('opens and closes from a button that says so (aria-expanded, aria-controls)', async () => {
    vi.spyOn(widgetKind('bar')!, 'load').mockResolvedValue({ default: Drawn });
    const view = show(bar, [[row('Tienda', 45.678, 1200), row('Web', null, 0)]]);
    const frame = view.container.querySelector<HTMLElement>('[data-widget-id="frame-bar"]')!;
    await waitFor(() => expect(frame.dataset.state).toBe('ready'));

    const toggle = within(frame).getByRole('button', { name: 'Ver datos: NPS por canal' });
    expect(toggle.textContent).toBe('Ver datos');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const region = frame.ownerDocument.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(region.hidden).toBe(true);
    expect(within(frame).queryByRole('table')).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Ocultar datos');
    expect(region.hidden).toBe(false);
    const table = within(region).getByRole('table', { name: 'NPS por canal' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => [th.textContent, th.getAttribute('scope')]);
    expect(headers).toEqual([
      ['Grupo', 'col'],
      ['Valor', 'col'],
      ['Muestra', 'col'],
    ]);
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    // es-CL writes a decimal comma and a thousands dot; the preview's tenant has 1 decimal.
    expect(cells).toEqual([
      ['Tienda', '45,7', '1.200'],
      ['Web', 'sin dato', '0'],
    ]);
    // The drawing stays, out of reach while the table covers it.
    expect(view.getByText('Barras de NPS por canal').closest('[inert]')).not.toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(frame).queryByRole('table')).toBeNull();
    expect(view.getByText('Barras de NPS por canal').closest('[inert]')).toBeNull();
  });

  it('speaks English when the reader does', async () => {
    vi.spyOn(widgetKind('bar')!, 'load').mockResolvedValue({ default: Drawn });
    const view = show(bar, [[row('Store', 1234.5, 10)]], 'en');
    const frame = view.container.querySelector<HTMLElement>('[data-widget-id="frame-bar"]')!;
    await waitFor(() => expect(frame.dataset.state).toBe('ready'));
    fireEvent.click(within(frame).getByRole('button', { name: 'Show data: NPS by channel' }));
    expect(within(frame).getByRole('table', { name: 'NPS by channel' })).toBeTruthy();
    expect(within(frame).getByRole('button', { name: 'Hide data: NPS by channel' }).textContent).toBe('Hide data');
  });

  it('is not offered for tables, labels, empty widgets or errors', async () => {
    const table = { ...bar, id: 'frame-table', type: 'nps-table' } as unknown as Widget;
    vi.spyOn(widgetKind('nps-table')!, 'load').mockResolvedValue({ default: Drawn });
    const view = show(table, [[row('Tienda', 45, 10)]]);
    const frame = view.container.querySelector<HTMLElement>('[data-widget-id="frame-table"]')!;
    await waitFor(() => expect(frame.dataset.state).toBe('ready'));
    expect(frame.querySelector('[data-data-table-toggle]')).toBeNull();
    cleanup();

    const empty = show(bar, [[]]);
    const emptyFrame = empty.container.querySelector<HTMLElement>('[data-widget-id="frame-bar"]')!;
    await waitFor(() => expect(emptyFrame.dataset.state).toBe('empty'));
    expect(emptyFrame.querySelector('[data-data-table-toggle]')).toBeNull();
  });

  it('names the series of several requests, shows the counts a kind draws, and stops at the cap', () => {
    const two = {
      ...bar,
      indicators: [{ indicator: 'VENTA_NPS', label: { es: 'Venta' } }, { indicator: 'POSTVENTA_NPS' }],
    } as unknown as Widget;
    const content = dataTableOf(
      two,
      [[row('Tienda', 40, 10, { promoters: 6, detractors: 2 })], [row('Web', 20, 5)]],
      'es',
    );
    expect(content.series).toBe(true);
    expect(content.extra).toEqual(['promoters', 'detractors']);
    expect(content.lines.map((l) => [l.series, l.label, l.value])).toEqual([
      ['Venta', 'Tienda', 40],
      ['POSTVENTA_NPS', 'Web', 20],
    ]);

    const many = Array.from({ length: DATA_TABLE_MAX_ROWS + 5 }, (_, i) => row(`G${i}`, i, 1));
    const capped = dataTableOf(bar, [many], 'es');
    expect(capped.lines).toHaveLength(DATA_TABLE_MAX_ROWS);
    expect(capped.hidden).toBe(5);
  });
});
