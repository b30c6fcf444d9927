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

const widget = widgetOf('multiple-gauge', {
  title: { es: 'Customer journey por pregunta', en: 'Customer journey by question' },
  size: [4, 2],
  config: { max: 5, colorScale: 'customerJourney', showSample: true },
  indicators: [{ indicator: 'VENTA_CUSTOMER_JOURNEY', groupBy: ['question'], dataType: 'list' }],
});

const meta = {
  title: 'Widgets/Medidores múltiples',
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

    await expect(canvas.getByRole('heading', { name: 'Customer journey por pregunta' })).toBeVisible();
    await expect(frame.querySelectorAll('[data-bar]')).toHaveLength(8);
    await expect(canvas.getByText('Recepción en sala')).toBeVisible();
    await expect(canvas.getAllByText(/^\d,\d$/)).toHaveLength(8);
    await expect(canvas.getAllByText(/^n = [\d.]+$/)).toHaveLength(8);
  },
};

export const Loading: Story = LOADING_STORY;

export const Empty: Story = EMPTY_STORY;

export const Error: Story = ERROR_STORY;

/** 1,000 questions from 0 to 5: fifty bars drawn in a scrolling list, the cut said. */
export const Extreme: Story = {
  args: { data: { rows: [groups(1000, 0, 5)] } },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    await expect(frame.querySelectorAll('[data-bar]')).toHaveLength(50);
    await expect(within(frame).getByTitle(LONG_LABEL)).toBeInTheDocument();
    await expect(within(frame).getByText('Se muestran 50 de 1.000.')).toBeVisible();
    await expect(
      within(frame).getByText(/^Customer journey por pregunta \(escala de 0 a 5\): .*0,0, /),
    ).toBeInTheDocument();
  },
};
