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

const widget = widgetOf('pie', {
  title: { es: 'Encuestas respondidas por canal', en: 'Answered surveys by channel' },
  helpText: {
    es: 'Parte de las encuestas respondidas que llegó por cada canal.',
    en: 'Share of answered surveys per channel.',
  },
  size: [2, 2],
  config: { variant: 'medium', showLegend: true, showSample: true },
  indicators: [{ indicator: 'SURVEY_COUNT', groupBy: ['channel'], dataType: 'list' }],
});

const meta = {
  title: 'Widgets/Torta',
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

    await expect(canvas.getByRole('heading', { name: 'Encuestas respondidas por canal' })).toBeVisible();
    await expect(frame.querySelectorAll('[data-legend] li')).toHaveLength(5);
    await expect(canvas.getByText('WhatsApp')).toBeVisible();
    const shares = [...frame.querySelectorAll('[data-legend] li')].map((li) => li.lastElementChild?.textContent ?? '');
    for (const share of shares) await expect(share).toMatch(/^\d+,\d %$/);
    await expect(frame.querySelectorAll('[data-pie] svg path').length).toBeGreaterThanOrEqual(5);
    await expect(canvas.getByText(/^Muestra: /)).toBeVisible();
  },
};

export const Loading: Story = LOADING_STORY;

export const Empty: Story = EMPTY_STORY;

export const Error: Story = ERROR_STORY;

/** 1,000 groups: the seven largest (the first a 40-character name) and 'Otros' for the other 992. */
export const Extreme: Story = {
  args: { data: { rows: [groups(1000, 100, 0)] } },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    await expect(frame.querySelectorAll('[data-legend] li')).toHaveLength(8);
    await expect(within(frame).getByTitle(LONG_LABEL)).toBeInTheDocument();
    await expect(within(frame).getByTitle('Otros')).toBeVisible();
    await expect(
      within(frame).getByText(/Las 992 categorías más pequeñas se agrupan en «Otros»\.$/),
    ).toBeInTheDocument();
  },
};
