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

const widget = widgetOf('customer-journey-top-two-box', {
  title: { es: 'Top two box por etapa', en: 'Top two box by stage' },
  helpText: {
    es: 'Porcentaje de respuestas 9 y 10 en cada etapa del customer journey.',
    en: 'Share of 9 and 10 answers per stage.',
  },
  size: [2, 2],
  config: { colorScale: 'percent' },
  indicators: [
    {
      indicator: 'VENTA_CUSTOMER_JOURNEY',
      groupBy: ['question'],
      dataType: 'list',
      extras: { formula: 'top-two-box' },
    },
  ],
});

const meta = {
  title: 'Widgets/Customer Journey: Top Two Box',
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

    await expect(canvas.getByRole('heading', { name: 'Top two box por etapa' })).toBeVisible();
    await expect(frame.querySelectorAll('[data-bar]')).toHaveLength(8);
    await expect(canvas.getByText('Asesoría del vendedor')).toBeVisible();
    await expect(canvas.getAllByText(/^\d+,\d %$/)).toHaveLength(8);
  },
};

export const Loading: Story = LOADING_STORY;

export const Empty: Story = EMPTY_STORY;

export const Error: Story = ERROR_STORY;

/** 1,000 questions from 100 % down to 0 %: fifty drawn, the 40-character one first at 100 %. */
export const Extreme: Story = {
  args: { data: { rows: [groups(1000, 100, 0)] } },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    await expect(frame.querySelectorAll('[data-bar]')).toHaveLength(50);
    await expect(within(frame).getByTitle(LONG_LABEL)).toBeInTheDocument();
    await expect(within(frame).getByText('100,0 %')).toBeVisible();
    await expect(within(frame).getByText('Se muestran 50 de 1.000.')).toBeVisible();
  },
};
