import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetPreview } from '@voz/dashboard';
import { expect, within } from 'storybook/test';
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

const widget = widgetOf('radial-by-geo', {
  title: { es: 'Satisfacción por región', en: 'Satisfaction by region' },
  helpText: {
    es: 'Satisfacción general (0 a 10) de cada región.',
    en: 'Overall satisfaction (0 to 10) of each region.',
  },
  size: [2, 2],
  config: { max: 10, colorScale: 'nps10' },
  indicators: [{ indicator: 'VENTA_SATISFACCION', groupBy: ['geoLocation'], limit: 5 }],
});

const meta = {
  title: 'Widgets/Radial por geografía',
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

    await expect(canvas.getByRole('heading', { name: 'Satisfacción por región' })).toBeVisible();
    await expect(frame.querySelectorAll('[data-ring]')).toHaveLength(5);
    await expect(canvas.getByText('Región Metropolitana')).toBeVisible();
    const values = [...frame.querySelectorAll('[data-value]')].map((v) => v.textContent);
    for (const value of values) await expect(value).toMatch(/^\d+,\d$/);
  },
};

export const Loading: Story = LOADING_STORY;

export const Empty: Story = EMPTY_STORY;

export const Error: Story = ERROR_STORY;

/** 1,000 geographies: six rings drawn (from 0,0, the first with a 40-character name) and the cut said. */
export const Extreme: Story = {
  args: { data: { rows: [groups(1000, 0, 10)] } },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    await expect(frame.querySelectorAll('[data-ring]')).toHaveLength(6);
    await expect(frame.querySelector('[data-value]')?.textContent).toBe('0,0');
    await expect(within(frame).getByTitle(LONG_LABEL)).toBeInTheDocument();
    await expect(within(frame).getByText('Se muestran 6 de 1.000.')).toBeVisible();
    await expect(within(frame).getByText(/Satisfacción por región .*Se muestran 6 de 1\.000\.$/)).toBeInTheDocument();
  },
};
