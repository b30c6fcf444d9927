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

const widget = widgetOf('gauge', {
  title: { es: 'Satisfacción venta', en: 'Sales satisfaction' },
  helpText: { es: 'Promedio de la satisfacción con la venta (0 a 10).', en: 'Average sales satisfaction (0 to 10).' },
  size: [1, 2],
  config: { max: 10, colorScale: 'nps10', showHistoric: true, showSample: true },
  indicators: [{ indicator: 'VENTA_SATISFACCION', extras: { criticalMomentInclude: [1] } }],
});

const meta = {
  title: 'Widgets/Medidor',
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

    await expect(canvas.getByRole('heading', { name: 'Satisfacción venta' })).toBeVisible();
    await expect(frame.querySelector('[data-value]')?.textContent).toMatch(/^\d+,\d$/);
    await expect(frame.querySelector('[data-needle]')).not.toBeNull();
    await expect(canvas.getByText(/^Muestra: /)).toBeVisible();
    await expect(canvas.getByText(/^Período anterior: \d+,\d$/)).toBeVisible();
    await expect(canvas.getByText(/^Satisfacción venta: \d+,\d en una escala de 0 a 10\.$/)).toBeInTheDocument();
  },
};

export const Loading: Story = LOADING_STORY;

export const Empty: Story = EMPTY_STORY;

export const Error: Story = ERROR_STORY;

/** A value under the scale (the dial stays at its start) and one over it in the previous period. */
export const Extreme: Story = {
  args: { data: { rows: [[single(-3, 1)], [single(12, 1)]] } },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    await expect(frame.querySelector('[data-value]')?.textContent).toBe('-3,0');
    await expect(frame.querySelector('svg[data-fraction]')?.getAttribute('data-fraction')).toBe('0.0000');
    await expect(frame.querySelector('[data-arc]')).toBeNull();
    await expect(within(frame).getByText('Período anterior: 12,0')).toBeVisible();
  },
};
