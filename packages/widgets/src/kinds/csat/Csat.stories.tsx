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

const widget = widgetOf('csat', {
  title: { es: 'CSAT general', en: 'Overall CSAT' },
  helpText: { es: 'Satisfacción promedio (1 a 5) con la atención.', en: 'Average satisfaction (1 to 5).' },
  size: [1, 2],
  config: { max: 5, colorScale: 'csat', showHistoric: true, showSample: true },
  indicators: [{ indicator: 'CSAT_GENERAL' }],
});

const meta = {
  title: 'Widgets/CSAT',
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

    await expect(canvas.getByRole('heading', { name: 'CSAT general' })).toBeVisible();
    await expect(frame.querySelector('[data-value]')?.textContent).toMatch(/^\d,\d$/);
    await expect(canvas.getByText('de 5')).toBeVisible();
    await expect(canvas.getByText(/^Muestra: /)).toBeVisible();
    await expect(canvas.getByText(/^Período anterior: \d,\d$/)).toBeVisible();
  },
};

export const Loading: Story = LOADING_STORY;

export const Empty: Story = EMPTY_STORY;

export const Error: Story = ERROR_STORY;

/** The lowest answer now (red, empty track), the highest in the previous period. */
export const Extreme: Story = {
  args: { data: { rows: [[single(1, 1)], [single(5, 1)]] } },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const value = frame.querySelector<HTMLElement>('[data-value]')!;
    await expect(value.textContent).toBe('1,0');
    await expect(getComputedStyle(value).color).toBe('rgb(205, 66, 69)');
    await expect(frame.querySelector<HTMLElement>('[data-fill]')?.style.width).toBe('0%');
    await expect(within(frame).getByText('Período anterior: 5,0')).toBeVisible();
    await expect(within(frame).getByText('CSAT general: 1,0 en una escala de 1 a 5.')).toBeInTheDocument();
  },
};
