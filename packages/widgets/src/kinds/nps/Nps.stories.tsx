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

const widget = widgetOf('nps', {
  title: { es: 'NPS general', en: 'Overall NPS' },
  helpText: { es: '% promotores menos % detractores.', en: '% promoters minus % detractors.' },
  config: { colorScale: 'nps100', showHistoric: true, showSample: true, showBreakdown: true },
});

const meta = {
  title: 'Widgets/NPS',
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
    await expect(canvas.getByRole('heading', { name: 'NPS general' })).toBeVisible();
    await expect(frame.querySelector('[data-value]')?.textContent).toMatch(/^-?\d+,\d$/);
    await expect(canvas.getByText(/^Promotores \d+ %$/)).toBeVisible();
    // Each part of the split on one line, its % never wrapped under its name in a narrow card.
    for (const item of frame.querySelectorAll('li')) await expect(item.getBoundingClientRect().height).toBeLessThan(24);
    await expect(canvas.getByText(/^Muestra: /)).toBeVisible();
    await expect(canvas.getByText(/^Período anterior: /)).toBeVisible();
  },
};

export const Loading: Story = LOADING_STORY;

export const Empty: Story = EMPTY_STORY;

export const Error: Story = ERROR_STORY;

export const Extreme: Story = {
  args: { data: { rows: [[single(-100, 1, true)], [single(100, 1, true)]] } },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    await expect(frame.querySelector('[data-value]')?.textContent).toBe('-100,0');
    await expect(within(frame).getByText(/NPS general: -100,0/)).toBeInTheDocument();
  },
};
