import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetPreview } from '@voz/dashboard';
import { expect, within } from 'storybook/test';
import {
  EMPTY_STORY,
  ERROR_STORY,
  frameIn,
  LOADING_STORY,
  single,
  STORY_RENDER,
  widgetOf,
} from '../../stories/fixtures.js';

const widget = widgetOf('radial-summary', {
  title: { es: 'Satisfacción general', en: 'Overall satisfaction' },
  helpText: {
    es: 'Promedio de la satisfacción general (0 a 10) de venta, postventa y test drive.',
    en: 'Average overall satisfaction (0 to 10).',
  },
  size: [1, 2],
  config: { max: 10, colorScale: 'nps10', showHistoric: true, showSample: true },
  indicators: [{ indicator: 'CSAT_GENERAL' }],
});

const meta = {
  title: 'Widgets/Resumen radial',
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

    await expect(canvas.getByRole('heading', { name: 'Satisfacción general' })).toBeVisible();
    await expect(frame.querySelector('[data-value]')?.textContent).toMatch(/^\d+,\d$/);
    await expect(canvas.getByText('de 10')).toBeInTheDocument();
    await expect(canvas.getByText(/^Muestra: /)).toBeVisible();
    await expect(canvas.getByText(/^Período anterior: \d+,\d$/)).toBeVisible();
    await expect(canvas.getByText(/^Satisfacción general: \d+,\d de 10\.$/)).toBeInTheDocument();
  },
};

export const Loading: Story = LOADING_STORY;

export const Empty: Story = EMPTY_STORY;

export const Error: Story = ERROR_STORY;

/** The top of the scale now (a full green ring), zero in the previous period. */
export const Extreme: Story = {
  args: { data: { rows: [[single(10, 1)], [single(0, 1)]] } },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    await expect(frame.querySelector('[data-value]')?.textContent).toBe('10,0');
    await expect(frame.querySelector('svg[data-fraction]')?.getAttribute('data-fraction')).toBe('1.0000');
    await expect(frame.querySelector('[data-arc]')?.getAttribute('stroke')).toBe('#88DD76');
    await expect(within(frame).getByText('Período anterior: 0,0')).toBeVisible();
    await expect(within(frame).getByText('Muestra: 1 respuesta')).toBeVisible();
  },
};
