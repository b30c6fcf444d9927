import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetPreview } from '@voz/dashboard';
import { expect, waitFor, within } from 'storybook/test';
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

const widget = widgetOf('stacked-bar', {
  title: { es: 'Distribución de la satisfacción por zona', en: 'Satisfaction distribution by zone' },
  helpText: {
    es: 'Porcentaje de respuestas de cada nivel de satisfacción (1 a 5).',
    en: 'Share of answers of each satisfaction level (1 to 5).',
  },
  size: [2, 2],
  config: { layout: 'horizontal', normalize: true, showLegend: true },
  indicators: [
    {
      indicator: 'VENTA_SATISFACCION',
      groupBy: ['geoLocation', 'numberAnswer'],
      dataType: 'list',
      extras: { groupByLevel: 2 },
    },
  ],
});

const meta = {
  title: 'Widgets/Barras apiladas',
  component: WidgetPreview,
  args: { widget, render: STORY_RENDER },
} satisfies Meta<typeof WidgetPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Names and swatch colours of the legend, in order. */
function legend(frame: HTMLElement): { name: string; color: string }[] {
  return [...frame.querySelectorAll('[data-legend] li')].map((item) => ({
    name: item.textContent ?? '',
    color: item.querySelector('span')?.style.background ?? '',
  }));
}

export const Typical: Story = {
  args: { data: 'mock' },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const canvas = within(frame);
    await expect(canvas.getByRole('heading', { name: 'Distribución de la satisfacción por zona' })).toBeVisible();
    // Five satisfaction levels, best first, from green (satisfaction5) to dark red (satisfaction1).
    const levels = legend(frame);
    await expect(levels.map((level) => level.name)).toEqual([
      'Muy satisfecho',
      'Satisfecho',
      'Ni satisfecho ni insatisfecho',
      'Insatisfecho',
      'Muy insatisfecho',
    ]);
    await expect(levels[0]?.color).toBe('rgb(63, 158, 77)');
    await expect(levels[4]?.color).toBe('rgb(142, 27, 30)');
    // Shares of 100 % written on the segments and in the summary.
    await waitFor(() =>
      expect(
        [...frame.querySelectorAll('[data-chart="stacked-bar"] svg text')].some((n) =>
          /^\d+ %$/.test(n.textContent ?? ''),
        ),
      ).toBe(true),
    );
    await expect(frame.querySelector('[data-summary]')?.textContent).toMatch(
      /Región Metropolitana: Muy satisfecho \d+ %, Satisfecho \d+ %/,
    );
  },
};

export const Loading: Story = LOADING_STORY;

export const Empty: Story = EMPTY_STORY;

export const Error: Story = ERROR_STORY;

/**
 * 1,000 groups of sentiment counts: the first (a 40-character name) 100 % positive, the second
 * with no comments at all; 15 bars are drawn and the summary says so.
 */
export const Extreme: Story = {
  args: {
    data: {
      rows: [
        groups(1000, 0, 100, (i) =>
          i === 0
            ? { positive: 120, neutral: 0, negative: 0 }
            : i === 1
              ? { positive: 0, neutral: 0, negative: 0 }
              : { positive: i % 40, neutral: i % 7, negative: i % 25 },
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    await expect(legend(frame).map((item) => item.name)).toEqual(['Positivo', 'Neutro', 'Negativo']);
    const titles = [...frame.querySelectorAll('[data-chart="stacked-bar"] title')].map((t) => t.textContent);
    await expect(titles).toContain(LONG_LABEL);
    const summary = frame.querySelector('[data-summary]')?.textContent ?? '';
    await expect(summary).toContain(`${LONG_LABEL}: Positivo 100 %, Neutro 0 %, Negativo 0 %`);
    await expect(summary).toContain('Grupo 2: Positivo 0 %, Neutro 0 %, Negativo 0 %');
    await expect(summary).toContain('Se muestran 15 de 1.000.');
    await expect(within(frame).getByText('100 %', { selector: 'svg text' })).toBeInTheDocument();
  },
};
