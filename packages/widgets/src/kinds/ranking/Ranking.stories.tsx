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

const widget = widgetOf('ranking', {
  title: { es: 'Mejores y peores distribuidores', en: 'Best and worst distributors' },
  helpText: { es: 'Satisfacción de venta de cada distribuidor.', en: 'Sales satisfaction of each distributor.' },
  size: [2, 2],
  config: { by: 'geography', mode: 'both', size: 3, colorScale: 'nps10' },
  indicators: [
    { indicator: 'VENTA_SATISFACCION', groupBy: ['geoLocation'], dataType: 'list', extras: { groupByLevel: 3 } },
  ],
});

const meta = {
  title: 'Widgets/Ranking',
  component: WidgetPreview,
  args: { widget, render: STORY_RENDER },
} satisfies Meta<typeof WidgetPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The values of one end of the ranking, in order. */
function values(frame: HTMLElement, end: 'best' | 'worst'): string[] {
  return [...frame.querySelectorAll(`[data-rank="${end}"] [data-value]`)].map((node) => node.textContent ?? '');
}

const number = (text: string): number => Number(text.replace(',', '.'));

export const Typical: Story = {
  args: { data: 'mock' },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const canvas = within(frame);
    await expect(canvas.getByRole('heading', { name: 'Mejores y peores distribuidores' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Mejores' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Peores' })).toBeVisible();
    // 8 mocked distributors: the 3 best (highest first) and the 3 worst (lowest first).
    const best = values(frame, 'best');
    const worst = values(frame, 'worst');
    await expect(best).toHaveLength(3);
    await expect(worst).toHaveLength(3);
    for (const text of [...best, ...worst]) await expect(text).toMatch(/^\d+,\d$/);
    await expect(best.map(number)).toEqual([...best.map(number)].sort((a, b) => b - a));
    await expect(worst.map(number)).toEqual([...worst.map(number)].sort((a, b) => a - b));
    await expect(number(best[2] ?? '')).toBeGreaterThanOrEqual(number(worst[2] ?? ''));
  },
};

export const Loading: Story = LOADING_STORY;

export const Empty: Story = EMPTY_STORY;

export const Error: Story = ERROR_STORY;

/** 1,000 distributors from 0 (a 40-character name, the worst) to 10, one column wide: 3 best and 3 worst are listed. */
export const Extreme: Story = {
  args: { size: [1, 2], data: { rows: [groups(1000, 0, 10)] } },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    await expect(values(frame, 'best')).toEqual(['10,0', '10,0', '10,0']);
    await expect(values(frame, 'worst')[0]).toBe('0,0');
    await expect(frame.querySelectorAll('li')).toHaveLength(6);
    const worst = within(frame).getByTitle(LONG_LABEL);
    await expect(worst.textContent).toBe(LONG_LABEL);
    // The name is cut by CSS with an ellipsis: it is wider than its box.
    await expect(worst.scrollWidth).toBeGreaterThan(worst.clientWidth);
  },
};
