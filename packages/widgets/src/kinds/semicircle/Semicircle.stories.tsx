import type { Meta, StoryObj } from '@storybook/react-vite';
import type { IndicatorRow } from '@voz/core';
import { WidgetPreview } from '@voz/dashboard';
import { expect, within } from 'storybook/test';
import { EMPTY_STORY, ERROR_STORY, frameIn, LOADING_STORY, STORY_RENDER, widgetOf } from '../../stories/fixtures.js';

const widget = widgetOf('semicircle', {
  title: { es: 'Tasa de respuesta', en: 'Response rate' },
  helpText: {
    es: '(Respondidas + en progreso) / total, incluidas las no respondidas.',
    en: '(Answered + in progress) / total.',
  },
  size: [1, 2],
  config: { max: 100, mapper: 'responsePercentage', colorScale: 'percent', showSample: true },
  indicators: [
    {
      indicator: 'SURVEY_RESPONSE_COUNTERS',
      key: 'responsePercentage',
      url: 'survey-responses/values',
      groupBy: ['status'],
      dataType: 'list',
    },
  ],
});

/** A survey response counters row. */
const counters = (answered: number, inProgress: number, notHandled: number): IndicatorRow => ({
  group: null,
  groupId: null,
  groupName: null,
  label: null,
  value: answered,
  count: answered + inProgress + notHandled,
  answeredCount: answered,
  inProgressCount: inProgress,
  notHandledCount: notHandled,
});

const meta = {
  title: 'Widgets/Semicírculo',
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

    await expect(canvas.getByRole('heading', { name: 'Tasa de respuesta' })).toBeVisible();
    await expect(frame.querySelector('[data-value]')?.textContent).toMatch(/^\d+,\d %$/);
    await expect(canvas.getByText(/^Muestra: /)).toBeVisible();
    await expect(canvas.getByText(/^Tasa de respuesta: \d+,\d % de 100\.$/)).toBeInTheDocument();
  },
};

export const Loading: Story = LOADING_STORY;

export const Empty: Story = EMPTY_STORY;

export const Error: Story = ERROR_STORY;

/** Every survey answered: 100 %, the arc full and green. */
export const Extreme: Story = {
  args: { data: { rows: [[counters(1000, 0, 0)]] } },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    await expect(frame.querySelector('[data-value]')?.textContent).toBe('100,0 %');
    await expect(frame.querySelector('svg[data-fraction]')?.getAttribute('data-fraction')).toBe('1.0000');
    await expect(frame.querySelector('[data-arc]')?.getAttribute('stroke')).toBe('#88DD76');
    await expect(within(frame).getByText('Muestra: 1000 respuestas')).toBeVisible();
  },
};
