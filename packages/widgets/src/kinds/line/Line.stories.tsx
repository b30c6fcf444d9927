import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetPreview } from '@voz/dashboard';
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

const widget = widgetOf('line', {
  title: { es: 'Satisfacción mensual por área', en: 'Monthly satisfaction by area' },
  helpText: {
    es: 'Promedio de satisfacción (1 a 10) de los últimos 6 meses.',
    en: 'Average satisfaction (1 to 10), last 6 months.',
  },
  size: [2, 2],
  config: { showPoints: true, showLegend: true },
  indicators: [
    {
      indicator: 'VENTA_SATISFACCION',
      label: { es: 'Venta', en: 'Sales' },
      groupBy: ['formattedMonth'],
      dataType: 'list',
      extras: { periods: 6 },
    },
    {
      indicator: 'POSVENTA_SATISFACCION',
      label: { es: 'Posventa', en: 'After-sales' },
      groupBy: ['formattedMonth'],
      dataType: 'list',
      extras: { periods: 6 },
    },
  ],
});

const meta = {
  title: 'Widgets/Líneas',
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
    await expect(canvas.getByRole('heading', { name: 'Satisfacción mensual por área' })).toBeVisible();
    // One line per request, named by the request's label, over six months written for people.
    await waitFor(() => expect(frame.querySelectorAll('[data-lines] path')).toHaveLength(2));
    await expect(within(frame.querySelector('[data-legend]')!).getByText('Posventa')).toBeVisible();
    await expect(canvas.getByText('nov 2026')).toBeVisible();
    await expect(canvas.getByText('jun 2026')).toBeVisible();
    await expect(frame.querySelectorAll('[data-dots] circle')).toHaveLength(12);
    const summary = frame.querySelector('[data-summary]')?.textContent ?? '';
    await expect(summary).toMatch(
      /^Satisfacción mensual por área, de jun 2026 a nov 2026\. Último valor: Venta \d+,\d \(nov 2026\); Posventa \d+,\d \(nov 2026\)\.$/,
    );
  },
};

export const Loading: Story = LOADING_STORY;

export const Empty: Story = EMPTY_STORY;

export const Error: Story = ERROR_STORY;

/** 1,000 months falling from 100 to −100 (only the latest 24 are drawn) and a request with one row of 0. */
export const Extreme: Story = {
  args: { data: { rows: [months(1000, 100, -100), months(1, 0, 0)] } },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const summary = frame.querySelector('[data-summary]')?.textContent ?? '';
    await expect(summary).toContain('Último valor: Venta -100,0 (nov 2026); Posventa 0,0 (nov 2026).');
    await expect(summary).toContain('Se muestran los últimos 24 de 1.000 períodos.');
    await expect(within(frame).getByText('Se muestran los últimos 24 de 1.000 períodos.')).toBeVisible();
    // 24 dots of the long series and one of the single row; the x axis thins its labels to fit.
    await waitFor(() => expect(frame.querySelectorAll('[data-dots] circle')).toHaveLength(25));
    await expect(within(frame).getByText('nov 2026')).toBeVisible();
    await expect(within(frame).queryByText('dic 2024')).toBeNull();
  },
};

/**
 * The hospital's sentiment by week (dashboards/hospital/socialListening.json): one call to the social
 * overview chart, whose `{ labels, series }` the overviewChart mapper draws as one line per sentiment.
 */
export const OverviewChart: Story = {
  name: 'Gráfico de resumen social (una llamada)',
  args: {
    data: 'mock',
    widget: widgetOf('line', {
      title: { es: 'Sentimiento por semana (6 semanas)', en: 'Sentiment by week (6 weeks)' },
      size: [2, 2],
      config: { decimals: 0, colors: ['#8CF0EA', 'neutral', '#DB7476'], showLegend: true, mapper: 'overviewChart' },
      indicators: [
        {
          indicator: 'SENTIMIENTO_SOCIAL',
          url: 'external-social/v3/analysis/overview/chart',
          dataType: 'list',
          extras: { channelInclude: [7], periods: 6, interval: 'week', metric: 'mentions', breakdown: 'sentiment' },
        },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    await waitFor(() => expect(frame.querySelectorAll('[data-lines] path')).toHaveLength(3));
    const legend = within(frame.querySelector('[data-legend]')!);
    for (const name of ['Positivas', 'Neutras', 'Negativas']) await expect(legend.getByText(name)).toBeVisible();
    // Six weekly points a line.
    await expect(frame.querySelectorAll('[data-dots] circle')).toHaveLength(18);
  },
};
