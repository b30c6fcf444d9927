import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetPreview } from '@voz/dashboard';
import { expect, waitFor, within } from 'storybook/test';
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

const widget = widgetOf('detailed-bar', {
  title: { es: 'Satisfacción por zona', en: 'Satisfaction by zone' },
  subTitle: { es: 'Con el número de respuestas de cada zona', en: 'With the number of answers of each zone' },
  size: [2, 2],
  config: { colorScale: 'nps10', showSample: true },
  indicators: [
    { indicator: 'POSVENTA_SATISFACCION', groupBy: ['geoLocation'], dataType: 'list', extras: { groupByLevel: 2 } },
  ],
});

const meta = {
  title: 'Widgets/Barras detalladas',
  component: WidgetPreview,
  args: { widget, render: STORY_RENDER },
} satisfies Meta<typeof WidgetPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The texts written after the bars: value and sample. */
function barTexts(frame: HTMLElement): string[] {
  return [...frame.querySelectorAll('[data-chart="detailed-bar"] svg text')]
    .map((node) => node.textContent ?? '')
    .filter((text) => / · n = /.test(text));
}

export const Typical: Story = {
  args: { data: 'mock' },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const canvas = within(frame);
    await expect(canvas.getByRole('heading', { name: 'Satisfacción por zona' })).toBeVisible();
    // One bar per mocked zone, each with its value and its sample.
    await waitFor(() => expect(barTexts(frame).length).toBeGreaterThan(3));
    for (const text of barTexts(frame)) await expect(text).toMatch(/^\d+,\d · n = \d{1,3}(\.\d{3})?$/);
    await expect(frame.querySelector('[data-chart="detailed-bar"]')?.textContent).toContain('Región Metropolitana');
  },
};

export const Loading: Story = LOADING_STORY;

export const Empty: Story = EMPTY_STORY;

export const Error: Story = ERROR_STORY;

/** 1,000 zones from 0 to 10 with samples up to 2.000, the first with a 40-character name: 15 bars drawn. */
export const Extreme: Story = {
  args: { data: { rows: [groups(1000, 0, 10, (i) => ({ count: i === 1 ? 2000 : 10 + i }))] } },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    await waitFor(() => expect(barTexts(frame)).toHaveLength(15));
    await expect(barTexts(frame)).toContain('0,0 · n = 10');
    await expect(barTexts(frame)).toContain('0,0 · n = 2.000');
    const titles = [...frame.querySelectorAll('[data-chart="detailed-bar"] title')].map((t) => t.textContent);
    await expect(titles).toContain(LONG_LABEL);
    await expect(frame.querySelector('[data-summary]')?.textContent).toContain('Se muestran 15 de 1.000.');
  },
};

/**
 * Registered surveys straight from dashboard/resume (auto-nps): the resumeCounts mapper turns the
 * one `resume` object of the mocked answer into one bar per status, named in Spanish.
 */
export const ResumeCounts: Story = {
  args: {
    widget: widgetOf('detailed-bar', {
      title: { es: 'Encuestas registradas', en: 'Registered surveys' },
      size: [2, 2],
      config: { colors: ['chart6'], mapper: 'resumeCounts' },
      indicators: [
        { indicator: 'ENCUESTAS_REGISTRADAS', url: 'dashboard/resume', dataType: 'single', keyExtract: ['resume'] },
      ],
    }),
    data: 'mock',
  },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const summary = frame.querySelector('[data-summary]')?.textContent ?? '';
    const statuses = [
      'Registradas',
      'Enviadas',
      'Con error',
      'Abiertas',
      'Con clic',
      'Respondidas',
      'En cola',
      'Procesadas',
    ];
    for (const status of statuses) await expect(summary).toMatch(new RegExp(`${status} [\\d.]+,0`));
    await expect(frame.querySelector('[data-chart="detailed-bar"]')?.textContent).toContain('Con clic');
  },
};
